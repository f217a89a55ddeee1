#version 460
// A floor or ceiling pixel: the flat's texel where the pixel's map position
// lies (R_MapPlane's xfrac and yfrac at that point), lit by zlight from
// its view depth; at pitch 0 with the span pass, true_plane_key.frag instead.
#include "true3d.glsl"
#include "true_output.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) flat in ivec4 plane;
layout(location = 2) flat in ivec4 look;
layout(location = 3) flat in int rotation;
layout(location = 5) flat in int sloped;
layout(location = 6) flat in int blend;  // a translucent 3D floor's (0: none)

// Where the original's span drawer samples this pixel at pitch 0: its row
// at yslope's point (R_MapPlane's distance), its column on the ray through
// it; elsewhere, and on a sloped plane, which has no rows of one depth,
// the pixel's own point.
vec3 sample_point(out float depth) {
    depth = light_depth(map_position);
    if (view.plane_mapping.w == 0.0 || sloped != 0) return map_position;  // else the original's sampling
    float rows = gl_FragCoord.y - view.plane_mapping.y + view.plane_mapping.z;
    depth = abs(map_position.z - view.eye.z) * view.plane_mapping.x / max(abs(rows), 1e-3);
    vec2 right = vec2(view.forward.y, -view.forward.x);
    float side = (gl_FragCoord.x - 0.5 - float(view.sky.z)) / view.plane_mapping.x;
    return vec3(view.eye.xy + view.forward.xy * depth + right * depth * side, map_position.z);
}

void main() {
    float depth;
    vec3 at = sample_point(depth);
    uint texel = byte_of(pixel_words, view.frame.w + plane.x * 4096 + flat_texel(at.xy, look, rotation));
    int row = view.light.y >= 0 ? view.light.y : plane.z + plane_row(plane.y, depth);
    uint index = lit(texel, row);
    if (kBlended && blend != 0 && !kSurfaceIds) index = blended(index, blend);
    emit(index, uint(plane.w), row);
}
