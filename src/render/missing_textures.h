#pragma once
// Texture and flat names a map uses that no WAD has. Both renderers draw
// those surfaces with a placeholder and log each name once.
#include <array>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "sim/world.h"

namespace render {

// Per side: whether its top, mid and bottom names are missing. Each
// missing texture or flat name goes once to `report(what, name)`, the name
// quoted and followed by the first place that uses it
// ("'XY\x01' in mod.wad: MAP01 (sector 12 floor)").
// A slot whose bit is set in `table_names` (boom_looks.h) names no texture
// and is not missing.
std::vector<std::array<bool, 3>> find_missing_textures(
    const sim::World& world, const std::function<void(const std::string& what, const std::string& name)>& report,
    std::span<const std::uint8_t> table_names = {});

}  // namespace render
