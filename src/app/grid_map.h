#pragma once
// A generated stress map in the spirit of the community's huge grid maps:
// a grid of square rooms, each with its own floor and ceiling heights,
// flats, wall texture and light (some blinking or glowing, some open to
// the sky), joined to their neighbours east and north by short doorway
// sectors; monsters spread over the rooms, the player's start in the
// south-west room and an exit switch on the north wall of the north-east
// one. Everything follows from the spec: the same spec gives the same bytes.
//
// The lumps are the vanilla binary format's, in its order, with SEGS,
// SSECTORS, NODES and BLOCKMAP empty (the generate-map command builds the
// nodes) and a REJECT of zeros. Sidedefs that say the same (sector, textures, offsets) are shared
// by their lines, as map packers do, so that a 60 × 60 grid stays within
// the format's 16-bit sidedef numbers.
#include <cstdint>
#include <vector>

#include "app/wad_writer.h"

namespace app {

struct GridMapSpec {
    int columns = 60, rows = 60;  // rooms
    int monsters = 5000;
    std::uint64_t seed = 1;
};

struct GridMapCounts {
    std::size_t lines = 0, sides = 0, vertices = 0, sectors = 0, things = 0, monsters = 0;
};

struct GridMap {
    std::vector<NamedLump> lumps;  // the marker ("MAP01") first, then the map's ten
    GridMapCounts counts;
};

// Throws base::Error when the spec cannot be written in the format: a grid
// smaller than 2 × 2, more monsters than the rooms' spots, or counts or
// coordinates past what the lumps' 16-bit fields hold (the message names
// the count and its limit).
GridMap make_grid_map(const GridMapSpec& spec);

}  // namespace app
