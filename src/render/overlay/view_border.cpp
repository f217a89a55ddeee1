#include "render/overlay/view_border.h"

#include <string>

#include "assets/flat.h"
#include "base/error.h"
#include "render/overlay/patch_draw.h"

namespace render::overlay {

namespace {

constexpr int kBackHeight = kBaseHeight - kBaseStatusBarHeight;

// The window at the original's scale (R_ExecuteSetViewSize, R_InitBuffer).
struct BaseWindow {
    int x, y, width, height;
};

BaseWindow base_window(int screenblocks) {
    const int width = screenblocks * 32;
    const int height = (screenblocks * kBackHeight / 10) & ~7;
    return {(kBaseWidth - width) / 2, (kBackHeight - height) / 2, width, height};
}

std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

}  // namespace

void ViewBorder::compose(std::span<const std::uint8_t> flat, int screenblocks) {
    back_.resize(static_cast<std::size_t>(kBaseWidth * kBackHeight));
    for (int y = 0; y < kBackHeight; ++y)
        for (int x = 0; x < kBaseWidth; ++x)
            back_[static_cast<std::size_t>(y * kBaseWidth + x)] = flat[static_cast<std::size_t>((y & 63) * 64 + (x & 63))];
    const Canvas canvas{back_, kBaseWidth, kBackHeight};
    const BaseWindow w = base_window(screenblocks);
    const auto& top = pictures_.get("BRDR_T");
    const auto& bottom = pictures_.get("BRDR_B");
    const auto& left = pictures_.get("BRDR_L");
    const auto& right = pictures_.get("BRDR_R");
    for (int x = 0; x < w.width; x += 8) {
        draw_patch(canvas, w.x + x, w.y - 8, top);
        draw_patch(canvas, w.x + x, w.y + w.height, bottom);
    }
    for (int y = 0; y < w.height; y += 8) {
        draw_patch(canvas, w.x - 8, w.y + y, left);
        draw_patch(canvas, w.x + w.width, w.y + y, right);
    }
    draw_patch(canvas, w.x - 8, w.y - 8, pictures_.get("BRDR_TL"));
    draw_patch(canvas, w.x + w.width, w.y - 8, pictures_.get("BRDR_TR"));
    draw_patch(canvas, w.x - 8, w.y + w.height, pictures_.get("BRDR_BL"));
    draw_patch(canvas, w.x + w.width, w.y + w.height, pictures_.get("BRDR_BR"));
    composed_blocks_ = screenblocks;
    composed_flat_.assign(flat.begin(), flat.end());
}

void ViewBorder::draw(std::span<const std::uint8_t> flat, Frame& frame, const ScreenLayout& layout) {
    if (frame.width != layout.width || frame.height != layout.height ||
        frame.pixels.size() != static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height))
        throw base::Error("view border: frame " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                          " does not match the screen layout");
    if (flat.size() != static_cast<std::size_t>(assets::kFlatSide * assets::kFlatSide))
        throw base::Error("view border: the border flat has the wrong size");
    if (!layout.bordered()) return;
    if (composed_blocks_ != layout.screenblocks || !std::equal(flat.begin(), flat.end(), composed_flat_.begin(),
                                                               composed_flat_.end()))
        compose(flat, layout.screenblocks);

    // Screen pixel (x, y) shows the back screen's pixel floor((x - view_x) /
    // scale) from the window's corner; at 320×200 that is the pixel itself.
    const BaseWindow w = base_window(layout.screenblocks);
    std::vector<int> columns(static_cast<std::size_t>(layout.width));
    for (int x = 0; x < layout.width; ++x)
        columns[static_cast<std::size_t>(x)] =
            w.x + static_cast<int>(floor_div(std::int64_t{x - layout.view_x} << base::kFracBits, layout.scale));
    const int window_right = layout.view_x + layout.view_width;
    for (int y = 0; y < layout.bar_y; ++y) {
        const int by = w.y + static_cast<int>(floor_div(std::int64_t{y - layout.view_y} << base::kFracBits, layout.scale));
        const bool inside_rows = by >= 0 && by < kBackHeight;
        const bool window_row = y >= layout.view_y && y < layout.view_y + layout.view_height;
        std::uint8_t* row = frame.row(y);
        for (int x = 0; x < layout.width; ++x) {
            if (window_row && x == layout.view_x) x = window_right;
            if (x >= layout.width) break;
            const int bx = columns[static_cast<std::size_t>(x)];
            row[x] = inside_rows && bx >= 0 && bx < kBaseWidth
                         ? back_[static_cast<std::size_t>(by * kBaseWidth + bx)]
                         : flat[static_cast<std::size_t>((by & 63) * 64 + (bx & 63))];
        }
    }
}

}  // namespace render::overlay
