#pragma once
// Builds a blockmap for a map that has none, laid out as the classic node
// builders (id's DoomBSP and those that copied it) lay it out, so a map
// plays the same whether its BLOCKMAP was kept or dropped.
#include <string>
#include <vector>

#include "map/level.h"

namespace map {

// Origin 8 units below and left of the lowest vertex coordinates, 128-unit
// cells reaching 8 units past the highest; each cell lists a leading 0 (the
// slot the original reads as linedef 0) and then, in linedef order, every
// line that touches the cell. Vertices are taken in whole map units.
// Returns a blockmap with `built` set; throws base::Error, naming `where`
// (the file and map), when the lists would be absurdly long.
Blockmap build_blockmap(const std::vector<Vertex>& vertices, const std::vector<Line>& lines,
                        const std::string& where);

}  // namespace map
