#pragma once
// A script's colour translation (sim::ScriptedTranslation, ACS's
// CreateTranslation) as the 256-entry table the drawers index: the
// identity with each range laid over it in order, as ZDoom's FRemapTable
// builds it (AddIndexRange, AddColorRange, AddDesaturation,
// AddColourisation, AddTint), colours taken back to the nearest palette
// index among 1..254 as ZDoom's ColorMatcher picks them.
#include <array>
#include <cstdint>
#include <span>

#include "assets/palette.h"
#include "sim/look_changes.h"

namespace render {

std::array<std::uint8_t, 256> translation_table(std::span<const sim::TranslationRange> ranges,
                                                std::span<const assets::Rgb, 256> palette);

}  // namespace render
