#include "render/overlay/full_screen.h"

#include <algorithm>
#include <string>
#include <vector>

#include "base/error.h"

namespace render::overlay {

void draw_full_screen(const FullScreen& screen, Frame& frame, const ScreenLayout& layout) {
    if (frame.width != layout.width || frame.height != layout.height ||
        frame.pixels.size() != static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height))
        throw base::Error("full screen: frame " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                          " does not match the screen layout " + std::to_string(layout.width) + "x" +
                          std::to_string(layout.height));
    // Nearest sampling as the status strip: screen pixel d shows picture
    // pixel floor(d / scale), so an integer scale repeats whole blocks.
    const int width = static_cast<int>((std::int64_t{kBaseWidth} * layout.scale) >> base::kFracBits);
    const int height = static_cast<int>((std::int64_t{kBaseHeight} * layout.scale) >> base::kFracBits);
    const int left = (layout.width - width) / 2;
    const int top = (layout.height - height) / 2;
    const auto source = [&layout](int d, int limit) {
        const std::int64_t s = (std::int64_t{d} << base::kFracBits) / layout.scale;
        return static_cast<int>(std::min<std::int64_t>(s, limit - 1));
    };
    std::vector<int> column(static_cast<std::size_t>(width));
    for (int x = 0; x < width; ++x) column[static_cast<std::size_t>(x)] = source(x, kBaseWidth);
    std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{0});
    for (int y = 0; y < height; ++y) {
        const std::uint8_t* src = screen.pixels.data() + static_cast<std::size_t>(source(y, kBaseHeight)) * kBaseWidth;
        std::uint8_t* dst = frame.row(top + y) + left;
        for (int x = 0; x < width; ++x) dst[x] = src[column[static_cast<std::size_t>(x)]];
    }
}

}  // namespace render::overlay
