#version 460
// A two-sided wall part the map left untextured, as the original shows it:
// the front sector's floor (or ceiling) plane carried on over it, each
// pixel the flat's texel where its ray meets that plane, lit by zlight
// from that point's depth.
#include "true3d.glsl"
#include "true_output.glsl"
#include "true_plane_keys.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 1) in float texture_u;
layout(location = 2) flat in ivec4 part;  // flat, plane height (16.16), lightnum, colour table's first row
layout(location = 3) flat in uint id;
layout(location = 5) flat in ivec4 terms;
layout(location = 6) flat in ivec4 look;

void main() {
    // The original's flood is the front plane's visplane carried on: its span runs on over it.
    if (span_pass()) {
        mark_plane(uint(terms.y));
        emit(0u, 0u, 0);
        return;
    }
    vec3 ray = map_position - view.eye.xyz;
    float plane = float(part.y) / 65536.0;
    // Where the ray meets the plane; a ray along it keeps the wall's own point.
    float t = abs(ray.z) > 1e-4 ? (plane - view.eye.z) / ray.z : 1.0;
    vec3 at = t > 0.0 ? view.eye.xyz + ray * t : map_position;
    // look, terms.x and terms.y (its key): the front plane's (true_wall.vert).
    uint texel = byte_of(pixel_words, view.frame.w + part.x * 4096 + flat_texel(at.xy, look, terms.x));
    int row = view.light.y >= 0 ? view.light.y : part.w + plane_row(part.z, light_depth(at));
    emit(lit(texel, row), id, row);
}
