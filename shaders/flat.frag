#version 460
// One pixel of a floor or ceiling: R_MapPlane's texel and light for that
// screen pixel, or the sky.
#include "doom.glsl"

layout(push_constant, std430) uniform Plane {
    int plane;
} push;

layout(location = 0) flat in int fragment_sector;
layout(location = 0) out uint index;

void main() {
    index = plane_pixel(int(gl_FragCoord.x), int(gl_FragCoord.y), fragment_sector, push.plane);
}
