#pragma once
// `brimstone info`: the game, the WAD stack, every map and lump counts.
#include <ostream>

#include "app/game_files.h"

namespace app {

void print_info(const GameFiles& files, std::ostream& out);

}  // namespace app
