#include "render/screen_layout.h"

#include <algorithm>
#include <cstdint>
#include <string>

#include "base/error.h"

namespace render {

ScreenLayout ScreenLayout::for_size(int width, int height) {
    if (width < kBaseWidth || height < kBaseHeight || width > 7680 || height > 4320)
        throw base::Error("screen size " + std::to_string(width) + "x" + std::to_string(height) +
                          " is outside 320x200 .. 7680x4320");
    ScreenLayout l;
    l.width = width;
    l.height = height;
    const std::int64_t by_width = (std::int64_t{width} << base::kFracBits) / kBaseWidth;
    const std::int64_t by_height = (std::int64_t{height} << base::kFracBits) / kBaseHeight;
    l.scale = static_cast<base::fixed_t>(std::min(by_width, by_height));
    l.bar_height = static_cast<int>((std::int64_t{kBaseStatusBarHeight} * l.scale) >> base::kFracBits);
    l.bar_width = static_cast<int>((std::int64_t{kBaseWidth} * l.scale) >> base::kFracBits);
    l.bar_x = (width - l.bar_width) / 2;
    l.bar_y = height - l.bar_height;
    l.view_width = width;
    l.view_height = height - l.bar_height;
    return l;
}

}  // namespace render
