#include "render/window_picture.h"

#include <algorithm>
#include <cstring>
#include <thread>
#include <vector>

namespace render {

WindowRect fit_in_window(int frame_width, int frame_height, int window_width, int window_height) {
    const std::int64_t w = window_width, h = window_height;
    std::int64_t width = w, height = w * frame_height / frame_width;
    if (height > h) {
        height = h;
        width = h * frame_width / frame_height;
    }
    width = std::max<std::int64_t>(width, 1);
    height = std::max<std::int64_t>(height, 1);
    return {static_cast<int>((w - width) / 2), static_cast<int>((h - height) / 2), static_cast<int>(width),
            static_cast<int>(height)};
}

std::array<std::uint32_t, 256> window_colours(std::span<const assets::Rgb, 256> palette, PixelOrder order) {
    std::array<std::uint32_t, 256> colours{};
    for (std::size_t i = 0; i < colours.size(); ++i) {
        const assets::Rgb c = palette[i];
        const std::uint8_t bytes[4] = {order == PixelOrder::rgba ? c.r : c.b, c.g, order == PixelOrder::rgba ? c.b : c.r,
                                       255};
        std::memcpy(&colours[i], bytes, 4);
    }
    return colours;
}

void paint_window_rows(const Frame& frame, const std::array<std::uint32_t, 256>& colours, WindowRect rect,
                       int window_width, int first_row, int last_row, std::span<std::uint32_t> out) {
    std::uint32_t black = 0;
    const std::uint8_t black_bytes[4] = {0, 0, 0, 255};
    std::memcpy(&black, black_bytes, 4);
    const auto width = static_cast<std::size_t>(window_width);
    // The frame column of each window column inside the rectangle, when
    // the frame is scaled; at its own size a row is read straight.
    const bool same_width = rect.width == frame.width;
    std::vector<int> columns;
    if (!same_width) {
        columns.resize(static_cast<std::size_t>(rect.width));
        for (int x = 0; x < rect.width; ++x)
            columns[static_cast<std::size_t>(x)] =
                std::min(static_cast<int>(static_cast<std::int64_t>(x) * frame.width / rect.width), frame.width - 1);
    }
    for (int y = first_row; y < last_row; ++y) {
        std::uint32_t* row = out.data() + static_cast<std::size_t>(y) * width;
        if (y < rect.y || y >= rect.y + rect.height) {
            std::fill(row, row + width, black);
            continue;
        }
        const int source_row =
            std::min(static_cast<int>(static_cast<std::int64_t>(y - rect.y) * frame.height / rect.height), frame.height - 1);
        const std::uint8_t* source = frame.row(source_row);
        std::fill(row, row + rect.x, black);
        std::uint32_t* inside = row + rect.x;
        if (same_width) {
            for (int x = 0; x < rect.width; ++x) inside[x] = colours[source[x]];
        } else {
            for (int x = 0; x < rect.width; ++x) inside[x] = colours[source[columns[static_cast<std::size_t>(x)]]];
        }
        std::fill(inside + rect.width, row + width, black);
    }
}

WindowPainter::WindowPainter(int threads)
    : bands_(threads > 0 ? threads : static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 16u))) {}

void WindowPainter::paint(const Frame& frame, std::span<const assets::Rgb, 256> palette, PixelOrder order, int width,
                          int height, std::span<std::uint32_t> out) {
    const std::array<std::uint32_t, 256> colours = window_colours(palette, order);
    const WindowRect rect = fit_in_window(frame.width, frame.height, width, height);
    const int bands = bands_.bands();
    bands_.run([&](int band) {
        paint_window_rows(frame, colours, rect, width, height * band / bands, height * (band + 1) / bands, out);
    });
}

}  // namespace render
