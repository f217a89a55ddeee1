#version 460
// The second pass: each pixel of the view from what the walls and planes
// left in the first (doom.glsl: plane_entry). Floor and ceiling pixels are
// drawn as the original's spans draw them, stepped from the span's first
// column. The original's spans end where its visplanes do, which the BSP
// walk decides; here a span is the run, in this row, of pixels showing the
// same sector's same plane, which matched the oracle frames better than
// joining every plane of equal height, flat and light.
#include "doom.glsl"

layout(set = 0, binding = 10, std430) readonly buffer Scene { uint scene[]; };  // the first pass, view sized

layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int row = y * view.width;
    uint entry = scene[row + x];
    if ((entry & PLANE_MARK) == 0u) {
        index = entry;
        return;
    }
    int x1 = x;
    while (x1 > 0 && scene[row + x1 - 1] == entry) --x1;
    int sector = int(entry & ~PLANE_MARK) >> 1;
    ivec4 s = sector_planes(sector);
    bool floor = (entry & 1u) == 0u;
    index = flat_pixel(x1, x, y, floor ? s.x : s.y, floor ? s.z : s.w, sector_light(sector));
}
