#include "app/frame_difference.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace app {
namespace {

void require_same_size(const render::Frame& a, const render::Frame& b) {
    if (a.width != b.width || a.height != b.height || a.pixels.size() != b.pixels.size())
        throw std::invalid_argument("frame_difference: the frames differ in size");
}

int channel_delta(const assets::Rgb& x, const assets::Rgb& y) {
    return std::max({std::abs(x.r - y.r), std::abs(x.g - y.g), std::abs(x.b - y.b)});
}

}  // namespace

double FrameDifference::identical_percent() const {
    return pixels ? 100.0 * static_cast<double>(pixels - differing) / static_cast<double>(pixels) : 100.0;
}

void FrameDifference::add(const FrameDifference& other) {
    pixels += other.pixels;
    differing += other.differing;
    max_delta = std::max(max_delta, other.max_delta);
}

FrameDifference frame_difference(const render::Frame& a, const render::Frame& b,
                                 std::span<const assets::Rgb, 256> palette) {
    require_same_size(a, b);
    FrameDifference d;
    d.pixels = static_cast<std::int64_t>(a.pixels.size());
    for (std::size_t i = 0; i < a.pixels.size(); ++i) {
        if (a.pixels[i] == b.pixels[i]) continue;
        ++d.differing;
        d.max_delta = std::max(d.max_delta, channel_delta(palette[a.pixels[i]], palette[b.pixels[i]]));
    }
    return d;
}

std::vector<std::uint8_t> heat_map(const render::Frame& a, const render::Frame& b,
                                   std::span<const assets::Rgb, 256> palette) {
    require_same_size(a, b);
    std::vector<std::uint8_t> rgba(a.pixels.size() * 4);
    for (std::size_t i = 0; i < a.pixels.size(); ++i) {
        std::uint8_t* px = &rgba[i * 4];
        const assets::Rgb& want = palette[a.pixels[i]];
        if (a.pixels[i] == b.pixels[i]) {
            // A third of the brightness keeps the scene readable behind the colours.
            const auto grey = static_cast<std::uint8_t>((want.r * 77 + want.g * 150 + want.b * 29) / (256 * 3));
            px[0] = px[1] = px[2] = grey;
        } else {
            px[0] = 255;
            px[1] = static_cast<std::uint8_t>(255 - channel_delta(want, palette[b.pixels[i]]));
            px[2] = 0;
        }
        px[3] = 255;
    }
    return rgba;
}

}  // namespace app
