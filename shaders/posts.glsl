// Pictures as lists of posts (render/vulkan/picture_posts.h): the sprites',
// and the masked mid textures'; and R_DrawMaskedColumn's answer for one
// column of a masked texture and one screen row.
layout(set = 0, binding = 8, std430) readonly buffer MaskedPosts { int masked_posts[]; };
// The same arrays as texel buffers, for the fragment stages' reads: lavapipe
// fetches texels for a whole SIMD group at once where a storage-buffer read
// goes lane by lane, but only outside loops (inside one a fetch costs
// many times more), so post_texel has none.
layout(set = 0, binding = 16) uniform isamplerBuffer picture_words;
layout(set = 0, binding = 17) uniform isamplerBuffer masked_words;

int fetch_word(bool masked, int i) { return masked ? texelFetch(masked_words, i).r : texelFetch(picture_words, i).r; }

uint fetch_byte(bool masked, int offset) {
    return (uint(fetch_word(masked, offset >> 2)) >> ((offset & 3) * 8)) & 255u;
}

// A masked texture's header (width, first column entry, rows, post map),
// read once a primitive by the vertex stages.
ivec4 masked_header(int header) {
    return ivec4(masked_posts[header], masked_posts[header + 1], masked_posts[header + 2], masked_posts[header + 3]);
}

// The unlit index that `column` of masked texture `pic` (its header) puts
// on screen row y, or -1 where no post covers it. The
// column's top lands on `sprtopscreen` (16.16 rows) and grows by `scale`
// per texel; texture rows step by `iscale` from `texturemid` at the centre
// row. Post rows are kept within [top, bottom], the clip rows the original
// passes. The drawer draws post p on rows [yl, yh], yl = ceil((sprtopscreen
// + scale × topdelta) / FRACUNIT), yh = floor((sprtopscreen + scale × (
// topdelta + length) − 1) / FRACUNIT): y lies in them exactly when texture
// row floor((y × FRACUNIT − sprtopscreen) / scale) lies in the post, so
// the post map at that row names the post.
int post_texel(ivec4 pic, int column, int y, int sprtopscreen, int scale, int texturemid, int iscale,
               int top, int bottom) {
    if (y < top || y > bottom || scale <= 0) return -1;
    int64_t n = int64_t(y) * FRACUNIT - int64_t(sprtopscreen);
    if (n < 0) return -1;
    int r = int(floor(float(n) / float(scale)));
    if (int64_t(r + 1) * scale <= n) ++r;
    else if (int64_t(r) * scale > n) --r;
    if (r < 0 || r >= pic.z) return -1;
    uint k = fetch_byte(true, pic.w + column * pic.z + r);
    if (k == 255u) return -1;
    int p = fetch_word(true, pic.y + 2 * column) + 3 * int(k);
    int topdelta = fetch_word(true, p), length = fetch_word(true, p + 1);
    // The drawer's own rows, in its 32-bit arithmetic.
    int topscreen = sprtopscreen + scale * topdelta;
    int bottomscreen = topscreen + scale * length;
    if (y < (topscreen + FRACUNIT - 1) >> FRACBITS || y > (bottomscreen - 1) >> FRACBITS) return -1;
    int frac = texturemid - (topdelta << FRACBITS) + (y - view.centery) * iscale;
    // A first row rounding below zero reads byte 127, as the original's
    // drawer does (picture_posts.h keeps the lump's bytes that far).
    int row = (frac >> FRACBITS) & 127;
    return int(fetch_byte(true, fetch_word(true, p + 2) + row));
}
