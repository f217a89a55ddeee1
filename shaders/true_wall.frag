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

void main() {
    // At pitch 0 the original's column for this screen column; else the point's own.
    int column = (view.plane_mapping.w != 0.0 ? original_texture_column(terms) : int(floor(texture_u))) & picture.y;
    int row = int(floor(float(part.y) / 65536.0 - map_position.z)) & 127;
    uint texel = byte_of(pixel_words, picture.x + column * 128 + row);
    int light_row = view.light.y >= 0 ? view.light.y
                                      : part.w + scale_row(part.z, light_depth(map_position), view.light_scales.x);
    emit(lit(texel, light_row), id, light_row);
}
