#version 460
// One pixel of a floor or ceiling in the first pass: the sky, or the
// plane's mark for the span pass (doom.glsl: plane_entry).
#include "doom.glsl"

layout(location = 0) flat in uint mark;
#include "first_pass_out.glsl"

void main() {
    put_entry(plane_entry(mark, int(gl_FragCoord.x), int(gl_FragCoord.y)));
}
