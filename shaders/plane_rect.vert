#version 460
// A rectangle of view pixels that covers part of a visplane
// (software::PlaneRect); what each pixel shows is the walk's (spans.glsl).
#include "doom.glsl"

layout(location = 0) in ivec4 rect;  // x1, y1, x2, y2: inclusive columns and rows

void main() {
    // Two triangles of the corners (left | right, top | bottom).
    const int corners[6] = int[6](0, 1, 2, 2, 1, 3);
    const int corner = corners[gl_VertexIndex];
    const bool right = (corner & 1) != 0, bottom = (corner & 2) != 0;
    vec2 at = vec2(float(right ? rect.z + 1 : rect.x), float(bottom ? rect.w + 1 : rect.y));
    gl_Position = vec4(at / vec2(float(view.width), float(view.height)) * 2.0 - 1.0, 0.0, 1.0);
}
