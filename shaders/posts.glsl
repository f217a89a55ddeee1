// Pictures as lists of posts (render/vulkan/picture_posts.h): the sprites',
// and the masked mid textures'; and R_DrawMaskedColumn's walk of one
// column for one screen row.
layout(set = 0, binding = 7, std430) readonly buffer Pictures { int pictures[]; };
layout(set = 0, binding = 9, std430) readonly buffer MaskedPosts { int masked_posts[]; };

int post_word(bool masked, int i) { return masked ? masked_posts[i] : pictures[i]; }

uint post_byte(bool masked, int offset) {
    return (uint(post_word(masked, offset >> 2)) >> ((offset & 3) * 8)) & 255u;
}

int picture_width(bool masked, int header) { return post_word(masked, header); }

// The untranslated, unlit index that `column` of the picture at `header`
// puts on screen row y, or -1 where no post covers it. The column's top
// lands on `sprtopscreen` (16.16 rows) and grows by `scale` per texel;
// texture rows step by `iscale` from `texturemid` at the centre row. Post
// rows are kept within [top, bottom], the clip rows the original passes.
int post_texel(bool masked, int header, int column, int y, int sprtopscreen, int scale, int texturemid, int iscale,
               int top, int bottom) {
    int entry = post_word(masked, header + 1) + 2 * column;
    int first = post_word(masked, entry), count = post_word(masked, entry + 1);
    int texel = -1;
    // Later posts overwrite earlier ones, as the drawer draws them in turn.
    for (int p = first; p < first + 3 * count; p += 3) {
        int topdelta = post_word(masked, p), length = post_word(masked, p + 1);
        int topscreen = sprtopscreen + scale * topdelta;
        int bottomscreen = topscreen + scale * length;
        int yl = max((topscreen + FRACUNIT - 1) >> FRACBITS, top);
        int yh = min((bottomscreen - 1) >> FRACBITS, bottom);
        if (y < yl || y > yh) continue;
        int frac = texturemid - (topdelta << FRACBITS) + (y - view.centery) * iscale;
        int row = min((frac >> FRACBITS) & 127, length + 7);
        texel = int(post_byte(masked, post_word(masked, p + 2) + row));
    }
    return texel;
}
