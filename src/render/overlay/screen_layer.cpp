#include "render/overlay/screen_layer.h"

#include <algorithm>

namespace render::overlay {

void ScreenLayer::resize(int width) {
    width_ = std::max(width, kWidth);
    const auto size = static_cast<std::size_t>(width_) * kHeight;
    pixels_.assign(size, 0);
    drawn_.assign(size, false);
    row_drawn_.assign(kHeight, false);
    empty_ = true;
}

void ScreenLayer::clear() {
    if (empty_) return;
    std::fill(drawn_.begin(), drawn_.end(), false);
    std::fill(row_drawn_.begin(), row_drawn_.end(), false);
    empty_ = true;
}

int ScreenLayer::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width_ || y >= kHeight) return -1;
    const std::size_t i = static_cast<std::size_t>(y * width_ + x);
    return drawn_[i] ? pixels_[i] : -1;
}

void ScreenLayer::set(int x, int y, std::uint8_t index) {
    if (x < 0 || y < 0 || x >= width_ || y >= kHeight) return;
    const std::size_t i = static_cast<std::size_t>(y * width_ + x);
    pixels_[i] = index;
    drawn_[i] = true;
    row_drawn_[static_cast<std::size_t>(y)] = true;
    empty_ = false;
}

void ScreenLayer::draw_patch(int x, int y, const assets::Picture& patch) {
    x -= patch.left_offset;
    y -= patch.top_offset;
    const int columns = std::min(patch.width, static_cast<int>(patch.columns.size()));
    for (int c = 0; c < columns; ++c) {
        const int dx = x + c;
        if (dx < 0 || dx >= width_) continue;
        for (const assets::Post& post : patch.columns[static_cast<std::size_t>(c)].posts) {
            // Vanilla draws the post's whole length, even past the patch's height.
            int dy = y + post.top_delta;
            for (const std::uint8_t pixel : post.pixels) {
                if (dy >= 0 && dy < kHeight) {
                    const std::size_t i = static_cast<std::size_t>(dy * width_ + dx);
                    pixels_[i] = pixel;
                    drawn_[i] = true;
                    row_drawn_[static_cast<std::size_t>(dy)] = true;
                    empty_ = false;
                }
                ++dy;
            }
        }
    }
}

void ScreenLayer::compose(Frame& frame, const ScreenLayout& layout) const {
    if (empty_) return;
    const auto scaled = [&layout](int n) {
        return static_cast<int>((std::int64_t{n} * layout.scale) >> base::kFracBits);
    };
    const int width = scaled(width_), height = scaled(kHeight);
    // Centred as the bar is: a 320-wide layer starts at bar_x.
    const int x0 = (layout.width - width) / 2;
    const int y0 = layout.bar_y + layout.bar_height - height;
    const auto source = [&layout](int d, int limit) {
        const std::int64_t s = (std::int64_t{d} << base::kFracBits) / layout.scale;
        return static_cast<int>(std::min<std::int64_t>(s, limit - 1));
    };
    // Each frame column's layer column, found once: a division a pixel
    // had cost a tenth of a 1280x800 frame.
    const int first_x = std::max(0, x0), last_x = std::min(frame.width, x0 + width);
    std::vector<int> columns(static_cast<std::size_t>(std::max(0, last_x - first_x)));
    for (int x = first_x; x < last_x; ++x) columns[static_cast<std::size_t>(x - first_x)] = source(x - x0, width_);
    for (int y = std::max(0, y0); y < std::min(frame.height, y0 + height); ++y) {
        const int layer_row = source(y - y0, kHeight);
        if (!row_drawn_[static_cast<std::size_t>(layer_row)]) continue;
        const std::size_t row = static_cast<std::size_t>(layer_row * width_);
        std::uint8_t* out = frame.row(y) + first_x;
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::size_t i = row + static_cast<std::size_t>(columns[c]);
            if (drawn_[i]) out[c] = pixels_[i];
        }
    }
}

}  // namespace render::overlay
