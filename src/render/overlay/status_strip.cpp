#include "render/overlay/status_strip.h"

#include <algorithm>
#include <string>
#include <vector>

#include "assets/flat.h"
#include "base/error.h"
#include "render/overlay/status_bar.h"

namespace render::overlay {

void draw_status_strip(const StatusStrip& strip, Frame& frame, const ScreenLayout& layout) {
    if (frame.width != layout.width || frame.height != layout.height ||
        frame.pixels.size() != static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height))
        throw base::Error("status bar: frame " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                          " does not match the screen layout " + std::to_string(layout.width) + "x" +
                          std::to_string(layout.height));
    if (strip.bar.size() != static_cast<std::size_t>(kBarWidth * kBarHeight) ||
        strip.border_flat.size() != static_cast<std::size_t>(assets::kFlatSide * assets::kFlatSide))
        throw base::Error("status bar: the bar or border image has the wrong size");

    // Nearest sampling: screen pixel d shows bar pixel floor(d / scale), so
    // an integer scale repeats each pixel in a scale × scale block.
    const auto source = [&layout](int d, int limit) {
        const std::int64_t s = (std::int64_t{d} << base::kFracBits) / layout.scale;
        return static_cast<int>(std::min<std::int64_t>(s, limit - 1));
    };
    const int bar_end = layout.bar_x + layout.bar_width;
    // Each screen column's bar column and flat column, worked out once
    // rather than with a division per pixel (a 4K bar has 1.3 million).
    std::vector<int> bar_column(static_cast<std::size_t>(std::max(layout.bar_width, 0)));
    for (int x = layout.bar_x; x < bar_end; ++x)
        bar_column[static_cast<std::size_t>(x - layout.bar_x)] = source(x - layout.bar_x, kBarWidth);
    std::vector<int> flat_column(static_cast<std::size_t>(layout.width));
    for (int x = 0; x < layout.width; ++x)
        flat_column[static_cast<std::size_t>(x)] =
            static_cast<int>(((std::int64_t{x} << base::kFracBits) / layout.scale) & 63);
    for (int y = layout.bar_y; y < layout.height; ++y) {
        std::uint8_t* row = frame.row(y);
        const int sy = source(y - layout.bar_y, kBarHeight);
        const std::uint8_t* bar_row = strip.bar.data() + static_cast<std::size_t>(sy) * kBarWidth;
        for (int x = layout.bar_x; x < bar_end; ++x)
            row[x] = bar_row[bar_column[static_cast<std::size_t>(x - layout.bar_x)]];
        // The flat is tiled from the screen's corner at the same scale.
        const std::int64_t fy = ((std::int64_t{y} << base::kFracBits) / layout.scale) & 63;
        const std::uint8_t* flat_row = strip.border_flat.data() + static_cast<std::size_t>(fy) * assets::kFlatSide;
        for (int x = 0; x < layout.width; ++x) {
            if (x == layout.bar_x) x = bar_end;
            if (x >= layout.width) break;
            row[x] = flat_row[flat_column[static_cast<std::size_t>(x)]];
        }
    }
}

}  // namespace render::overlay
