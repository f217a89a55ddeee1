// The second pass: each pixel of the view from what the walls and planes
// left in the first (doom.glsl: plane_entry). Floor and ceiling pixels are
// drawn from the span the original's walk put there (walk_records.glsl:
// its start, step and light, stepped to the pixel as the span drawer
// steps). Compiled once per way of stepping (spans_original.frag at
// 320×200, spans_scaled.frag above): CPU drivers run every branch of a
// shader, so each holds only its own.
#include "doom.glsl"
#include "scene.glsl"
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
    int picture = int(s.y);
    int pic = (picture >= 0 && picture < view.flat_count) ? picture : view.flat_count;
    return light(byte_at(view.flats_at + pic * 4096 + int(spot)), int(s.x >> 16));
}

layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int pixel = y * view.width + x;
    uint entry = scene_entry(pixel);
    if (!is_plane(entry)) {
        index = entry;
        return;
    }
    // Where the walk has no span (an edge the GPU rasterises differently),
    // it left the nearest span to the left (view_walk.h).
    uint span = texelFetch(span_ids, pixel).r;
    index = span == NO_SPAN ? 0u : span_pixel(span, x);
}
