// What the true 3D view's shaders share (render/vulkan/true_view_data.h
// mirrors each block): the camera, the level's tables, the original's
// light model and the 8-bit pictures. Geometry is in map units; every
// fragment finds its texel and COLORMAP row as the software renderer
// finds them for its screen pixel, from its own position and view depth.
#include "words.glsl"

layout(set = 0, binding = 0, std140) uniform View {
    mat4 clip_from_map;  // perspective, free look included
    vec4 eye;            // x, y, z in map units; w: 0
    // The horizontal view direction (cos, sin): light depth is measured
    // along it, so looking up or down never changes a surface's light.
    vec4 forward;
    // x: wall light: COLORMAP scale index per 1/depth (the 320-wide
    // model's projection >> LIGHTSCALESHIFT); y: the same for sprites;
    // z: sky texture rows per unit of slope; w: cos of the half field of view.
    vec4 light_scales;
    // x: extralight; y: fixed light row (-1 none); z: 0; w: sky flat.
    ivec4 light;
    // The sky's step (R_DrawPlanes' texture rows per screen row, 16.16);
    // 0; the centre column; the colour table row the sky takes under
    // Boom's deep water colormap (0: none).
    ivec4 sky;
    // Where floors and ceilings are sampled at pitch 0 (w: 1), as the
    // original's yslope samples each row: x: focal length in pixels; y:
    // framebuffer row of the centre; z: the row's offset from the pixel's
    // centre to where the original samples it (half a 320×200 row, less
    // half a pixel); at other pitches (w: 0) at the pixel's own point.
    // w: 2 at pitch 0 where the span pass (true_spans.comp) textures them.
    vec4 plane_mapping;
    // x: fuzz offset base; y: view width; z: view height; w: first byte of the flats.
    ivec4 frame;
    // The span pass's: the eye as the original's planes see it (viewx,
    // viewy, viewangle, viewz: 16.16 and a binary angle); where its tables
    // start in column_tables (finesine, distscale, yslope, then the
    // 320-wide model's xtoviewangle and distscale); x: projection, y: the
    // 320-wide model's, z: the layout's scale (16.16), w: the model's
    // column count (0 at 320×200, where spans step as the original's).
    ivec4 plane_eye;
    ivec4 span_tables;
    ivec4 span_scales;
    // x: the wall column records this frame (true_wall_columns.comp; at
    // pitch 0 only, 0 otherwise); y: where sectors[] holds the light lists
    // of 3D floors (slab_light_list; 0: no sector has one); z: the map's
    // sector count; w: 0.
    ivec4 wall_columns;
    // The span pass's: R_ClearPlanes' basexscale and baseyscale for the
    // eye's angle and the projection spans take (the model's above 320
    // wide), for planes not turned; z: where column_tables' model column
    // of each view column starts (its offsets follow); w: 0.
    ivec4 span_base;
} view;

// Set in the pipelines of levels with a sloped plane or a 3D floor
// (render/vulkan/true_view.cpp): the others never read sector_slopes or
// the slabs' light lists. A CPU driver pays for a branch a pixel might
// take on every pixel, so a constant keeps it out of the classic maps'.
layout(constant_id = 2) const bool kExtendedGeometry = false;
// Set in the pipelines of translucent surfaces: only they blend over the
// view behind them (true_output.glsl: blended).
layout(constant_id = 3) const bool kBlended = false;

