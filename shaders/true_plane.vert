#version 460
// A subsector's floor or ceiling polygon at its sector's height now, on
// its plane where the plane is sloped (the CPU sends each pass the planes
// it draws: render/vulkan/true_view_draws.cpp). A plane seen from behind
// collapses to nothing.
#include "true3d.glsl"

layout(location = 0) in vec2 map_xy;
layout(location = 1) in uint sector;

// bit 0: ceilings; bit 1: the sky pass; from bit 8: a translucent 3D
// floor's blend table (0: opaque).
layout(push_constant) uniform Pass { int kind; } pass;

layout(location = 0) out vec3 map_position;
layout(location = 1) flat out ivec4 plane;  // flat, lightnum, colour row base, surface id
layout(location = 2) flat out ivec4 look;  // the plane's (true3d.glsl: flat_texel)
layout(location = 3) flat out int rotation;
layout(location = 4) flat out uint key;  // true_plane_keys.glsl
layout(location = 10) flat out uvec4 sky[4];  // true_sky.frag: the plane's sky entry's words
layout(location = 5) flat out int sloped;  // true_plane.frag: sampled at its own point
layout(location = 6) flat out int blend;   // true_plane.frag: the pass's blend table

void main() {
    ivec4 heights = sectors[2 * sector];
    ivec4 light = sectors[2 * sector + 1];
    bool ceiling = (pass.kind & 1) != 0;
    int height = (pass.kind & 2) != 0 ? sky_plane_height(int(sector), ceiling) : ceiling ? heights.y : heights.x;
    float z = plane_height(int(sector), ceiling, height, map_xy);
    int flat_number = ceiling ? heights.w : heights.z;
    // Seen from its upper side (a floor) or its lower one (a ceiling) where the eye is.
    float under_eye = plane_height(int(sector), ceiling, height, view.eye.xy);
    bool facing = ceiling ? view.eye.z < under_eye : view.eye.z > under_eye;
    sloped = plane_sloped(int(sector), ceiling) ? 1 : 0;
    blend = pass.kind >> 8;
    if (!facing) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        return;
    }
    map_position = vec3(map_xy, z);
    if ((pass.kind & 2) != 0) sky_words(sky_entry(int(sector), ceiling), sky);
    key = 2u * sector + (ceiling ? 1u : 0u) + 1u;
    look = plane_look(int(sector), ceiling);
    rotation = plane_rotation(int(sector), ceiling);
    gl_Position = view.clip_from_map * vec4(map_position, 1.0);
    int level = ceiling ? light.w : light.z;
    plane = ivec4(flat_number, light_level_row(level, 0), light.y,
                  int(surface_id(ceiling ? kCeilingSurface : kFloorSurface,
                                 plane_id(ceiling ? heights.y : heights.x, flat_number, level))));
}
