#version 460
// The true 3D view's floors and ceilings at pitch 0, textured as the
// original's span drawer textures them. Its texel at a pixel depends on
// where the span holding the pixel starts (R_MapPlane takes the start
// column's angle and distance, then steps), which a pixel drawn on its
// own cannot know. So the planes' fragments only mark which sector's
// floor or ceiling each pixel shows (plane_keys), and this pass walks
// each row: a run of pixels of one plane (one visplane: same height,
// flat, light and looks) is one span, started and stepped as
// render/software/planes.cpp's map_plane and scaled_span do, in the same
// fixed point. One invocation a row, for CPU devices (GPUs take
// true_spans_grouped.comp).
#include "true3d.glsl"
#include "true_span.glsl"

layout(local_size_x = 64, local_size_y = 1) in;

// Loops over runs, not pixels: a CPU driver runs both sides of a branch
// under a mask, so starting a span is paid once a run, not once a pixel.
void main() {
    int y = int(gl_GlobalInvocationID.x);
    if (y >= view.frame.z) return;
    int width = view.frame.y;
    uint run = 0u;
    Span span;
    int x = 0;
    while (x < width) {
        uint key = key_at(x, y);
        if (key == 0u) {
            run = 0u;
            do ++x; while (x < width && key_at(x, y) == 0u);
            continue;
        }
        if (run == 0u || !same_plane(key, run)) span = start_span(key, y, x);
        run = key;
        do {
            imageStore(index_image, ivec2(x, y), uvec4(next_texel(span)));
            ++x;
        } while (x < width && key_at(x, y) == key);
    }
}
