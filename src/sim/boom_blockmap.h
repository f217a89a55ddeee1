#pragma once
// Boom's reading of the blockmap (p_maputl.c, P_BlockLinesIterator as
// dsda-doom keeps it). Every list a node builder writes starts with a 0
// that vanilla reads as linedef 0, so linedef 0 is checked in every cell.
// Boom and MBF skip each list's first entry; MBF21 skips it only when
// every list starts with 0, since some builders omit it and the first
// entry is then a real line.
#include <cstddef>

#include "map/level.h"
#include "sim/complevel.h"

namespace sim {

// How many entries at the head of each list line iteration skips (0 or 1).
std::size_t blocklist_head_skip(const CompatOptions& compat, const map::Blockmap& blockmap);

}  // namespace sim
