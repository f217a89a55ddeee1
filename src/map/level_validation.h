#pragma once
// Cheap structural checks of a loaded Level, whatever format it came from:
// every index in range and the BSP tree walkable, so the simulation and the
// renderers can index without checking.
#include <optional>
#include <vector>

#include "map/level.h"

namespace map {

// Throws base::Error naming the level, the element and its index, e.g.
// "MAP01: line 12 names sidedef 9999 (level has 800 sides)".
void validate_level(const Level& level);

// The first node, walking from the root, that is its own descendant, if
// any; a walk of such a tree would never end. Children must be in range.
std::optional<std::size_t> find_bsp_loop(const std::vector<Node>& nodes);

}  // namespace map
