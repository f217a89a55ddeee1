// What every scene shader shares: the resources of the level renderer
// (render/vulkan/level_renderer.h mirrors each block) and the original's
// integer arithmetic, so a fragment can compute its texel and light row
// the way the software renderer computes them for that screen pixel.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

const int FRACBITS = 16;
const int FRACUNIT = 1 << FRACBITS;
const uint ANG90 = 0x40000000u;
const uint ANG180 = 0x80000000u;
const int ANGLETOFINESHIFT = 19;
const int FINEANGLES = 8192;
const int HEIGHTBITS = 12;
const int HEIGHTUNIT = 1 << HEIGHTBITS;
const int LIGHTZSHIFT = 20;
const int MAXLIGHTZ = 128;
const int MAXLIGHTSCALE = 48;

// Per frame: where the view is, and where the tables start in `tables`.
layout(set = 0, binding = 0, std430) readonly buffer View {
    int viewx, viewy, viewz;
    uint viewangle;
    int extralight;
    int fixedcolormap;   // COLORMAP row for every pixel, or -1
    int sky_texture;
    int sky_flat;        // flat number of F_SKY1
    int width, height;   // of the view window
    int centerx, centery;
    int centerxfrac, centeryfrac;
    int projection;
    int layout_scale;    // screen pixels per 320-wide pixel, 16.16
    uint clipangle;
    int pspriteiscale;
    int max_scale;       // the largest wall scale (64 at 320 wide)
    int placeholder_texture;
    // Offsets into `tables`.
    int finesine_at, finetangent_at, tantoangle_at, viewangletox_at;
    int xtoviewangle_at, yslope_at, distscale_at, scalelight_at, zlight_at;
    // Offsets into `bytes`.
    int colormaps_at, flats_at, flat_count;
    // Float view for the vertex stages: sine and cosine of the view angle.
    float view_sin, view_cos;
    float depth_scale;   // depth value = scale × depth_scale
    int basexscale, baseyscale;  // R_ClearPlanes: the span step per unit of distance
} view;

layout(set = 0, binding = 1, std430) readonly buffer Tables { int tables[]; };
// Every 8-bit resource: colormaps, wall texture columns (128 bytes each),
// flats (4096 bytes each), picture posts.
layout(set = 0, binding = 2, std430) readonly buffer Bytes { uint bytes[]; };
// Per texture: first byte of its columns, width mask, height, 0.
layout(set = 0, binding = 3, std430) readonly buffer Textures { ivec4 textures[]; };
// Per sector: floor, ceiling, floor flat, ceiling flat; light, 0, 0, 0.
layout(set = 0, binding = 4, std430) readonly buffer Sectors { ivec4 sectors[]; };
// Per side: texture offset, row offset, top, mid; bottom, the masked mid
// texture's header in `masked_posts` (-1 none), 0, 0.
layout(set = 0, binding = 5, std430) readonly buffer Sides { ivec4 sides[]; };
// Per seg: v1 x y, v2 x y; angle, offset, side, front sector; back
// sector (-1 one-sided), line flags, fake contrast, 0.
layout(set = 0, binding = 6, std430) readonly buffer Segs { ivec4 segs[]; };

uint byte_at(int offset) {
    return (bytes[offset >> 2] >> ((offset & 3) * 8)) & 255u;
}

int fixed_mul(int a, int b) {
    return int((int64_t(a) * int64_t(b)) >> FRACBITS);
}

// n / d for n >= 0 and d > 0, exactly, without an integer division,
// which CPU Vulkan drivers run one lane at a time: a float estimate,
// refined once from its remainder, then corrected by a unit or two.
int64_t divide(int64_t n, int64_t d) {
    int64_t q = int64_t(float(n) / float(d));
    q += int64_t(float(n - q * d) / float(d));
    int64_t r = n - q * d;
    while (r < 0) { --q; r += d; }
    while (r >= d) { ++q; r -= d; }
    return q;
}

// FixedDiv: the quotient truncated toward zero, as C's division of the
// 64-bit (a << 16) by b.
int fixed_div(int a, int b) {
    if ((abs(a) >> 14) >= abs(b)) return ((a ^ b) < 0) ? int(0x80000000u) : 0x7fffffff;
    int64_t q = divide(abs(int64_t(a)) << FRACBITS, abs(int64_t(b)));
    return int((a ^ b) < 0 ? -q : q);
}

// The column drawer's step, 0xffffffff / scale (R_RenderSegLoop's iscale).
int inverse_scale(int scale) { return int(divide(int64_t(0xffffffffu), int64_t(uint(scale)))); }

