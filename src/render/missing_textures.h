#pragma once
// Texture and flat names a map uses that no WAD has. Both renderers draw
// those surfaces with a placeholder and log each name once.
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "sim/world.h"

namespace render {

// Per side: whether its top, mid and bottom names are missing. Each
// missing name, and each missing flat, goes to `report(what, name)`.
std::vector<std::array<bool, 3>> find_missing_textures(
    const sim::World& world, const std::function<void(const std::string& what, const std::string& name)>& report);

}  // namespace render
