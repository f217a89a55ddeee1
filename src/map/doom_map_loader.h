#pragma once
// Loads a map: the binary lumps that follow a map marker (Doom or Hexen
// format, classic or extended nodes), each entry checked, or a UDMF map
// (udmf_map_loader.h), into a map::Level whose derived fields are computed
// as the original's P_SetupLevel computes them.
#include "map/level.h"
#include "wad/archive.h"

namespace map {

// Throws base::Error naming the file, the map, the lump and the entry at
// fault, e.g. "freedoom2.wad: MAP01: LINEDEFS entry 12 names sidedef 9999
// (map has 800 sidedefs)". A Hexen-format map's specials, thing ids,
// heights and arguments go to Level::extensions. A short REJECT is padded as the original read it, a
// missing one zero-filled (with a warning, see reject_reader.h); a missing
// or empty BLOCKMAP is built. Missing or empty NODES, SEGS and SSECTORS
// are built too (node_builder.h); nodes that name what does not exist or
// loop are rebuilt, with a warning naming the problem.
Level load_level(const wad::Archive& archive, const wad::MapGroup& group);

}  // namespace map
