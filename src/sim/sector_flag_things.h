#pragma once
// ZDoom's things that set sector flags (sector_flags.h) where they stand,
// on maps with ZDoom's sector fields: SectorFlagSetter (9041) adds its
// first argument's bits, SectorSilencer (9082) the silent bit. They are
// read at level start, not spawned, so removing one later (ZDoom gives the
// sector its sound back then) is not played.
#include <cstddef>

namespace sim {

struct World;

bool is_sector_flag_thing(int doomednum);

// Map thing `index`, one of them, to its sector's flags.
void apply_sector_flag_thing(World& w, std::size_t index);

}  // namespace sim