// Palette-index bytes read as words: wall texture columns (128 bytes each:
// what the original's `& 127` reads), flats (4096 bytes), as pack_pixels lays them.
layout(set = 0, binding = 1) uniform usamplerBuffer pixel_words;
// The level's light rows (COLORMAP's, then its colour tables), 256 bytes each.
layout(set = 0, binding = 2) uniform usamplerBuffer colormaps;
// Per texture: first byte of its columns, width mask, height, 0.
layout(set = 0, binding = 3, std430) readonly buffer Textures { ivec4 textures[]; };
// Per sector, two ivec4: floor, ceiling, floor flat, ceiling flat; light
// level, colour table's first row, floor light level, ceiling light level.
layout(set = 0, binding = 4, std430) readonly buffer Sectors { ivec4 sectors[]; };
// Per side, two ivec4: texture offset, row offset, top, mid; bottom, the
// mid's picture among the dense pictures (-1 none), light, light flags
// (1 absolute, 2 no fake contrast).
layout(set = 0, binding = 5, std430) readonly buffer Sides { ivec4 sides[]; };
// Per seg, two vec4 and an ivec4: v1, v2; offset, length, 0, 0; side,
// front sector, back sector (-1), line flags | (fake contrast + 1) << 16 |
// the line's blend table << 18 (0: opaque).
layout(set = 0, binding = 6, std430) readonly buffer Segs { vec4 seg_geometry[]; };
layout(set = 0, binding = 7, std430) readonly buffer SegLinks { ivec4 seg_links[]; };
// scalelight (16 × 48) then zlight (16 × 128), one row number a word: a
// texel buffer, since pixels read it and CPU drivers read storage buffers
// lane by lane.
layout(set = 0, binding = 8) uniform usamplerBuffer light_tables;
// Sprites and masked textures decoded: 16 bits a texel (256: no pixel),
// two a word, column by column.
layout(set = 0, binding = 9) uniform usamplerBuffer dense_words;
// Per dense picture: first texel, width, height, left offset; top offset, 0, 0, 0.
layout(set = 0, binding = 10, std430) readonly buffer Pictures { ivec4 pictures[]; };
// The things this frame (true_view_data.h: TrueSprite), four ivec4 each.
layout(set = 0, binding = 11, std430) readonly buffer Sprites { ivec4 sprite_words[]; };
// The index image as the passes before left it, for fuzz and translucency.
layout(set = 0, binding = 12) uniform usamplerBuffer behind;
// Per seg seen this frame: R_StoreWallRange's rw_offset, rw_distance and
// rw_centerangle (render/wall_columns.h), for the texture column at pitch 0.
layout(set = 0, binding = 13, std430) readonly buffer SegTerms { ivec4 seg_terms[]; };
// finetangent (4096 entries), then xtoviewangle of each view column; then
// the span pass's tables (view.span_tables says where each starts).
layout(set = 0, binding = 14) uniform usamplerBuffer column_tables;
// The level's blend tables (render/map_looks.h), 65536 bytes each, four a word.
layout(set = 0, binding = 15) uniform usamplerBuffer blends;
// The level's UDMF looks (render/map_looks.h). Per sector, three ivec4:
// the floor's and the ceiling's x and y offsets and scales (16.16), then
// their rotations (binary angles), 0, 0. Per side, three ivec4 (top, mid,
// bottom): x and y offsets and scales. A classic map's are all identity.
layout(set = 0, binding = 16, std430) readonly buffer PlaneLooks { ivec4 plane_looks[]; };
layout(set = 0, binding = 17, std430) readonly buffer SideLooks { ivec4 side_looks[]; };

// At pitch 0, per screen column of each seg seen: the original's texture
// column there (16.16, before the part's looks) and the light row of the
// wall's depth there (true_wall_columns.comp writes them; the vertex
// shader gives each part where its seg's run starts).
layout(set = 0, binding = 20) uniform usamplerBuffer wall_columns;

// Per sector, floor then ceiling (ZDoom's slopes): a sloped plane's rise
// per map unit in x and y, its height at the map's origin less the
// sector's height, and 1; a flat plane's are zeros.
layout(set = 0, binding = 23, std430) readonly buffer SectorSlopes { vec4 sector_slopes[]; };
// The skies this frame (render/vulkan/true_view_skies.h): sixteen words an
// entry, two layers of eight, then the columns of fire skies.
layout(set = 0, binding = 24) uniform usamplerBuffer skies;

// The height (map units) at `xy` of a sector's floor or ceiling whose
// height is `height` (16.16, the sectors table's).
float plane_height(int sector, bool ceiling, int height, vec2 xy) {
    float z = float(height) / 65536.0;
    if (kExtendedGeometry) {
        vec4 slope = sector_slopes[2 * sector + (ceiling ? 1 : 0)];
        z += slope.x * xy.x + slope.y * xy.y + slope.z;
    }
    return z;
}

bool plane_sloped(int sector, bool ceiling) {
    return kExtendedGeometry && sector_slopes[2 * sector + (ceiling ? 1 : 0)].w != 0.0;
}

const int ML_DONTPEGTOP = 8, ML_DONTPEGBOTTOM = 16;
const float kDepthNear = 1.0 / 64.0;  // map units: the reverse-Z near plane

// The dense texel at `index`: 0..255, or 256 where the picture has no pixel.
uint dense_texel(int index) { return (texelFetch(dense_words, index >> 1).r >> ((index & 1) * 16)) & 0xffffu; }

