// One pixel of a sprite's post (sprite_post.vert): R_DrawColumn's texel
// for this row, through the player colour translation and the sprite's
// light row; with BLENDED, blended over the view as it was before it (a
// translucent map thing). Compiled once each way: CPU drivers run both
// sides of a branch, and reading the view's copy lane by lane cost every
// opaque sprite pixel three times its own work. Fuzz sprites (spectres,
// the invisible player's weapon) are drawn by fuzz_post.frag instead.
#include "doom.glsl"
#include "behind.glsl"
#include "posts.glsl"
#include "sprite_post_params.glsl"

layout(location = 0) flat in PostParams post;
layout(location = 0) out uint index;

// R_InitTranslationTables: the green ramp (0x70-0x7f) becomes grey (table
// 1, 0x60), brown (2, 0x40) or red (3, 0x20); from 4 on a script's table,
// kept among the light rows (render::MapLooks::thing_translation).
uint translate(uint i, int table) {
    if (table >= 4) return light(i, table - 4);
    if (table == 0 || i < 0x70u || i > 0x7fu) return i;
    return uint(0x80 - 0x20 * table) + (i & 15u);
}

void main() {
    int y = int(gl_FragCoord.y);
    int frac = post.texturemid + (y - view.centery) * post.iscale;
    // The drawer's rounding can step past the post's length, or below its
    // first byte: to byte 127 (picture_posts.h keeps the lump's bytes up to
    // there), or, for the translated drawer, which masks nothing, to the
    // post's header bytes before it (kept there too).
    int row = frac >> FRACBITS;
    row = post.translation == 0 ? row & 127 : row < 0 ? max(row, -3) : row & 255;
    index = light(translate(fetch_byte(false, post.pixels + row), post.translation), post.colormap_row);
#if BLENDED
    index = blend_over(index, behind_at(int(gl_FragCoord.x), y), post.blend);
#endif
}
