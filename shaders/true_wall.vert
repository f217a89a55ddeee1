#version 460
// One part of one seg (lower, middle, upper, masked middle: the corner's
// bits) as a quad in map space between the heights its sectors have now.
// A part shut at its heights now collapses to nothing.
#include "true3d.glsl"

layout(location = 0) in vec2 map_xy;
layout(location = 1) in uint seg;
layout(location = 2) in uint corner_and_part;

// Bits 0-7: 0: textured parts; 1: the sky hack's uppers and the sky
// above walls; 2: opaque masked middles; 3: lower and upper parts without
// a texture (flood); 4: translucent masked middles (drawn a seg at a
// time). From bit 8: a translucent 3D floor's sides' blend table (0: opaque).
layout(push_constant) uniform Pass { int kind; } pass;

layout(location = 0) out vec3 map_position;
layout(location = 1) out float texture_u;
layout(location = 2) flat out ivec4 part;  // texture (or dense picture), row reference (16.16), lightnum, row base
layout(location = 3) flat out uint id;
// Textured parts: first byte of the columns, width mask; masked middles:
// first texel, width, height, width mask. Looked up once a vertex, not a pixel.
layout(location = 4) flat out ivec4 picture;
// A masked middle's or a translucent 3D floor's side's: its blend table
// in w (0: opaque); a flood
// part's: the front plane's rotation and key (true_flood.frag).
layout(location = 5) flat out ivec4 terms;
// The part's texture offsets with the side's (x, y), its UDMF scales (x, y), 16.16.
layout(location = 6) flat out ivec4 look;
// Where the seg's column records sit, less its first column (true3d.glsl: wall_columns).
layout(location = 8) flat out int columns_at;
layout(location = 10) flat out uvec4 sky[4];  // true_sky.frag: the front sector's ceiling's sky entry's words
// A textured part in a sector its 3D floors shade: the front sector's
// light list (true3d.glsl: slab_light_list; count 0: none), the side's
// own light added to the list's levels, and the fake contrast.
layout(location = 9) flat out ivec4 shade;

void collapse() { gl_Position = vec4(2.0, 2.0, 2.0, 1.0); }

// `texels` rows of a texture in map units (16.16) at the part's y scale.
int scaled_height(int texels, int yscale) { return int((int64_t(texels) << 32) / int64_t(yscale)); }