uint lit(uint index, int row) { return byte_of(colormaps, row * 256 + int(index)); }

// A plane's look (x and y offsets and scales) and rotation, looked up
// once a vertex: pixels read storage buffers lane by lane on CPU drivers.
ivec4 plane_look(int sector, bool ceiling) { return plane_looks[4 * sector + (ceiling ? 1 : 0)]; }
int plane_rotation(int sector, bool ceiling) { return plane_looks[4 * sector + 2][ceiling ? 1 : 0]; }
// The height (16.16) a sky floor or ceiling is drawn at: a sky ceiling at
// the highest sky ceiling it shares a line with, as the original's sky
// hack opens such a line up to it (render/vulkan/true_view_data.h).
int sky_plane_height(int sector, bool ceiling) { return plane_looks[4 * sector + 3][ceiling ? 1 : 0]; }

// The flat texel a plane shows at map point `at`: R_MapPlane's xfrac and
// -yfrac there, in a frame turned by the plane's rotation, then scaled and
// offset (render/software/planes.cpp).
int flat_texel(vec2 at, ivec4 look, int rotation) {
    if (rotation != 0) {
        float turn = -float(uint(rotation)) / 4294967296.0 * 6.28318530718;
        float c = cos(turn), s = sin(turn);
        at = vec2(at.x * c - at.y * s, at.x * s + at.y * c);
    }
    int x = int(floor(at.x * float(look.z) / 65536.0 + float(look.x) / 65536.0)) & 63;
    int y = int(floor(-at.y * float(look.w) / 65536.0 + float(look.y) / 65536.0)) & 63;
    return y * 64 + x;
}


int light_level_row(int level, int contrast) {
    int n = (level >> 4) + view.light.x + contrast;
    return clamp(n, 0, 15);
}

// A seg's fake contrast (-1, 0, 1): bits 16-17 of its links' w, below
// its line's blend table.
int fake_contrast(ivec4 links) { return ((links.w >> 16) & 3) - 1; }

// A seg's wall light: the scalelight row number (its side's light, or its
// front sector's, with fake contrast) and the first row of its front
// sector's colour table.
ivec2 seg_light(int seg) {
    ivec4 links = seg_links[seg];
    ivec4 side = sides[2 * links.x + 1];
    ivec4 front_light = sectors[2 * links.y + 1];
    int level = side.z + ((side.w & 1) != 0 ? 0 : front_light.x);
    int contrast = (side.w & 2) != 0 ? 0 : fake_contrast(links);
    return ivec2(light_level_row(level, contrast), front_light.y);
}

// ZDoom's light lists under 3D floors (render/slab_lights.h): one ivec4
// per map sector (first entry, entry count), each entry's x its height
// (16.16) and y its light level, top down; the first is the sector's own.
ivec2 slab_light_list(int sector) {
    if (view.wall_columns.y == 0 || sector < 0 || sector >= view.wall_columns.z) return ivec2(0);
    return sectors[view.wall_columns.y + sector].xy;
}

// The light level a wall's pixel at height z (map units) takes: the lowest
// entry above it (SlabLights::light_sector, facing up).
int slab_light_level(ivec2 list, float z) {
    int level = sectors[list.x].y;
    for (int i = 1; i < list.y; ++i) {
        ivec4 entry = sectors[list.x + i];
        if (float(entry.x) / 65536.0 <= z) break;
        level = entry.y;
    }
    return level;
}

// Walls and sprites: scalelight by the scale the depth gives.
int scale_row(int lightnum, float depth, float per_inverse_depth) {
    int index = int(clamp(per_inverse_depth / max(depth, kDepthNear), 0.0, 47.0));
    return int(texelFetch(light_tables, lightnum * 48 + index).r);
}

// Floors and ceilings: zlight by the depth (R_MapPlane: distance >> LIGHTZSHIFT).
int plane_row(int lightnum, float depth) {
    int index = int(clamp(depth / 16.0, 0.0, 127.0));
    return int(texelFetch(light_tables, 16 * 48 + lightnum * 128 + index).r);
}

float light_depth(vec3 map_position) { return dot(map_position.xy - view.eye.xy, view.forward.xy); }

