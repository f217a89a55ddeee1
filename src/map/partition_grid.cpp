#include "map/partition_grid.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <utility>

#include "map/partition_side.h"

namespace map {
namespace {

constexpr std::int64_t kMaxSpan = 32767LL << base::kFracBits;

struct Box {
    fixed_t x0, y0, x1, y1;  // inclusive corners
};

// The side every point of the box is on, or -1 when they differ.
int box_side(const Box& c, const Partition& p) {
    if (!p.dx) {
        if (c.x1 <= p.x) return p.dy > 0;
        if (c.x0 > p.x) return p.dy < 0;
        return -1;
    }
    if (!p.dy) {
        if (c.y1 <= p.y) return p.dx < 0;
        if (c.y0 > p.y) return p.dx > 0;
        return -1;
    }
    const bool one_column = c.x1 < p.x || c.x0 >= p.x;
    const bool one_row = c.y1 < p.y || c.y0 >= p.y;
    if (!one_column || !one_row) return -1;
    const int side = point_on_partition_side(c.x0, c.y0, p);
    if (point_on_partition_side(c.x1, c.y0, p) != side || point_on_partition_side(c.x0, c.y1, p) != side ||
        point_on_partition_side(c.x1, c.y1, p) != side)
        return -1;
    return side;
}

// Fills the cells [col0, col1) × [row0, row1) whose points have all reached
// `node`: down while the whole block is on one side, then each quarter on
// its own (the same steps each cell would take from the root, shared).
void fill(const Level& level, PartitionGrid& grid, int col0, int row0, int col1, int row1, std::uint32_t node) {
    const std::int64_t cell = std::int64_t{1} << PartitionGrid::kCellShift;
    const Box box{static_cast<fixed_t>(grid.origin_x + col0 * cell), static_cast<fixed_t>(grid.origin_y + row0 * cell),
                  static_cast<fixed_t>(grid.origin_x + col1 * cell - 1),
                  static_cast<fixed_t>(grid.origin_y + row1 * cell - 1)};
    const std::size_t count = level.partitions.size();
    // At most one step a node: a tree that loops stops somewhere.
    for (std::size_t steps = 0; !(node & kSubsectorBit) && node < count && steps < count; ++steps) {
        const int side = box_side(box, level.partitions[node]);
        if (side < 0) break;
        node = level.partitions[node].children[static_cast<std::size_t>(side)];
    }
    const bool settled = (node & kSubsectorBit) || node >= count;
    if (settled || (col1 - col0 == 1 && row1 - row0 == 1)) {
        for (int row = row0; row < row1; ++row)
            for (int col = col0; col < col1; ++col)
                grid.starts[static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width) +
                            static_cast<std::size_t>(col)] = node;
        return;
    }
    const int col_mid = col0 + (col1 - col0 + 1) / 2;
    const int row_mid = row0 + (row1 - row0 + 1) / 2;
    for (const auto& [c0, c1] : {std::pair{col0, col_mid}, std::pair{col_mid, col1}})
        for (const auto& [r0, r1] : {std::pair{row0, row_mid}, std::pair{row_mid, row1}})
            if (c0 < c1 && r0 < r1) fill(level, grid, c0, r0, c1, r1, node);
}

}  // namespace

PartitionGrid build_partition_grid(const Level& level) {
    PartitionGrid grid;
    if (level.partitions.empty() || level.vertices.empty()) return grid;

    // The span of everything a cell corner is compared with.
    std::int64_t min_x = INT64_MAX, min_y = INT64_MAX, max_x = INT64_MIN, max_y = INT64_MIN;
    const auto add = [&](std::int64_t x, std::int64_t y) {
        min_x = std::min(min_x, x);
        max_x = std::max(max_x, x);
        min_y = std::min(min_y, y);
        max_y = std::max(max_y, y);
    };
    for (const Vertex& v : level.vertices) add(v.x, v.y);
    for (const Partition& p : level.partitions) {
        add(p.x, p.y);
        add(static_cast<std::int64_t>(p.x) + p.dx, static_cast<std::int64_t>(p.y) + p.dy);
    }
    const std::int64_t cell = std::int64_t{1} << PartitionGrid::kCellShift;
    const std::int64_t width = (max_x - min_x) / cell + 1;
    const std::int64_t height = (max_y - min_y) / cell + 1;
    // The cells reach past the last vertex by up to one cell.
    if (width * cell + cell > kMaxSpan || height * cell + cell > kMaxSpan) return grid;

    grid.origin_x = static_cast<fixed_t>(min_x);
    grid.origin_y = static_cast<fixed_t>(min_y);
    grid.width = static_cast<int>(width);
    grid.height = static_cast<int>(height);
    grid.starts.resize(static_cast<std::size_t>(width * height));
    fill(level, grid, 0, 0, grid.width, grid.height, level.partition_root());
    return grid;
}

}  // namespace map
