#version 460
// One pixel of a sprite's post (sprite_post.vert): R_DrawColumn's texel
// for this row, through the player colour translation and the sprite's
// light row, blended over the view as it was before it for a translucent
// map thing. Fuzz sprites (spectres, the invisible player's weapon) are
// drawn by fuzz.frag instead.
#include "doom.glsl"
#include "behind.glsl"
#include "posts.glsl"
#include "sprite_post.glsl"

layout(location = 0) flat in PostParams post;
layout(location = 0) out uint index;

// R_InitTranslationTables: the green ramp becomes grey, brown or red.
uint translate(uint i, int table) {
    const int ramps[3] = int[3](0x60, 0x40, 0x20);
    if (table == 0 || i < 0x70u || i > 0x7fu) return i;
    return uint(ramps[table - 1]) + (i & 15u);
}

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int frac = post.texturemid + (y - view.centery) * post.iscale;
    // The drawer's rounding can step past the post's length (picture_posts.h keeps a few bytes after it).
    int row = min((frac >> FRACBITS) & 127, post.post_length + 7);
    index = light(translate(fetch_byte(false, post.pixels + row), post.translation), post.colormap_row);
    if (post.blend != 0) index = blend_over(index, behind_at(x, y), post.blend);
}
