// Push constants of the test pattern shaders (tests/render_vulkan), which
// mirror them in TestPatternPush.
layout(push_constant, std430) uniform TestPatternPush {
    ivec4 rect;          // x0, y0, x1, y1: the pixels x0 <= x < x1, y0 <= y < y1 are drawn
    float depth;         // of the whole triangle
    uint index_offset;   // added to the pattern
} pattern;
