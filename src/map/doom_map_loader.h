#pragma once
// Loads a classic (Doom-format) map: the binary lumps that follow a map
// marker, each entry checked, into a map::Level whose derived fields are
// computed as the original's P_SetupLevel computes them.
#include "map/level.h"
#include "wad/archive.h"

namespace map {

// Throws base::Error naming the file, the map, the lump and the entry at
// fault, e.g. "freedoom2.wad: MAP01: LINEDEFS entry 12 names sidedef 9999
// (map has 800 sidedefs)". Hexen-format and UDMF maps are refused as not
// supported yet. A short REJECT is padded as the original read it, a
// missing one zero-filled (with a warning, see reject_reader.h); a missing
// or empty BLOCKMAP is built.
Level load_level(const wad::Archive& archive, const wad::MapGroup& group);

}  // namespace map
