#pragma once
// Builds the segs, subsectors and nodes of a map that has none, or whose
// own do not hold together, as the classic node builders do: each node's
// partition is the line of one of its segs, chosen by a cost of splits and
// imbalance; segs it crosses are split at new vertices; a set of segs
// becomes a subsector once it is convex and of one sector.
#include "map/level.h"

namespace map {

// Replaces the level's segs, subsectors and nodes. Split points are
// appended to its vertices in 16.16 fixed point, rounded to the nearest
// 1/65536 unit (the level model holds them as extended nodes do; the
// classic lumps would have rounded them to whole units). Partitions run
// along whole linedefs, so a node's partition has the linedef's integer
// coordinates. Needs vertices, lines and sides loaded and in range; the
// derived fields are left to compute_derived_fields. Throws base::Error
// naming level.where when no linedef has a length, or when the tree would
// be deeper than any map needs.
void build_nodes(Level& level);

}  // namespace map
