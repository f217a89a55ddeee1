#version 460
// The view's pixels set to index 0 before the compute passes fill it
// (view_tiles.glsl): what no tile writes (a wall without a texture, where
// the original leaves the last frame's pixels) is then the same each
// frame. A compute pass, where a rasterised clear would go through the few
// units of a data-centre GPU that draw (level_renderer.h); the rows below
// the view, the status strip's, stay.
#include "doom.glsl"
layout(local_size_x = 16, local_size_y = 16) in;
layout(set = 0, binding = 20, r8ui) uniform writeonly uimage2D target;

void main() {
    ivec2 at = ivec2(gl_GlobalInvocationID.xy);
    if (at.x < view.width && at.y < view.height) imageStore(target, at, uvec4(0u));
}
