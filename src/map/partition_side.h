#pragma once
// Which side of a node's partition a point is on (R_PointOnSide): 0 front
// (right), 1 back. The products are the renderer's coarse ones (the
// partition's whole units times the point's offset); the renderer's BSP
// walk (a Node), point location in the simulation and the partition grid
// (a Partition) all decide by it.
#include <cstdint>

#include "map/level.h"

namespace map {

template <class PartitionLine>  // Node or Partition: x, y, dx, dy
int point_on_partition_side(fixed_t x, fixed_t y, const PartitionLine& node) {
    if (!node.dx) {
        if (x <= node.x) return node.dy > 0;
        return node.dy < 0;
    }
    if (!node.dy) {
        if (y <= node.y) return node.dx < 0;
        return node.dx > 0;
    }
    // Wrapping, as the original's 32-bit subtraction did.
    const auto dx = static_cast<fixed_t>(static_cast<std::uint32_t>(x) - static_cast<std::uint32_t>(node.x));
    const auto dy = static_cast<fixed_t>(static_cast<std::uint32_t>(y) - static_cast<std::uint32_t>(node.y));
    if ((node.dy ^ node.dx ^ dx ^ dy) & INT32_MIN) {
        // Signs alone decide: left is negative.
        return ((node.dy ^ dx) & INT32_MIN) ? 1 : 0;
    }
    const fixed_t left = base::fixed_mul(node.dy >> base::kFracBits, dx);
    const fixed_t right = base::fixed_mul(dy, node.dx >> base::kFracBits);
    return right < left ? 0 : 1;
}

}  // namespace map
