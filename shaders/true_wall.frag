#version 460
// A wall pixel: the texture column (wrapped by the width mask) and its
// light row (true_wall_column.glsl), and the row its height gives below
// the part's reference (wrapped at 128, as the column drawer reads).
#include "true3d.glsl"
#include "true_output.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) in float texture_u;
layout(location = 2) flat in ivec4 part;
layout(location = 3) flat in uint id;
layout(location = 4) flat in ivec4 picture;
layout(location = 5) flat in ivec4 terms;  // w: a translucent 3D floor side's blend table (0: none)
layout(location = 6) flat in ivec4 look;
layout(location = 8) flat in int columns_at;
layout(location = 9) flat in ivec4 shade;

#include "true_wall_column.glsl"

void main() {
    ivec2 column = wall_texel_column(texture_u, map_position, look, part.zw);
    if (kExtendedGeometry && shade.y > 0 && view.light.y < 0) {
        // Lit by the 3D floor light at its height (render/slab_lights.h).
        int lightnum = light_level_row(slab_light_level(shade.xy, map_position.z) + shade.z, shade.w);
        column.y = part.w + scale_row(lightnum, light_depth(map_position), view.light_scales.x);
    }
    int row = texture_row(part.y, map_position.z, look) & 127;
    uint texel = byte_of(pixel_words, picture.x + (column.x & picture.y) * 128 + row);
    uint index = lit(texel, column.y);
    if (kBlended && terms.w != 0 && !kSurfaceIds) index = blended(index, terms.w);
    emit(index, id, column.y);
}
