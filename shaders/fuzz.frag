#version 460
// One pixel of a fuzz sprite (spectres, the invisible player's weapon), as
// R_DrawFuzzColumn draws it: wherever the sprite's posts cover the row,
// the pixel above or below, as the view stood before this sprite (or as
// this column's fuzz left it above), through COLORMAP row 6. The offset
// comes from the original's 50-entry table at the drawer's position: the
// column's start (render/vulkan/fuzz_columns.h) plus the pixels the drawer
// has drawn in this column so far.
#include "doom.glsl"
#include "posts.glsl"
#include "sprite_params.glsl"

#include "behind.glsl"
// Per column of each fuzz sprite, the drawer's position at its top.
layout(set = 0, binding = 10, std430) readonly buffer FuzzStarts { int fuzz_starts[]; };

layout(location = 0) flat in SpriteParams sprite;
layout(location = 0) out uint index;

// r_draw.c fuzzoffset[], in rows: 1 reads the row below, -1 the row above.
const int FUZZTABLE = 50;
const int fuzzoffset[FUZZTABLE] = int[FUZZTABLE](
    1, -1, 1, -1, 1, 1, -1, 1, 1, -1, 1, 1, 1, -1, 1, 1, 1, -1, -1, -1, -1, 1, -1, -1, 1,
    1, 1, 1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, -1, -1, -1, 1, 1, 1, 1, -1, 1, 1, -1, 1);

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (x < sprite.x1 || x > sprite.x2) discard;
    int column = (sprite.startfrac + (x - sprite.x1) * sprite.xiscale) >> FRACBITS;
    if (column < 0 || column >= sprite.pic.x) discard;
    // The posts as R_DrawMaskedColumn rounds and clips them, kept off the
    // view's first and last row as the fuzz drawer keeps them; counting
    // the pixels drawn before this one.
    ivec2 rows = sprite_rows(sprite, x);
    int entry = sprite.pic.y + 2 * column;
    int first = pictures[entry], count = pictures[entry + 1];
    int drawn = 0, at = -1, top = 0;
    for (int p = first; p < first + 3 * count; p += 3) {
        int topscreen = sprite.sprtopscreen + sprite.scale * pictures[p];
        int bottomscreen = topscreen + sprite.scale * pictures[p + 1];
        int yl = max(max((topscreen + FRACUNIT - 1) >> FRACBITS, rows.x), 1);
        int yh = min(min((bottomscreen - 1) >> FRACBITS, rows.y), view.height - 2);
        if (yl > yh) continue;
        if (y >= yl && y <= yh) {
            at = drawn + y - yl;
            top = yl;
        }
        drawn += yh - yl + 1;
    }
    if (at < 0) discard;
    int pos = (fuzz_starts[sprite.fuzz_start + x - sprite.x1] + at) % FUZZTABLE;
    // The drawer walks down the column, so a read of the row above, once
    // its post has drawn that row, sees that row's fuzz: follow such reads
    // up (the table has at most four -1 in a row), darkening once for each.
    // Approximate: a post that ends just above another is read from the
    // copy.
    int row = y, darken = 1;
    while (fuzzoffset[pos] < 0 && row > top) {
        --row;
        pos = (pos + FUZZTABLE - 1) % FUZZTABLE;
        ++darken;
    }
    uint pixel = behind_at(x, row + fuzzoffset[pos]);
    for (int i = 0; i < darken; ++i) pixel = light(pixel, 6);
    index = pixel;
}
