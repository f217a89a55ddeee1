#version 460
// The second pass: each pixel of the view from what the walls and planes
// left in the first (doom.glsl: plane_entry). Floor and ceiling pixels are
// drawn as the original's spans draw them, stepped from the span's first
// column: the leftmost column of the run, in this row, of pixels showing a
// plane of the same height, flat and light (one visplane in the original).
#include "doom.glsl"

layout(set = 0, binding = 10, std430) readonly buffer Scene { uint scene[]; };  // the first pass, view sized

layout(location = 0) out uint index;

// R_FindPlane's key: height, flat and light.
ivec3 plane_key(uint entry) {
    int sector = int(entry & ~PLANE_MARK) >> 1;
    ivec4 s = sector_planes(sector);
    return (entry & 1u) == 0u ? ivec3(s.x, s.z, sector_light(sector)) : ivec3(s.y, s.w, sector_light(sector));
}

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int row = y * view.width;
    uint entry = scene[row + x];
    if ((entry & PLANE_MARK) == 0u) {
        index = entry;
        return;
    }
    ivec3 key = plane_key(entry);
    int x1 = x;
    while (x1 > 0) {
        uint left = scene[row + x1 - 1];
        if (left != entry && ((left & PLANE_MARK) == 0u || plane_key(left) != key)) break;
        --x1;
    }
    index = flat_pixel(x1, x, y, key.x, key.y, key.z);
}
