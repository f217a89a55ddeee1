#version 460
// The sky wherever a sky surface is: a sky floor or ceiling, or the wall
// between two sky ceilings that the original leaves open (its sky hack).
// The texel comes from the direction the pixel looks in, at full light:
// through COLORMAP's first row (which is not the identity in every
// palette), or the colormap of Boom's deep water the eye is in.
#include "true3d.glsl"
#include "true_output.glsl"
#include "true_plane_keys.glsl"

layout(location = 0) in vec3 map_position;
layout(location = 10) flat in uvec4 sky[4];  // its entry's words in the skies' table (true3d.glsl: sky_words)

void main() {
    if (span_pass()) mark_plane(0u);
    uint texel = sky_index(map_position - view.eye.xyz, sky, int(gl_FragCoord.x), int(gl_FragCoord.y));
    texel = lit(texel, view.sky.w);  // COLORMAP's first row, as R_DrawPlanes lights it, or the water's
    emit(texel, surface_id(kSkySurface, 0u), -1);
}
