#version 460
// A minimal palette pass for the tests: each pixel's index through a
// 256-colour palette.
#extension GL_EXT_samplerless_texture_functions : require

layout(set = 0, binding = 0) uniform utexture2D indices;
layout(set = 0, binding = 1, std430) readonly buffer Palette {
    uint colors[256];  // R in the low byte, then G, B, A
} palette;

layout(location = 0) out vec4 color;

void main() {
    const uint index = texelFetch(indices, ivec2(gl_FragCoord.xy), 0).r;
    color = unpackUnorm4x8(palette.colors[index & 255u]);
}
