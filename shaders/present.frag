#version 460
// The final palette pass: each window pixel takes the nearest pixel of the
// 8-bit frame and shows that index through the current PLAYPAL palette,
// the one place where colour enters.
layout(set = 0, binding = 0, std430) readonly buffer Picture {
    uint palette[256];  // r | g << 8 | b << 16 | 255 << 24
    uint indices[];     // the frame's bytes, four to a word, row-major
} picture;

layout(push_constant, std430) uniform Placement {
    ivec2 frame_size;   // the 8-bit frame, in its pixels
    ivec2 origin;       // where it lands in the window, in window pixels
    ivec2 size;         // how large it is drawn there
    int srgb_target;    // 1: the swapchain encodes sRGB, so hand it linear values
} placement;

layout(location = 0) out vec4 colour;

vec3 srgb_to_linear(vec3 c) {
    return mix(c / 12.92, pow((c + 0.055) / 1.055, vec3(2.4)), greaterThan(c, vec3(0.04045)));
}

void main() {
    ivec2 window_pixel = ivec2(gl_FragCoord.xy) - placement.origin;
    ivec2 source = clamp(window_pixel * placement.frame_size / placement.size, ivec2(0), placement.frame_size - 1);
    int i = source.y * placement.frame_size.x + source.x;
    uint index = (picture.indices[i >> 2] >> ((i & 3) * 8)) & 255u;
    colour = unpackUnorm4x8(picture.palette[index]);
    if (placement.srgb_target == 1) colour.rgb = srgb_to_linear(colour.rgb);
}
