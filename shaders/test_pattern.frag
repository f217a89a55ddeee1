#version 460
// Writes the index (x * 3 + y * 5 + offset) & 255 inside the rectangle and
// nothing outside it.
#include "test_pattern.glsl"

layout(location = 0) out uint index;

void main() {
    const ivec2 p = ivec2(gl_FragCoord.xy);
    if (p.x < pattern.rect.x || p.y < pattern.rect.y || p.x >= pattern.rect.z || p.y >= pattern.rect.w) discard;
    index = (uint(p.x * 3 + p.y * 5) + pattern.index_offset) & 255u;
}
