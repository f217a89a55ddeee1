#version 460
// A thing's or the weapon's pixel: its picture's texel through the player
// colours, lit by scalelight from the thing's view depth (or full bright,
// or the fixed row); a translucent thing's blended over what lies behind.
#include "true3d.glsl"
#include "true_output.glsl"
#include "true_sprite.glsl"
#include "true_sprite_texel.glsl"

layout(location = 0) in vec2 texel;
layout(location = 1) flat in ivec4 sprite0;
layout(location = 2) flat in ivec4 sprite1;
layout(location = 3) flat in ivec4 sprite2;
layout(location = 4) in float depth;
layout(location = 5) flat in ivec4 picture;
layout(location = 6) flat in ivec4 sprite3;

void main() {
    uint index = sprite_texel(texel, sprite0, sprite1, sprite2, sprite3, picture);
    if (index > 255u) discard;
    int row = (sprite1.x & kFixedRow) != 0 ? sprite1.w : sprite1.w + scale_row(sprite1.z, depth, view.light_scales.y);
    bool weapon = (sprite1.x & kScreenSprite) != 0;
    uint lit_index = lit(translate(index, translation(sprite1)), row);
    // A world thing's blend table (0: opaque); the weapon's third word is its own.
    int blend = weapon ? 0 : sprite2.x;
    if (kBlended && blend != 0 && !kSurfaceIds) lit_index = blended(lit_index, blend);
    emit(lit_index,
         surface_id(weapon ? kWeaponSurface : kThingSurface, weapon ? 0u : uint(picture.w)), row);
}
