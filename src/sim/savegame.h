#pragma once
// Savegames in this port's own format. Vanilla's format drops pointers
// between objects (targets, tracers, attackers), so a game it restores
// plays on differently; this one restores every field, every object a
// stale pointer still reads and every list order, so a loaded game plays
// on exactly as the saved one would have.
//
// Layout, all little-endian: "BRIMSAVE", format version, file size, the
// description, the game options, the map's name and identity hash, the
// thinker table (kind and removed flag per object id), the state itself,
// then a zlib CRC-32 of everything before it.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/game.h"
#include "sim/world.h"

namespace sim {

inline constexpr std::uint32_t kSaveVersion = 28;  // 28: ZDoom's sector flags

// The file's bytes for the world as it stands between two tics.
std::vector<std::uint8_t> save_game(const World& w, const std::string& description);

// Replaces the world with the saved game, reloading the saved map from
// `source`. A damaged file or one made against another WAD throws
// base::Error naming `file_name` and the problem, and leaves `w` unchanged.
void load_game(World& w, const LevelSource& source, std::span<const std::uint8_t> bytes,
               const std::string& file_name);

}  // namespace sim
