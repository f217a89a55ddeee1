// What the original's walk decided on the CPU (render/software/
// walk_records.h, same layouts): per stored seg its columns, per column
// the rows, clips, texture column, step and light of R_RenderSegLoop, and
// the floor and ceiling spans of R_MapPlane with the span of each pixel.

// Indexed by seg; only the segs stored this frame are current.
struct StoredSeg {
    int x1, x2, first_column;
    int part_stride;    // a run of columns per part when the side's parts are scaled or offset, else 0
    int scale1, scalestep;
    int texturemid[4];  // by part: lower, middle, upper, masked middle
    int rows[4];        // by part: the rows its columns draw, first | last << 16
};
layout(set = 0, binding = 13, std430) readonly buffer StoredSegs { StoredSeg stored_segs[]; };

// Two texels a column, the first: top | bottom << 16, ceiling clip |
// floor clip << 16 (16-bit signed each), texture column | light row << 16,
// iscale; the second: scale.
layout(set = 0, binding = 14) uniform usamplerBuffer wall_columns;

const uint NOT_STORED = 0xffffu;

int low_half(uint word) { return bitfieldExtract(int(word), 0, 16); }
int high_half(uint word) { return bitfieldExtract(int(word), 16, 16); }

// Three texels a column record, one per wall part (lower, middle, upper):
// the rows the part draws there (first | last << 16), the column drawer's
// step, the first byte of its lit texture column in `lit`
// (render/vulkan/wall_part_records.h).
layout(set = 0, binding = 6) uniform usamplerBuffer wall_parts;

uvec4 wall_part_record(int column, int part) { return texelFetch(wall_parts, 3 * column + part); }

uvec4 column_record(int column) { return texelFetch(wall_columns, 2 * column); }
int column_scale(int column) { return int(texelFetch(wall_columns, 2 * column + 1).x); }
int column_texture(uvec4 record) { return int(record.z & 0xffffu); }
int column_light(uvec4 record) { return int(record.z >> 16); }
bool column_stored(uvec4 record) { return (record.z >> 16) != NOT_STORED; }

// Two halves: x1 | light row << 16, the first byte of its flat lit through
// that row in `lit` (the walk's flat number, replaced on upload), xpos,
// xstep; ypos, ystep, row, last column.
layout(set = 0, binding = 12) uniform usamplerBuffer spans;
// Per view pixel within the plane rectangles (plane_rect.vert): its span
// in `spans`, SKY_SPAN less its sky (sky_pixel's `which`), or NO_SPAN
// where the walk put no plane.
layout(set = 0, binding = 11) uniform usamplerBuffer span_ids;
const uint SKY_SPAN = 0x7ffffffeu;
const uint NO_SPAN = 0xffffffffu;
const uint FIRST_SKY_SPAN = SKY_SPAN - uint(MAX_SKIES - 1);

uint span_id(int x, int y) { return texelFetch(span_ids, y * view.width + x).r; }