void main() {
    int kind = pass.kind & 0xff;
    int p = int((corner_and_part >> 2) & 3u);
    bool at_v2 = (corner_and_part & 1u) != 0u, top_edge = (corner_and_part & 2u) != 0u;
    ivec4 links = seg_links[seg];
    ivec4 side0 = sides[2 * links.x], side1 = sides[2 * links.x + 1];
    ivec4 front = sectors[2 * links.y], front_light = sectors[2 * links.y + 1];
    bool two_sided = links.z >= 0;
    ivec4 back = two_sided ? sectors[2 * links.z] : front;
    int flags = links.w & 0xffff;
    int blend = links.w >> 18;
    bool sky_hack = two_sided && front.w == view.light.w && back.w == view.light.w;

    // The side's looks by map::SidePart (top, mid, bottom).
    ivec4 part_look = side_looks[3 * links.x + (p == 0 ? 2 : p == 2 ? 0 : 1)];
    look = ivec4(side0.x + part_look.x, side0.y + part_look.y, part_look.zw);
    int bottom, top, texture, reference;
    int height = 0, picture_top = 0;  // a masked middle's
    if (p == 1) {
        bottom = front.x; top = front.y; texture = side0.w;
        reference = (flags & ML_DONTPEGBOTTOM) != 0 ? front.x + scaled_height(textures[texture].z, look.w) : front.y;
    } else if (p == 0) {
        bottom = front.x; top = back.x; texture = side1.x;
        reference = (flags & ML_DONTPEGBOTTOM) != 0 ? front.y : back.x;
    } else if (p == 2) {
        bottom = back.y; top = front.y; texture = side0.z;
        reference = (flags & ML_DONTPEGTOP) != 0 ? front.y : back.y + scaled_height(textures[texture].z, look.w);
    } else {
        texture = side1.y;  // the dense picture
        height = texture >= 0 ? scaled_height(pictures[2 * texture].z, look.w) : 0;
        int high_floor = max(front.x, back.x), low_ceiling = min(front.y, back.y);
        reference = (flags & ML_DONTPEGBOTTOM) != 0 ? high_floor + height : low_ceiling;
        // The opening the original clips it to: where the upper or lower
        // wall has no texture, its clip stays at the front sector's plane.
        // A masked middle is drawn once, not tiled: only its own rows
        // (those from row 0, where the offsets put it, down).
        picture_top = reference + int((int64_t(look.y) << 16) / int64_t(look.w));
        bottom = max(side1.x != 0 ? high_floor : front.x, picture_top - height);
        top = min(side0.z != 0 ? low_ceiling : front.y, picture_top);
    }
    // The CPU sends each pass only the parts it draws (render/vulkan/
    // true_view_draws.cpp). Under a sky ceiling the original's ceiling
    // plane fills every row above the wall, so nothing beyond shows over
    // it (but past a line whose two sides both have sky: the sky hack,
    // whose upper part the sky pass draws as it is): the sky pass raises
    // the seg's middle (one-sided) or upper part to "infinity".
    bool sky_above = kind == 1 && !(p == 2 && sky_hack);
    if (sky_above) bottom = front.y;
    // A two-sided part the map left untextured: the original fills it with
    // the front sector's plane, drawn on (the "flood"); so does the flood pass.
    bool flood = kind == 3;
    vec4 ends = seg_geometry[2 * seg], lengths = seg_geometry[2 * seg + 1];
    vec2 end = at_v2 ? ends.zw : ends.xy;
    float low = float(bottom) / 65536.0, high = float(top) / 65536.0;
    bool shut = top <= bottom;
    if (kExtendedGeometry) {
        // A sloped plane's height differs from one end of the seg to the
        // other: the part's edges follow its planes at this end. Shut at
        // one end and open at the other, it narrows to nothing there.
        float ff = plane_height(links.y, false, front.x, end), fc = plane_height(links.y, true, front.y, end);
        float bf = two_sided ? plane_height(links.z, false, back.x, end) : ff;
        float bc = two_sided ? plane_height(links.z, true, back.y, end) : fc;
        if (p == 1) {
            low = ff; high = fc;
        } else if (p == 0) {
            low = ff; high = bf;
        } else if (p == 2) {
            low = bc; high = fc;
        } else {
            low = max(side1.x != 0 ? max(ff, bf) : ff, float(picture_top - height) / 65536.0);
            high = min(side0.z != 0 ? min(fc, bc) : fc, float(picture_top) / 65536.0);
        }
        if (sky_above) low = fc;
        high = max(high, low);
        shut = false;
    }
    if (!sky_above && shut) { collapse(); return; }

    const float kSkyHeight = 100000.0;  // map units: above any map
    float z = top_edge ? (sky_above ? kSkyHeight : high) : low;
    map_position = vec3(end, z);
    gl_Position = view.clip_from_map * vec4(map_position, 1.0);
    texture_u = lengths.x + (at_v2 ? lengths.y : 0.0);
    if (kind == 1) sky_words(sky_entry(links.y, true), sky);

    columns_at = seg_terms[seg].w;
    part = ivec4(texture, reference, seg_light(int(seg)));
    bool absolute_light = (side1.w & 1) != 0;
    shade = ivec4(absolute_light ? ivec2(0) : slab_light_list(links.y), side1.z,
                  (side1.w & 2) != 0 ? 0 : fake_contrast(links));
    if (flood) {
        // The front plane's flat, height, light row and colour table, as true_plane.vert gives them.
        int plane_level = p == 0 ? front_light.z : front_light.w;
        int plane_height = p == 0 ? front.x : front.y;
        int plane_flat = p == 0 ? front.z : front.w;
        part = ivec4(plane_flat, plane_height, light_level_row(plane_level, 0), front_light.y);
        id = surface_id(p == 0 ? kFloorSurface : kCeilingSurface, plane_id(plane_height, plane_flat, plane_level));
        look = plane_look(links.y, p != 0);
        terms = ivec4(plane_rotation(links.y, p != 0), 2 * links.y + (p != 0 ? 1 : 0) + 1, 0, 0);
        return;
    }
    if (p == 3) {
        ivec4 dense = pictures[2 * texture];
        picture = ivec4(dense.x, dense.y, dense.z, textures[pictures[2 * texture + 1].y].y);
    } else if (kind == 0) {
        picture = ivec4(textures[texture].xy, 0, 0);
    }
    terms = ivec4(0, 0, 0, p == 3 ? blend : pass.kind >> 8);
    id = surface_id(kind == 1 ? kSkySurface : kWallSurface, kind == 1 ? 0u : seg * 4u + uint(p));
}
