#version 460
// A floor or ceiling pixel at pitch 0, where the span pass textures it
// (true_spans.comp): only which plane it shows is written, no colour and
// no varying read, so the rasteriser's work a pixel is the depth test.
#include "true3d.glsl"
#include "true_output.glsl"  // its colour output is masked off
#include "true_plane_keys.glsl"

layout(location = 4) flat in uint key;  // true_plane_keys.glsl

void main() { mark_plane(key); }
