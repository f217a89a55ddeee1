#version 460
// The second pass: each pixel of the view from what the walls and planes
// left in the first (doom.glsl: plane_entry). Floor and ceiling pixels are
// drawn from the span the original's walk put there (walk_records.glsl:
// its start, step and light, stepped to the pixel as the span drawer
// steps). Where the walk has no span (an edge the two draw differently)
// the pixel is computed on its own from the marked plane.
#include "doom.glsl"
#include "scene.glsl"
#include "walk_records.glsl"

layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int pixel = y * view.width + x;
    uint entry = scene[pixel];
    if (!is_plane(entry)) {
        index = entry;
        return;
    }
    uint span = span_ids[pixel];
    if (span != NO_SPAN) {
        index = span_pixel(span, x);
        return;
    }
    int sector = plane_sector(entry);
    ivec4 s = sector_planes(sector);
    bool floor = is_floor(entry);
    index = flat_pixel(x, y, floor ? s.x : s.y, floor ? s.z : s.w, sector_light(sector));
}
