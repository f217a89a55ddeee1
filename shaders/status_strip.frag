#version 460
// The status strip scaled into the index image, as draw_status_strip does
// it on the CPU (src/render/overlay/status_strip.cpp): nearest sampling of
// the 320×32 bar by the layout's 16.16 scale, and the 64×64 border flat
// tiled from the screen's corner beside it.
layout(push_constant) uniform Strip {
    int bar_x, bar_y, bar_width, scale;
} strip;
// The bar's 10240 bytes, then the flat's 4096 (a texel buffer: lavapipe
// reads storage buffers lane by lane).
layout(set = 0, binding = 0) uniform usamplerBuffer images;
layout(location = 0) out uint index;

const int kBarWidth = 320, kBarHeight = 32, kFlatStart = kBarWidth * kBarHeight;

uint byte_at(int i) { return texelFetch(images, i).r; }
// (d << 16) / scale, exactly, without the integer division lavapipe runs
// lane by lane: the float quotient is within one of it. Screen pixels up
// to 7680 shifted by 16 bits still fit in an int.
int source(int d) {
    int n = d << 16;
    int q = int(float(n) / float(strip.scale));
    if ((q + 1) * strip.scale <= n) return q + 1;
    if (q * strip.scale > n) return q - 1;
    return q;
}

void main() {
    const int x = int(gl_FragCoord.x), y = int(gl_FragCoord.y);
    if (x >= strip.bar_x && x < strip.bar_x + strip.bar_width) {
        const int sx = min(source(x - strip.bar_x), kBarWidth - 1);
        const int sy = min(source(y - strip.bar_y), kBarHeight - 1);
        index = byte_at(sy * kBarWidth + sx);
    } else {
        index = byte_at(kFlatStart + (source(y) & 63) * 64 + (source(x) & 63));
    }
}
