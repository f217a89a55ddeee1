#pragma once
// ZDoom's sector flags: the UDMF fields silent, nofallingdamage,
// dropactors and norespawn, changed in play by Sector_ChangeFlags (54).
// The bits are ZDoom's (SECF_* in its r_defs.h), the numbers that special's
// arguments give.
#include <cstdint>

#include "map/level_extensions.h"

namespace sim {

// Played: what stands in the sector makes no sound (sound.h).
inline constexpr std::uint32_t kSectorSilent = 1;
// Kept, for the special and savegames, with nothing to change here: Doom
// has no falling damage; its lowering floors always carry what stands on
// them; its players respawn at their starts, never where they fell.
inline constexpr std::uint32_t kSectorNoFallingDamage = 2;
inline constexpr std::uint32_t kSectorFloorDrop = 4;
inline constexpr std::uint32_t kSectorNoRespawn = 8;

// The flags a UDMF sector's fields give.
std::uint32_t sector_flags_of(const map::SectorExtension& fields);

}  // namespace sim
