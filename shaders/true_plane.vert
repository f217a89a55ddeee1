#version 460
// A subsector's floor or ceiling polygon at its sector's height now (the
// CPU sends each pass the planes it draws: render/vulkan/true_view_draws.cpp).
// A plane seen from behind collapses to nothing.
#include "true3d.glsl"

layout(location = 0) in vec2 map_xy;
layout(location = 1) in uint sector;

// bit 0: ceilings; bit 1: the sky pass.
layout(push_constant) uniform Pass { int kind; } pass;

layout(location = 0) out vec3 map_position;
layout(location = 1) flat out ivec4 plane;  // flat, lightnum, colour row base, surface id
layout(location = 2) flat out ivec4 look;  // the plane's (true3d.glsl: flat_texel)
layout(location = 3) flat out int rotation;
layout(location = 4) flat out uint key;  // true_plane_keys.glsl
layout(location = 7) flat out ivec4 sky;  // true_sky.frag

void main() {
    ivec4 heights = sectors[2 * sector];
    ivec4 light = sectors[2 * sector + 1];
    bool ceiling = (pass.kind & 1) != 0;
    float z = float(ceiling ? heights.y : heights.x) / 65536.0;
    int flat_number = ceiling ? heights.w : heights.z;
    bool facing = ceiling ? view.eye.z < z : view.eye.z > z;
    if (!facing) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
        return;
    }
    map_position = vec3(map_xy, z);
    if ((pass.kind & 2) != 0) sky = sky_source(int(sector));
    key = 2u * sector + (ceiling ? 1u : 0u) + 1u;
    look = plane_look(int(sector), ceiling);
    rotation = plane_rotation(int(sector), ceiling);
    gl_Position = view.clip_from_map * vec4(map_position, 1.0);
    int level = ceiling ? light.w : light.z;
    plane = ivec4(flat_number, light_level_row(level, 0), light.y,
                  int(surface_id(ceiling ? kCeilingSurface : kFloorSurface,
                                 plane_id(ceiling ? heights.y : heights.x, flat_number, level))));
}
