#pragma once
// One line of the oracle's per-tic state trace (tests/data/oracle/README.md):
// written after a tic has run, it names the tic, the level, the random
// indices, player 1's state and the two state hashes.
#include <string>

#include "sim/world.h"

namespace sim {

// The trace's header line ("# gametic leveltime …").
std::string trace_header();
// The line for the tic numbered `gametic` (0-based; after run_tic that is
// w.gametic - 1). Outside a level the line stops after rnd with "-".
std::string trace_line(const World& w, int gametic);

}  // namespace sim