// Which sky a sector's floor or ceiling shows, looked up once a vertex:
// its entry in the skies' table (plane_looks' z and w).
int sky_entry(int sector, bool ceiling) { return plane_looks[4 * sector + 2][ceiling ? 3 : 2]; }

// A sky entry's sixteen words (render/vulkan/true_view_skies.h: two
// layers of eight), read once a vertex and passed on flat: a pixel reads
// only its column's angle and its texels.
void sky_words(int entry, out uvec4 words[4]) {
    for (int i = 0; i < 4; ++i) {
        int at = entry * 16 + 4 * i;
        words[i] = uvec4(texelFetch(skies, at).r, texelFetch(skies, at + 1).r, texelFetch(skies, at + 2).r,
                         texelFetch(skies, at + 3).r);
    }
}

// One layer of a sky along a pixel's direction: its texel (raw, unlit),
// from the layer's words `p` (first byte, width mask, flipped, mid) and
// `q` (own turn, column step, row step, source). At pitch 0 (`level`) its
// column and row are the original's for screen pixel (x, y), in its
// integers: `turn` the column's angle less the layer's own turn; else by
// the direction's `turn_fraction` and `slope` (its rise per unit along
// the view).
uint sky_layer_texel(uvec4 p, uvec4 q, uint turn, float turn_fraction, bool level, float slope, int y) {
    int first = int(p.x), mask = int(p.y), mid = int(p.w);
    int column_step = int(q.y), row_step = int(q.z);
    int column;
    if (level) {
        column = int((turn + q.x) >> 22);
    } else {
        column = int(floor(fract(turn_fraction + float(q.x) / 4294967296.0) * 1024.0));
    }
    if (p.z != 0u) column = 1023 - column;
    if (column_step != 65536) column = fixed_mul(column, column_step);
    column &= mask;
    int row;
    if (level) {
        int step = row_step == 65536 ? view.sky.x : fixed_mul(view.sky.x, row_step);
        row = ((mid + (y - int(view.plane_mapping.y)) * step) >> 16) & 127;
    } else {
        row = int(floor(float(mid) / 65536.0 - slope * view.light_scales.z * float(row_step) / 65536.0)) & 127;
    }
    int at_byte = first + column * 128 + row;
    return q.w == 2u ? byte_of(skies, at_byte) : byte_of(pixel_words, at_byte);
}

// The sky seen along `direction` (map units), as R_DrawPlanes maps it at
// pitch 0: a column per 1/1024 turn, rows by screen row from the centre.
// Beyond the original's field of view the depth used is held at its edge's,
// so the sky is continuous all round and above.
// At pitch 0 a pixel's column and row are the original's for its screen
// pixel (x, y) (R_DrawPlanes: viewangle + xtoviewangle[x], texturemid and
// the sky's step from the centre row), in its integers. A foreground layer
// (SKYDEFS) shows where its texel is not index 0. `words`: sky_words'.
uint sky_index(vec3 direction, uvec4 words[4], int x, int y) {
    bool level = view.plane_mapping.w >= 1.0;
    uint turn = 0u;
    float turn_fraction = 0.0, slope = 0.0;
    if (level) {
        turn = uint(view.plane_eye.z) + texelFetch(column_tables, 4096 + x).r;
    } else {
        turn_fraction = atan(direction.y, direction.x) / 6.28318530718;
        float flat_length = length(direction.xy);
        float along =
            flat_length * max(dot(normalize(direction.xy + vec2(1e-6, 0.0)), view.forward.xy), view.light_scales.w);
        slope = direction.z / max(along, 1e-4);
    }
    if (words[3].w != 0u) {
        uint front = sky_layer_texel(words[2], words[3], turn, turn_fraction, level, slope, y);
        if (front != 0u) return front;
    }
    return sky_layer_texel(words[0], words[1], turn, turn_fraction, level, slope, y);
}

// Surface ids for compare (render/surface_image.h): kind in the top 4 bits.
const uint kWallSurface = 1u, kFloorSurface = 2u, kCeilingSurface = 3u, kSkySurface = 4u, kThingSurface = 5u,
           kWeaponSurface = 6u;
uint surface_id(uint kind, uint index) { return (kind << 28) | (index & 0x0fffffffu); }
// render/surface_image.h: plane_index
uint plane_id(int height, int flat_number, int light_level) {
    return (uint(height >> 16) & 0xfffu) | ((uint(flat_number) & 0xffu) << 12) | ((uint(light_level) & 0xffu) << 20);
}
