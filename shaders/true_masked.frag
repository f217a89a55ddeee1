#version 460
// A masked middle's pixel: its picture's texel where one is, else nothing
// (the texture's holes show what lies behind); a translucent line's
// blended over what lies behind.
#include "true3d.glsl"
#include "true_output.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) in float texture_u;
layout(location = 2) flat in ivec4 part;
layout(location = 3) flat in uint id;
layout(location = 4) flat in ivec4 picture;
layout(location = 5) flat in ivec4 terms;
layout(location = 6) flat in ivec4 look;
layout(location = 8) flat in int columns_at;

#include "true_wall_column.glsl"

void main() {
    ivec2 lit_column = wall_texel_column(texture_u, map_position, look, part.zw);
    int column = lit_column.x & picture.w;
    int row = texture_row(part.y, map_position.z, look);
    if (column >= picture.y || row < 0 || row >= picture.z) discard;
    uint texel = dense_texel(picture.x + column * picture.z + row);
    if (texel > 255u) discard;
    int light_row = lit_column.y;
    uint index = lit(texel, light_row);
    if (kBlended && terms.w != 0 && !kSurfaceIds) index = blended(index, terms.w);
    emit(index, id, light_row);
}
