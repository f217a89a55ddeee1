#version 460
// One pixel of a sprite: the post of its texture column that covers this
// row, read as the original's column drawer reads it, through the player
// colour translation and the sprite's light row. Fuzz (spectres, the
// invisible player) needs the pixels behind and is not drawn yet.
#include "doom.glsl"
#include "sprite_params.glsl"

layout(location = 0) flat in SpriteParams sprite;
layout(location = 0) out uint index;

// R_InitTranslationTables: the green ramp becomes grey, brown or red.
uint translate(uint i, int table) {
    const int ramps[3] = int[3](0x60, 0x40, 0x20);
    if (table == 0 || i < 0x70u || i > 0x7fu) return i;
    return uint(ramps[table - 1]) + (i & 15u);
}

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (x < sprite.x1 || x > sprite.x2 || sprite.colormap_row < 0) discard;
    int header = 1 + 2 * sprite.picture;
    int column = (sprite.startfrac + (x - sprite.x1) * sprite.xiscale) >> FRACBITS;
    if (column < 0 || column >= pictures[header]) discard;
    int entry = pictures[header + 1] + 2 * column;
    int first = pictures[entry], count = pictures[entry + 1];
    int iscale = abs(sprite.xiscale);
    for (int p = 0; p < count; ++p) {
        int topdelta = pictures[first + 3 * p], length = pictures[first + 3 * p + 1];
        int topscreen = sprite.sprtopscreen + sprite.scale * topdelta;
        int bottomscreen = topscreen + sprite.scale * length;
        int yl = (topscreen + FRACUNIT - 1) >> FRACBITS;
        int yh = (bottomscreen - 1) >> FRACBITS;
        if (y < yl || y > yh) continue;
        int frac = sprite.texturemid - (topdelta << FRACBITS) + (y - view.centery) * iscale;
        int row = min((frac >> FRACBITS) & 127, length + 7);
        uint texel = byte_at(pictures[first + 3 * p + 2] + row);
        index = light(translate(texel, sprite.translation), sprite.colormap_row);
        return;
    }
    discard;
}
