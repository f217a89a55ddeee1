#pragma once
// A digest of a level as the WAD gives it (geometry, things, blockmap,
// reject) and of the WAD's texture and flat numbering, so a savegame made
// against another WAD, or another version of the map, is refused rather
// than restored onto geometry it does not fit.
#include <cstdint>

#include "map/level.h"
#include "sim/world.h"

namespace sim {

std::uint32_t level_identity(const map::Level& level, const TextureNumbers& textures);

}  // namespace sim
