#version 460
// The true 3D view's floors and ceilings at pitch 0 (true_spans.comp says
// why a pass of their own), a row a workgroup, for GPUs: a row an
// invocation leaves most of a GPU idle and walks thousands of pixels in
// one thread. Each invocation takes a stretch of the row, the group finds
// where the span running into each stretch began (a running maximum of
// the stretches' last span starts), and each invocation starts that span
// there and skips it on to its stretch. The texels are those of the row
// walked by one invocation.
#include "true3d.glsl"
#include "true_span.glsl"

const int kGroup = 128;
layout(local_size_x = kGroup) in;

shared int last_starts[kGroup];  // per stretch: where its last span starts, -1 for none; then the running maximum

void main() {
    int y = int(gl_WorkGroupID.x);
    int t = int(gl_LocalInvocationID.x);
    int width = view.frame.y;
    int stretch = (width + kGroup - 1) / kGroup;
    int x0 = min(t * stretch, width), x1 = min(x0 + stretch, width);
    uint edge = x0 > 0 ? key_at(x0 - 1, y) : 0u;  // the pixel left of the stretch
    int last = -1;
    uint before = edge;
    for (int x = x0; x < x1; ++x) {
        uint key = key_at(x, y);
        if (span_starts(key, before)) last = x;
        before = key;
    }
    last_starts[t] = last;
    barrier();
    for (int d = 1; d < kGroup; d <<= 1) {
        int earlier = t >= d ? last_starts[t - d] : -1;
        barrier();
        last_starts[t] = max(last_starts[t], earlier);
        barrier();
    }
    int inherited = t > 0 ? last_starts[t - 1] : -1;  // the start of the span running into the stretch

    Span span;
    bool open = false;  // whether `span` is at x
    before = edge;
    for (int x = x0; x < x1; ++x) {
        uint key = key_at(x, y);
        if (key != 0u) {
            bool starts = span_starts(key, before);
            if (starts || !open) {
                int from = starts || inherited < 0 ? x : inherited;
                span = start_span(key_at(from, y), y, from);
                skip_pixels(span, x - from);
                open = true;
            }
            imageStore(index_image, ivec2(x, y), uvec4(next_texel(span)));
        } else {
            open = false;
        }
        before = key;
    }
}
