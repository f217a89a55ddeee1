#version 460
// One pixel of a sprite: the post of its texture column that covers this
// row, read as the original's column drawer reads it, through the player
// colour translation and the sprite's light row, within the column's clip
// rows, blended over the view as it was before it for a translucent map
// thing. Fuzz sprites (spectres, the invisible player's weapon) are drawn
// by fuzz.frag instead.
#include "doom.glsl"
#include "behind.glsl"
#include "posts.glsl"
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
    if (x < sprite.x1 || x > sprite.x2) discard;
    int column = (sprite.startfrac + (x - sprite.x1) * sprite.xiscale) >> FRACBITS;
    if (column < 0 || column >= sprite.pic.x) discard;
    ivec2 rows = sprite_rows(sprite, x);
    // R_DrawVisSprite: the rows step by the columns' step, halved in low
    // detail, where the scale was doubled but the columns were not.
    int texel = post_texel(false, sprite.pic, column, y, sprite.sprtopscreen, sprite.scale, sprite.texturemid,
                           abs(sprite.xiscale) >> view.detailshift, rows.x, rows.y);
    if (texel < 0) discard;
    index = light(translate(uint(texel), sprite.translation), sprite.colormap_row);
    if (sprite.blend != 0) index = blend_over(index, behind_at(x, y), sprite.blend);
}
