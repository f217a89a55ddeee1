#pragma once
// A generated level for stress benchmarks: one square room, no BSP nodes
// (a single subsector, which the original accepts), a built blockmap and
// the player start in the middle.
#include "map/level.h"

namespace app {

map::Level make_arena_level(int size_units);

}  // namespace app
