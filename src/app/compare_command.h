#pragma once
// `brimstone compare`: draws the same moments of a demo with the software
// and the Vulkan renderer (the same CPU status bar below both views) and
// reports how far the 8-bit frames agree: at one tic, with both frames and
// a heat map of their difference as PNGs, or every K tics of the demo as a
// table with the worst tics.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int run_compare(const config::CommandLine& cl, std::ostream& out);

// `brimstone compare --help`: its options and what diff.png shows.
std::string compare_help();

}  // namespace app
