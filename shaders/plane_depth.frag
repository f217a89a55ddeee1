#version 460
// Takes the floors and ceilings out of the depth buffer (farthest, 0),
// keeping the walls': the span pass then draws exactly those pixels (it
// tests for depth 0), and things and masked middles are tested against
// planes by the original's rules (scene.glsl), not by plane depth. Writes
// no colour.
#include "doom.glsl"
#include "scene.glsl"

layout(location = 0) out uint index;

void main() {
    if (!is_plane(scene_entry(int(gl_FragCoord.y) * view.width + int(gl_FragCoord.x)))) discard;
    gl_FragDepth = 0.0;
    index = 0u;
}
