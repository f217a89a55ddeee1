#pragma once
// `brimstone info`: the game, the compatibility level a new game would
// run at, the WAD stack, every map and lump counts.
#include <ostream>

#include "app/game_files.h"
#include "sim/complevel.h"

namespace app {

void print_info(const GameFiles& files, sim::CompLevel complevel, std::ostream& out);

}  // namespace app
