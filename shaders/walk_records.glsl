// What the original's walk decided on the CPU (render/software/
// walk_records.h, same layouts): per stored seg its columns, per column
// the rows, clips, texture column, step and light of R_RenderSegLoop, and
// the floor and ceiling spans of R_MapPlane with the span of each pixel.

// Indexed by seg; only the segs stored this frame are current.
struct StoredSeg {
    int x1, x2, first_column;
    int scale1, scalestep;
    int texturemid[4];  // by part: lower, middle, upper, masked middle
};
layout(set = 0, binding = 15, std430) readonly buffer StoredSegs { StoredSeg stored_segs[]; };

// Five words a column: top | bottom << 16, ceiling clip | floor clip << 16
// (16-bit signed each), texture column | light row << 16, iscale, scale.
layout(set = 0, binding = 16, std430) readonly buffer WallColumns { uint wall_columns[]; };

const uint NOT_STORED = 0xffffu;

int low_half(uint word) { return bitfieldExtract(int(word), 0, 16); }
int high_half(uint word) { return bitfieldExtract(int(word), 16, 16); }

uint column_word(int column, int word) { return wall_columns[5 * column + word]; }
int column_texture(uint word) { return int(word & 0xffffu); }
uint column_light(uint word) { return word >> 16; }

// Two halves: x1 | light row << 16, picture, xpos, xstep; ypos, ystep.
layout(set = 0, binding = 14, std430) readonly buffer Spans { uvec4 spans[]; };
// Per view pixel: its span in `spans`, or NO_SPAN.
layout(set = 0, binding = 13, std430) readonly buffer SpanIds { uint span_ids[]; };
const uint NO_SPAN = 0xffffffffu;

// The span drawers' pixel at column x: the original's packed 6.10 sum at
// 320 wide, the 40.24 one above, whose texel bits a 32-bit sum keeps
// (render/software/drawers.cpp, walk_records.h).
uint span_pixel(uint span, int x) {
    uvec4 s = spans[2 * span];
    uint n = uint(x) - (s.x & 0xffffu);
    uint spot;
    if (view.layout_scale == FRACUNIT) {
        uint position = s.z + n * s.w;
        spot = ((position >> 4) & 0x0fc0u) | (position >> 26);
    } else {
        uvec4 y = spans[2 * span + 1];
        uint px = s.z + n * s.w, py = y.x + n * y.y;
        spot = (((py >> 24) & 63u) << 6) | ((px >> 24) & 63u);
    }
    int picture = int(s.y);
    int pic = (picture >= 0 && picture < view.flat_count) ? picture : view.flat_count;
    return light(byte_at(view.flats_at + pic * 4096 + int(spot)), int(s.x >> 16));
}
