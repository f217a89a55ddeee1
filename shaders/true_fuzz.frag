#version 460
// A spectre's (or the invisible player's weapon's) pixel, as
// R_DrawFuzzColumn draws it: the pixel above or below it, as the opaque
// passes left the view, through COLORMAP row 6. The offset table's
// position steps with the screen row from a start per column and frame.
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

// r_draw.c's fuzzoffset[] as bits: entry i set where it reads the row above.
const int FUZZTABLE = 50;
const uint READS_ABOVE_LOW = 0x50de224au, READS_ABOVE_HIGH = 0x121e6u;

void main() {
    if (sprite_texel(texel, sprite0, sprite1, sprite2, sprite3, picture) > 255u) discard;
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int pos = (view.frame.x + x * 7 + y) % FUZZTABLE;
    bool above = ((pos < 32 ? READS_ABOVE_LOW >> pos : READS_ABOVE_HIGH >> (pos - 32)) & 1u) != 0u;
    int from = clamp(above ? y - 1 : y + 1, 0, view.frame.z - 1);
    uint under = byte_of(behind, from * view.frame.y + x);
    bool weapon = (sprite1.x & kScreenSprite) != 0;
    emit(lit(under, 6), surface_id(weapon ? kWeaponSurface : kThingSurface, weapon ? 0u : uint(picture.w)), -1);
}
