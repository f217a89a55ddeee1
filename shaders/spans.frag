#version 460
// The second pass: each pixel of the view from what the walls and planes
// left in the first (doom.glsl: plane_entry). Floor and ceiling pixels are
// drawn as the original's spans draw them, stepped from the span's first
// column, which the original's own walk found on the CPU
// (render/software/span_starts.h). Where that walk has no span (an edge
// the two draw differently) the pixel is computed on its own.
#include "doom.glsl"

#include "scene.glsl"
// Two 16-bit span starts a word, view sized; 0xffff: no span there.
layout(set = 0, binding = 13, std430) readonly buffer SpanStarts { uint span_starts[]; };

layout(location = 0) out uint index;

int span_start(int pixel) {
    return int((span_starts[pixel >> 1] >> ((pixel & 1) * 16)) & 0xffffu);
}

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int row = y * view.width;
    uint entry = scene[row + x];
    if (!is_plane(entry)) {
        index = entry;
        return;
    }
    int x1 = view.layout_scale == FRACUNIT ? min(span_start(row + x), x) : x;
    int sector = plane_sector(entry);
    ivec4 s = sector_planes(sector);
    bool floor = is_floor(entry);
    index = flat_pixel(x1, x, y, floor ? s.x : s.y, floor ? s.z : s.w, sector_light(sector));
}
