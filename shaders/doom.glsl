// What every scene shader shares: the resources of the level renderer
// (render/vulkan/level_renderer.h mirrors each block) and the original's
// integer arithmetic, so a fragment can compute its texel and light row
// the way the software renderer computes them for that screen pixel.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

const int FRACBITS = 16;
const int FRACUNIT = 1 << FRACBITS;
const int ANGLETOFINESHIFT = 19;
const int FINEANGLES = 8192;
const int HEIGHTBITS = 12;
const int HEIGHTUNIT = 1 << HEIGHTBITS;
const int LIGHTZSHIFT = 20;
const int MAXLIGHTZ = 128;

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
    int pspriteiscale;
    int placeholder_texture;
    // Offsets into `tables`.
    int finesine_at, xtoviewangle_at, yslope_at, distscale_at, zlight_at;
    // Offsets into `bytes`.
    int colormaps_at, flats_at, flat_count;
    // Float view for the vertex stages: sine and cosine of the view angle.
    float view_sin, view_cos;
    float depth_scale;   // depth value = scale × depth_scale
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

int finesine(uint i) { return tables[view.finesine_at + int(i)]; }
int finecosine(uint i) { return tables[view.finesine_at + int(i) + FINEANGLES / 4]; }
uint xtoviewangle(int x) { return uint(tables[view.xtoviewangle_at + x]); }

// A palette index through COLORMAP row `row`.
uint light(uint index, int row) {
    return byte_at(view.colormaps_at + row * 256 + int(index));
}

int light_level_row(int lightlevel) {
    return clamp((lightlevel >> 4) + view.extralight, 0, 15);
}

// The original's column read: (frac >> 16) & 127 into a 128-byte column.
uint wall_texel(int texture, int column, int frac) {
    ivec4 t = textures[texture];
    return byte_at(t.x + (column & t.y) * 128 + ((frac >> FRACBITS) & 127));
}

// R_MapPlane and the span drawer for one pixel on its own: the flat texel
// and light of a plane `height` above or below the eye at screen pixel
// (x, y) of the view, as a span starting there would draw it.
uint flat_pixel(int x, int y, int height, int pic_number, int lightlevel) {
    int planeheight = abs(height - view.viewz);
    int distance = fixed_mul(planeheight, tables[view.yslope_at + y]);
    int length = fixed_mul(distance, tables[view.distscale_at + x]);
    uint angle = (view.viewangle + xtoviewangle(x)) >> ANGLETOFINESHIFT;
    uint xfrac = uint(view.viewx + fixed_mul(finecosine(angle), length));
    uint yfrac = uint(-view.viewy - fixed_mul(finesine(angle), length));
    uint position = ((xfrac << 10) & 0xffff0000u) | ((yfrac >> 6) & 0x0000ffffu);
    uint spot = ((position >> 4) & 0x0fc0u) | (position >> 26);
    int pic = (pic_number >= 0 && pic_number < view.flat_count) ? pic_number : view.flat_count;
    uint index = byte_at(view.flats_at + pic * 4096 + int(spot));
    int row = view.fixedcolormap;
    if (row < 0) {
        int z = min(distance >> LIGHTZSHIFT, MAXLIGHTZ - 1);
        row = tables[view.zlight_at + light_level_row(lightlevel) * MAXLIGHTZ + z];
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
// plane_mark decides once per primitive, plane_entry per pixel.
const uint PLANE_MARK = 0x80000000u;
const uint SKY_MARK = 0x7fffffffu;
const uint NO_PLANE = 0x7ffffffeu;  // a plane on the far side of the eye

uint plane_mark(int sector, int plane) {
    ivec4 s = sector_planes(sector);
    if ((plane == 0 ? s.z : s.w) == view.sky_flat) return SKY_MARK;
    return PLANE_MARK | uint(sector * 2 + plane);
}

uint plane_entry(uint mark, int x, int y) { return mark == SKY_MARK ? sky_pixel(x, y) : mark; }
