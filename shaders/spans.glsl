// A pixel of a floor or a ceiling, as the original's walk left it there
// (walk_records.glsl): the span drawer's texel of the span covering it,
// stepped from the span's start and lit by its row. Compiled once per way
// of stepping (spans_original at 320×200, spans_scaled above): CPU drivers
// run every branch of a shader, so each holds only its own. Two ways to
// reach the pixels (level_renderer.h): a fragment shader drawn over the
// rectangles that hold the walk's floors and ceilings (plane_rect.vert),
// finding each pixel's span in the span map, before the sky's (sky.frag)
// and the walls, which cover what else they hold; or, with TILES, a
// compute shader over each span's own pixels (view_tiles.glsl).
#include "doom.glsl"
#include "walk_records.glsl"

// The span drawers' pixel at column x: the original's packed 6.10 sum at
// 320 wide, the 40.24 one above, whose texel bits a 32-bit sum keeps
// (render/software/drawers.cpp, walk_records.h).
uint span_pixel(uint span, int x) {
    uvec4 s = texelFetch(spans, int(2 * span));
    uint n = uint(x) - (s.x & 0xffffu);
#if SCALED
    uvec4 y = texelFetch(spans, int(2 * span + 1));
    uint px = s.z + n * s.w, py = y.x + n * y.y;
    uint spot = (((py >> 24) & 63u) << 6) | ((px >> 24) & 63u);
#else
    uint position = s.z + n * s.w;
    uint spot = ((position >> 4) & 0x0fc0u) | (position >> 26);
#endif
    // The span's flat lit through its row (render/vulkan/lit_pictures.h).
    return byte_of(lit, int(s.y + spot));
}

#if defined(TILES)
#include "view_tiles.glsl"
layout(local_size_x = 64, local_size_y = 1) in;

void main() {
    ViewTile tile = this_tile();
    ivec2 at;
    if (tile_pixel(tile, at)) put(at, span_pixel(uint(tile.record_base), at.x));
}
#else
layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    uint id = span_id(x, y);
    // The sky's rectangles or the walls come over the others; where none
    // does, the view keeps the clear's 0.
    if (id >= FIRST_SKY_SPAN) discard;
    index = span_pixel(id, x);
}
#endif
