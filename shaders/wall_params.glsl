// What the wall vertex stage hands each fragment of a seg's part: what is
// the same for all its pixels (looked up once a vertex, not once a pixel,
// which is what costs on CPU drivers) and where its recorded columns are
// (walk_records.glsl).
struct WallParams {
    int part;            // 0 lower, 1 middle, 2 upper, 3 masked middle; -1 culled
    int side;
    int x1, x2;          // columns [x1, x2)
    int first_column;    // column x1's record
    int texturemid;
    int texture;         // the part's texture, 0 for none
    int width_mask;
    ivec4 masked_pic;    // masked middles: the mid texture's header (posts.glsl); width -1: none
};

// What the opaque parts' pixels need of them (wall_part.glsl), handed on
// apart as one vector: x1, x2, first_column, texturemid. lavapipe sets up
// every input a fragment stage declares for each block of pixels, and
// declaring the whole WallParams there cost about 0.7 ms a frame at 1080p.
const int PART_COLUMNS_LOCATION = 9;

// The record of column x's index, or -1 outside the seg's stored columns.
int wall_record(WallParams w, int x) { return x < w.x1 || x >= w.x2 ? -1 : w.first_column + x - w.x1; }