int finesine(uint i) { return tables[view.finesine_at + int(i)]; }
int finecosine(uint i) { return tables[view.finesine_at + int(i) + FINEANGLES / 4]; }
int finetangent(uint i) { return tables[view.finetangent_at + int(i)]; }
uint xtoviewangle(int x) { return uint(tables[view.xtoviewangle_at + x]); }

// A palette index through COLORMAP row `row`.
uint light(uint index, int row) {
    return byte_at(view.colormaps_at + row * 256 + int(index));
}

int light_level_row(int lightlevel, int contrast) {
    return clamp((lightlevel >> 4) + view.extralight + contrast, 0, 15);
}

// The scalelight column of a wall or sprite scale, in the 320-wide model.
int scale_light_index(int scale) {
    int normalised = view.layout_scale == FRACUNIT ? scale : fixed_div(scale, view.layout_scale);
    return clamp(normalised >> 12, 0, MAXLIGHTSCALE - 1);
}

int wall_light_row(int lightlevel, int contrast, int scale) {
    if (view.fixedcolormap >= 0) return view.fixedcolormap;
    return tables[view.scalelight_at + light_level_row(lightlevel, contrast) * MAXLIGHTSCALE + scale_light_index(scale)];
}

// The original's column read: (frac >> 16) & 127 into a 128-byte column.
uint wall_texel(int texture, int column, int frac) {
    ivec4 t = textures[texture];
    return byte_at(t.x + (column & t.y) * 128 + ((frac >> FRACBITS) & 127));
}

// R_MapPlane and the span drawer for one pixel: the flat texel and light
// of a plane `height` above or below the eye at screen pixel (x, y) of the
// view, on the span that starts at column x1. The original computes the
// position at x1 and adds the step per pixel in its packed 6.10 form,
// which wraps as one 32-bit sum; frames scaled from 320 wide compute each
// pixel on its own.
uint flat_pixel(int x1, int x, int y, int height, int pic_number, int lightlevel) {
    if (view.layout_scale != FRACUNIT) x1 = x;
    int planeheight = abs(height - view.viewz);
    int distance = fixed_mul(planeheight, tables[view.yslope_at + y]);
    int length = fixed_mul(distance, tables[view.distscale_at + x1]);
    uint angle = (view.viewangle + xtoviewangle(x1)) >> ANGLETOFINESHIFT;
    uint xfrac = uint(view.viewx + fixed_mul(finecosine(angle), length));
    uint yfrac = uint(-view.viewy - fixed_mul(finesine(angle), length));
    uint xstep = uint(fixed_mul(distance, view.basexscale));
    uint ystep = uint(fixed_mul(distance, view.baseyscale));
    uint position = ((xfrac << 10) & 0xffff0000u) | ((yfrac >> 6) & 0x0000ffffu);
    uint step = ((xstep << 10) & 0xffff0000u) | ((ystep >> 6) & 0x0000ffffu);
    position += uint(x - x1) * step;
    uint spot = ((position >> 4) & 0x0fc0u) | (position >> 26);
    int pic = (pic_number >= 0 && pic_number < view.flat_count) ? pic_number : view.flat_count;
    uint index = byte_at(view.flats_at + pic * 4096 + int(spot));
    int row = view.fixedcolormap;
    if (row < 0) {
        int z = min(distance >> LIGHTZSHIFT, MAXLIGHTZ - 1);
        row = tables[view.zlight_at + light_level_row(lightlevel, 0) * MAXLIGHTZ + z];
    }
    return light(index, row);
}

// The sky at screen pixel (x, y): a column per view angle, rows by screen
// row, always at full brightness.
uint sky_pixel(int x, int y) {
    int column = int((view.viewangle + xtoviewangle(x)) >> 22);
    int frac = 100 * FRACUNIT + (y - view.centery) * view.pspriteiscale;
    return light(wall_texel(view.sky_texture, column, frac), 0);
}

ivec4 sector_planes(int sector) { return sectors[2 * sector]; }
int sector_light(int sector) { return sectors[2 * sector + 1].x; }

// What the first pass keeps for a pixel of a sector's floor (plane 0) or
// ceiling (plane 1): F_SKY1 shows the sky, drawn at once; other planes are
// marked (top bit, sector × 2 + plane) for the span pass (spans.frag).
const uint PLANE_MARK = 0x80000000u;

uint plane_entry(int x, int y, int sector, int plane) {
    ivec4 s = sector_planes(sector);
    if ((plane == 0 ? s.z : s.w) == view.sky_flat) return sky_pixel(x, y);
    return PLANE_MARK | uint(sector * 2 + plane);
}
