#pragma once
// The original's five gamma levels (F11), applied to a palette as
// I_SetPalette did: each colour component looked up in the level's table.
#include <array>
#include <cstdint>
#include <span>

#include "assets/palette.h"

namespace render {

inline constexpr int kGammaLevels = 5;

// `level` outside 0..4 is taken as the nearest level.
std::array<assets::Rgb, 256> gamma_corrected(std::span<const assets::Rgb, 256> palette, int level);

}  // namespace render
