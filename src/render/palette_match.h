#pragma once
// The palette index nearest a colour, by squared distance in RGB, the
// first of equals winning: how colour tables, blend tables and scripted
// translations come back to 8-bit indices.
#include <cstdint>
#include <span>

#include "assets/palette.h"

namespace render {

// Among indices first..last - 1; ZDoom's ColorMatcher picks among 1..254.
std::uint8_t nearest_index(std::span<const assets::Rgb, 256> palette, int r, int g, int b, int first = 0,
                           int last = 256);

}  // namespace render
