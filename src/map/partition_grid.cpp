#include "map/partition_grid.h"

#include <algorithm>
#include <cstdint>

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
    grid.starts.assign(static_cast<std::size_t>(width * height), PartitionGrid::kNotYet);
    return grid;
}

std::uint32_t partition_start(const Level& level, fixed_t x, fixed_t y) {
    const PartitionGrid& grid = level.partition_grid;
    // Unsigned: a point left of or below the grid wraps to a column past
    // any grid's width (at most 512 cells of 64 units).
    const std::uint32_t col =
        (static_cast<std::uint32_t>(x) - static_cast<std::uint32_t>(grid.origin_x)) >> PartitionGrid::kCellShift;
    const std::uint32_t row =
        (static_cast<std::uint32_t>(y) - static_cast<std::uint32_t>(grid.origin_y)) >> PartitionGrid::kCellShift;
    if (col >= static_cast<std::uint32_t>(grid.width) || row >= static_cast<std::uint32_t>(grid.height))
        return level.partition_root();
    std::uint32_t& start = grid.starts[row * static_cast<std::uint32_t>(grid.width) + col];
    if (start != PartitionGrid::kNotYet) return start;

    const std::int64_t cell = std::int64_t{1} << PartitionGrid::kCellShift;
    const Box box{static_cast<fixed_t>(grid.origin_x + col * cell), static_cast<fixed_t>(grid.origin_y + row * cell),
                  static_cast<fixed_t>(grid.origin_x + (col + 1) * cell - 1),
                  static_cast<fixed_t>(grid.origin_y + (row + 1) * cell - 1)};
    const std::size_t count = level.partitions.size();
    std::uint32_t node = level.partition_root();
    // At most one step a node: a tree that loops stops somewhere.
    for (std::size_t steps = 0; !(node & kSubsectorBit) && node < count && steps < count; ++steps) {
        const int side = box_side(box, level.partitions[node]);
        if (side < 0) break;
        node = level.partitions[node].children[static_cast<std::size_t>(side)];
    }
    start = node;
    return start;
}

}  // namespace map
