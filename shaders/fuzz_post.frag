#version 460
// One pixel of a fuzz sprite's post (spectres, the invisible player's
// weapon; fuzz_post.vert places it), as R_DrawFuzzColumn draws it: the
// pixel above or below, as the view stood before this sprite (or as this
// column's fuzz left it above), through COLORMAP row 6. The offset comes
// from the original's 50-entry table at the drawer's position: the
// column's start (render/vulkan/fuzz_columns.h) plus the pixels the drawer
// has drawn in this column so far.
#include "doom.glsl"
#include "behind.glsl"
#include "sprite_post_params.glsl"

// Per column of each fuzz sprite, the drawer's position at its top.
layout(set = 0, binding = 10) uniform isamplerBuffer fuzz_starts;

layout(location = 0) flat in FuzzParams fuzz;
layout(location = 0) out uint index;

// r_draw.c's fuzzoffset[] (FUZZTABLE 50 entries): 1, -1, 1, -1, 1, 1, -1, 1,
// 1, -1, 1, 1, 1, -1, 1, 1, 1, -1, -1, -1, -1, 1, -1, -1, 1, 1, 1, 1, -1, 1,
// -1, 1, 1, -1, -1, 1, 1, -1, -1, -1, -1, 1, 1, 1, 1, -1, 1, 1, -1, 1; as
// bits, entry i set where it reads the row above (-1): a shift where a
// looked-up array would be a gather on CPU drivers.
const int FUZZTABLE = 50;
const uint READS_ABOVE_LOW = 0x50de224au, READS_ABOVE_HIGH = 0x121e6u;  // entries 0-31, 32-49

bool reads_above(int pos) {
    return ((pos < 32 ? READS_ABOVE_LOW >> pos : READS_ABOVE_HIGH >> (pos - 32)) & 1u) != 0u;
}

void main() {
    int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    int pos = (texelFetch(fuzz_starts, fuzz.column_base + x).r + fuzz.drawn_base + y) % FUZZTABLE;
    // The drawer walks down the column, so a read of the row above, once
    // this column's posts have drawn that row, sees that row's fuzz: follow
    // such reads up (the table has at most four -1 in a row), darkening once
    // for each, through the posts drawn without a gap above this one.
    int row = y, darken = 1;
    while (reads_above(pos) && row > fuzz.top) {
        --row;
        pos = (pos + FUZZTABLE - 1) % FUZZTABLE;
        ++darken;
    }
    uint pixel = behind_at(x, reads_above(pos) ? row - 1 : row + 1);
    for (int i = 0; i < darken; ++i) pixel = light(pixel, 6);
    index = pixel;
}
