#pragma once
// The level's title as hu_stuff.c shows it under the automap ("E1M1:
// Hangar", "level 1: entryway"): d_englsh.h's names, by episode and map
// for Doom and by map for Doom II, through DeHackEd's replacements (the
// Freedoom IWADs replace them all), or the map's UMAPINFO levelname and label.
#include <string>

#include "sim/world.h"

namespace sim {

// "NEWLEVEL" for a map the original has no name for, as its table's padding says.
std::string level_title(const World& world);

}  // namespace sim
