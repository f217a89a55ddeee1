#version 460
// A pixel of the sky, over the rectangles that hold the walk's sky planes
// (plane_rect.vert), after the floors and ceilings: the pixels of those
// its rectangles hold stay as they are.
#include "doom.glsl"
#include "walk_records.glsl"

layout(location = 0) out uint index;

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    uint id = span_id(x, y);
    if (id < FIRST_SKY_SPAN || id > SKY_SPAN) discard;
    index = sky_pixel(x, y, int(SKY_SPAN - id));
}
