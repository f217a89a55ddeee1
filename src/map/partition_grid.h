#pragma once
// The partition grid (Level::partition_grid): for each 64-unit cell of
// the map, the node where every point of the cell is after the decisions
// they all share on the way down from the root.
//
// A cell shares a node's decision when point_on_partition_side gives one
// answer over the whole cell. For a partition along an axis that is one
// comparison with the cell's edges. Otherwise the cell must lie in one
// quadrant around the partition's origin (there the sign test is settled),
// and then the answer is the products' comparison, whose two sides each
// grow one way with x and with y: over a box it is least and greatest at
// corners, so four corners that agree speak for the cell. That holds while
// no product or offset overflows: the grid is built only for maps whose
// vertices and partitions span less than 32768 units each way (every
// vanilla map); for others it is empty and walks start at the root.
#include "map/level.h"

namespace map {

// The grid's extent, every cell not worked out yet.
PartitionGrid build_partition_grid(const Level& level);

// Where a walk down `level.partitions` for a point may start: its cell's
// node (worked out now if it is the cell's first point), or the root
// outside the grid.
std::uint32_t partition_start(const Level& level, fixed_t x, fixed_t y);

}  // namespace map
