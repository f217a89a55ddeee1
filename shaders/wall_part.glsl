// One pixel of a wall part, as the original's R_RenderSegLoop decided it
// for that column (walk_records.glsl): the texel of the part, or nothing
// (in the one-pixel margin and wherever the part's rows end: the planes
// the walk put there are filled by spans.glsl). Compiled once per part
// (wall_lower, wall_middle, wall_upper define PART): CPU Vulkan drivers
// run every branch of a shader under a mask, so a shader holding only its
// own part's code is what makes the wall pass cheap there. Two ways to
// reach the pixels (level_renderer.h): a fragment shader over the part's
// quad (wall.vert), or, with TILES, a compute shader over its tiles
// (view_tiles.glsl). A pixel reads its column's part record (rows, step,
// lit texture column: wall_part_records.h) and one lit texel.
#include "doom.glsl"
#include "walk_records.glsl"

#if defined(TILES)
#include "view_tiles.glsl"
layout(local_size_x = 16, local_size_y = 16) in;
#define REJECT return
#else
#include "wall_params.glsl"
layout(location = PART_COLUMNS_LOCATION) flat in ivec4 part_columns;
layout(location = 0) out uint index;
// Discarding as soon as a pixel is known to be none is what keeps lavapipe's
// fragment shading cheap.
#define REJECT discard
#endif

void main() {
#if defined(TILES)
    ViewTile tile = this_tile();
    ivec2 at;
    if (!tile_pixel(tile, at)) return;
    int record = tile.record_base + at.x;
    int texturemid = tile.texturemid;
#else
    ivec2 at = ivec2(gl_FragCoord.xy);
    if (at.x < part_columns.x || at.x >= part_columns.y) discard;
    int record = part_columns.z + at.x - part_columns.x;
    int texturemid = part_columns.w;
#endif
    int y = at.y;
    uvec4 column = wall_part_record(record, PART);
    if (y < low_half(column.x) || y > high_half(column.x)) REJECT;
    int frac = texturemid + (y - view.centery) * int(column.y);
    uint index_here = byte_of(lit, int(column.z) + ((frac >> FRACBITS) & 127));
#if defined(TILES)
    put(at, index_here);
#else
    index = index_here;
#endif
}
