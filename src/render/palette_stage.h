#pragma once
// The last step from the 8-bit frame to colour: which PLAYPAL palette the
// console player's state selects (damage, berserk, pickups, radiation
// suit), and the lookup of every pixel through it. The frame itself never
// changes with the tint, as in the original, which switched palettes.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"
#include "sim/player.h"

namespace render {

// ST_doPaletteStuff's choice: 0 normal, 1-8 red (damage, or the berserk
// fade 12 - (strength >> 6)), 9-12 pickup, 13 radiation suit (solid until
// its last 128 tics, then blinking every 8) and ZDoom's hazard floors.
int palette_index(const sim::Player& player);

// The palette with a script's fade (sim::ScreenBlend) laid over it: each
// colour moved toward the blend's colour by its alpha, which is the same
// as blending every pixel, since the blend is one colour over the screen.
// No alpha gives the palette back unchanged.
std::array<assets::Rgb, 256> blended(std::span<const assets::Rgb, 256> palette, const sim::ScreenBlend& blend);

// Writes width × height RGBA pixels (alpha 255) into `rgba`, which must
// hold exactly 4 bytes a pixel; throws std::invalid_argument otherwise.
void to_rgba(const Frame& frame, std::span<const assets::Rgb, 256> palette, std::span<std::uint8_t> rgba);
// The same for any run of pixels (a band of a frame's rows): `rgba` holds
// 4 bytes for each of `indices`.
void to_rgba(std::span<const std::uint8_t> indices, std::span<const assets::Rgb, 256> palette,
             std::span<std::uint8_t> rgba);
std::vector<std::uint8_t> to_rgba(const Frame& frame, std::span<const assets::Rgb, 256> palette);

}  // namespace render
