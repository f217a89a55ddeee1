#version 460
// A floor or ceiling pixel: the flat's texel where the pixel's map position
// lies (R_MapPlane's xfrac and yfrac at that point), lit by zlight from
// its view depth.
#include "true3d.glsl"
#include "true_output.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) flat in ivec4 plane;

void main() {
    int x = int(floor(map_position.x)) & 63;
    int y = int(floor(-map_position.y)) & 63;
    uint texel = byte_of(pixel_words, view.frame.w + plane.x * 4096 + y * 64 + x);
    int row = view.light.y >= 0 ? view.light.y : plane.z + plane_row(plane.y, light_depth(map_position));
    emit(lit(texel, row), uint(plane.w), row);
}
