// What every scene shader shares: the resources of the level renderer
// (render/vulkan/level_renderer.h mirrors each block) and the original's
// integer arithmetic, so a fragment can compute its texel and light row
// the way the software renderer computes them for that screen pixel.
#include "words.glsl"

const int FRACBITS = 16;
const int FRACUNIT = 1 << FRACBITS;
const int HEIGHTBITS = 12;
const int HEIGHTUNIT = 1 << HEIGHTBITS;

// Per frame: where the view is, and where the tables start in `tables`.
// A uniform block: pixels read it, and CPU drivers load a uniform block's
// words once for all lanes where a storage buffer's go lane by lane.
layout(set = 0, binding = 0, std140) uniform View {
    int viewx, viewy, viewz;
    uint viewangle;
    int sky_flat;        // flat number of F_SKY1
    int width, height;   // of the view window
    int centerx, centery;
    int centeryfrac;
    int projection;
    int detailshift;     // 1 in low detail: a column is two pixels wide, and sprites step rows twice as fast
} view;

// The byte arrays below are read as 32-bit words, four bytes a texel
// (byte_of): lavapipe fetches 32-bit texels for a whole SIMD group at once,
// 8-bit ones more slowly.
// The skies in view, as layers: a header (each layer's texturemid and row
// step, each sky's foreground layer), then per layer and view column the
// 128 lit bytes it shows and whether each is seen (scene_data.h: pack_skies).
layout(set = 0, binding = 15) uniform usamplerBuffer sky;
const int MAX_SKIES = 8;  // software::kMaxSkies
const int MAX_SKY_LAYERS = 2 * MAX_SKIES;
const int SKY_HEADER_BYTES = (2 * MAX_SKY_LAYERS + MAX_SKIES) * 4;
// Wall textures (128 bytes a column) and flats (4096 bytes) lit through a
// light row, as the frame's records ask for them (render/vulkan/lit_pictures.h).
layout(set = 0, binding = 1) uniform usamplerBuffer lit;
// The level's light rows, 256 bytes each: COLORMAP's, then its sectors'
// colour tables (render/map_looks.h).
layout(set = 0, binding = 18) uniform usamplerBuffer colormaps;
// The level's blend tables, 65 536 bytes each: source × 256 + destination.
layout(set = 0, binding = 19) uniform usamplerBuffer blends;
// Per texture: first byte of its columns, width mask, height, 0.
layout(set = 0, binding = 2, std430) readonly buffer Textures { ivec4 textures[]; };
// Per sector: floor, ceiling, floor flat, ceiling flat.
layout(set = 0, binding = 3, std430) readonly buffer Sectors { ivec4 sectors[]; };
// Per side: texture offset, row offset, top, mid; bottom, the masked mid
// texture's header in `masked_posts` (-1 none), 0, 0.
layout(set = 0, binding = 4, std430) readonly buffer Sides { ivec4 sides[]; };
// Per seg: v1 x y, v2 x y; angle, offset, side, front sector; back
// sector (-1 one-sided), line flags, fake contrast, 0.
layout(set = 0, binding = 5, std430) readonly buffer Segs { ivec4 segs[]; };

// A palette index through light row `row`.
uint light(uint index, int row) {
    return byte_of(colormaps, row * 256 + int(index));
}

// Lit source `index` over `under` through blend table `blend` (1..).
uint blend_over(uint index, uint under, int blend) {
    return byte_of(blends, (blend - 1) * 65536 + int(index) * 256 + int(under));
}

// A sky layer at screen pixel (x, y): its lit texel for screen row y
// (`part` 0), or whether that texel is seen (`part` 128).
uint sky_layer_byte(int layer, int x, int y, int part) {
    int frac = int(texelFetch(sky, layer).r) + (y - view.centery) * int(texelFetch(sky, MAX_SKY_LAYERS + layer).r);
    return byte_of(sky, SKY_HEADER_BYTES + (layer * view.width + x) * 256 + part + ((frac >> FRACBITS) & 127));
}

// Sky `which` at screen pixel (x, y): its foreground's texel where it has
// one that is seen, else its background's.
uint sky_pixel(int x, int y, int which) {
    int front = int(texelFetch(sky, 2 * MAX_SKY_LAYERS + which).r);
    if (front != 0 && sky_layer_byte(front, x, y, 128) != 0u) return sky_layer_byte(front, x, y, 0);
    return sky_layer_byte(which, x, y, 0);
}

ivec4 sector_planes(int sector) { return sectors[sector]; }
