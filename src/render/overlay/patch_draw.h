#pragma once
// V_DrawPatch for the 2D layer: a picture drawn at (x, y) minus its
// offsets, every post at its full length. Vanilla aborts on a patch that
// leaves the screen; here the pixels outside the canvas are just dropped.
#include <cstdint>
#include <span>

#include "assets/picture.h"

namespace render::overlay {

// A row-major 8-bit image the 2D layer draws into.
struct Canvas {
    std::span<std::uint8_t> pixels;  // width * height
    int width = 0;
    int height = 0;
};

void draw_patch(const Canvas& canvas, int x, int y, const assets::Picture& patch);

}  // namespace render::overlay
