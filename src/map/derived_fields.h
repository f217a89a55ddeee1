#pragma once
// The fields of a Level that the original works out while loading rather
// than reads: line deltas, boxes, slopes and sectors (P_LoadLineDefs), seg
// sidedefs and sectors (P_LoadSegs), subsector sectors and sector line
// lists, boxes, sound origins and block boxes (P_GroupLines); and the
// nodes' partitions in the order the simulation's walks read them best,
// and the grid of where those walks may start (partition_grid.h).
#include "map/level.h"

namespace map {

// Fills every derived field from the loaded ones. Requires every
// cross-reference to be in range and the blockmap to be set; the loaders
// check both first.
void compute_derived_fields(Level& level);

// A line's deltas, box, slope type and sectors from its vertices and
// sides: again whenever its vertices move (polyobjects).
void derive_line(Level& level, Line& line);

}  // namespace map
