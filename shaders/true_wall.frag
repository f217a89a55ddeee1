#version 460
// A wall pixel: the texture column at its distance along the seg (wrapped
// by the width mask) and the row its height gives below the part's
// reference (wrapped at 128, as the column drawer reads), lit by
// scalelight from its view depth.
#include "true3d.glsl"
#include "true_output.glsl"
#include "true_wall_column.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) in float texture_u;
layout(location = 2) flat in ivec4 part;
layout(location = 3) flat in uint id;
layout(location = 4) flat in ivec4 picture;
layout(location = 5) flat in ivec4 terms;
layout(location = 6) flat in ivec4 look;

void main() {
    int column = texture_column(terms, texture_u, look) & picture.y;
    int row = texture_row(part.y, map_position.z, look) & 127;
    uint texel = byte_of(pixel_words, picture.x + column * 128 + row);
    int light_row = view.light.y >= 0 ? view.light.y
                                      : part.w + scale_row(part.z, light_depth(map_position), view.light_scales.x);
    emit(lit(texel, light_row), id, light_row);
}
