#pragma once
// Writes a classic map's Level as a UDMF TEXTMAP in the `doom` namespace,
// the form `convert --to udmf` stores: every vertex (node builders' split
// vertices too, so ZNODES can keep the classic vertex numbers), a line's
// tag as both its id and arg0 (as UDMF 1.1 asks of converters), the thing
// options word as skill, mode, ambush and friend flags. Fields at their
// default are left out. Line flags past Boom's passuse have no UDMF field
// in this namespace and are dropped. Segs whose stored angle or offset
// ZNODES would lose keep them in the global `brimstone_segs`
// (seg_overrides.h).
#include <string>

#include "map/level.h"

namespace map {

std::string write_textmap(const Level& level);

}  // namespace map
