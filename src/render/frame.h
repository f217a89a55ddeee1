#pragma once
// The 8-bit screen both renderers and the 2D layer draw into: one palette
// index per pixel, row-major. Turning it into colour is the palette stage's
// job (palette_stage.h), so damage and pickup flashes never touch it.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace render {

struct Frame {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;

    Frame() = default;
    Frame(int w, int h) : width(w), height(h), pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h)) {}

    std::uint8_t* row(int y) { return pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width); }
    const std::uint8_t* row(int y) const {
        return pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
    }
    std::uint8_t at(int x, int y) const { return row(y)[x]; }
};

}  // namespace render
