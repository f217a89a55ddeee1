// The simulation's point location reads the derived partitions (renumbered
// depth first) and starts at the partition grid's cell; both must give the
// subsector a walk of the map's own nodes from their root gives.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "map/doom_map_loader.h"
#include "map/partition_grid.h"
#include "map/partition_side.h"
#include "support/test_support.h"

namespace {

using map::fixed_t;

// R_PointInSubsector over the map's nodes as loaded.
std::uint32_t walk_nodes(const map::Level& level, fixed_t x, fixed_t y) {
    std::uint32_t node = level.bsp_root();
    while (!(node & map::kSubsectorBit)) {
        const map::Node& n = level.nodes[node];
        const map::Partition p{n.x, n.y, n.dx, n.dy, n.children};
        node = n.children[static_cast<std::size_t>(map::point_on_partition_side(x, y, p))];
    }
    return node;
}

// The same over the partitions, from `start`.
std::uint32_t walk_partitions(const map::Level& level, std::uint32_t node, fixed_t x, fixed_t y) {
    while (!(node & map::kSubsectorBit)) {
        const map::Partition& p = level.partitions[node];
        node = p.children[static_cast<std::size_t>(map::point_on_partition_side(x, y, p))];
    }
    return node;
}

// Every cell's corners (its extreme points) and centre, of every map.
void expect_same_subsectors(const std::string& iwad) {
    wad::Archive archive;
    archive.add_file(test_support::iwad(iwad));
    for (const wad::MapGroup& group : archive.maps()) {
        SCOPED_TRACE(iwad + " " + group.name);
        const map::Level level = map::load_level(archive, group);
        const map::PartitionGrid& grid = level.partition_grid;
        ASSERT_GT(grid.width, 0);
        ASSERT_GT(grid.height, 0);
        ASSERT_EQ(level.partitions.size(), level.nodes.size());
        const fixed_t cell = fixed_t{1} << map::PartitionGrid::kCellShift;
        int mismatches = 0;
        for (int row = 0; row < grid.height; ++row) {
            for (int col = 0; col < grid.width; ++col) {
                const fixed_t x0 = grid.origin_x + col * cell, y0 = grid.origin_y + row * cell;
                for (const auto& [x, y] : {std::pair{x0, y0}, std::pair{x0 + cell - 1, y0 + cell - 1},
                                           std::pair{x0 + cell - 1, y0}, std::pair{x0, y0 + cell - 1},
                                           std::pair{x0 + cell / 2, y0 + cell / 2}}) {
                    const std::uint32_t expected = walk_nodes(level, x, y);
                    if (walk_partitions(level, level.partition_root(), x, y) != expected ||
                        walk_partitions(level, map::partition_start(level, x, y), x, y) != expected)
                        ++mismatches;
                }
            }
        }
        EXPECT_EQ(mismatches, 0);
        // Outside the grid the walk starts at the root.
        EXPECT_EQ(map::partition_start(level, grid.origin_x - 1, grid.origin_y), level.partition_root());
        EXPECT_EQ(map::partition_start(level, grid.origin_x + grid.width * cell, grid.origin_y),
                  level.partition_root());
    }
}

TEST(PartitionGrid, GivesTheNodesSubsectorsOnFreedoom1) { expect_same_subsectors("freedoom1.wad"); }

TEST(PartitionGrid, GivesTheNodesSubsectorsOnFreedoom2) { expect_same_subsectors("freedoom2.wad"); }

// Cells are worked out as points fall in them, and most start below the
// root (a cell is split by few of the partitions above it).
TEST(PartitionGrid, CellsStartBelowTheRootOnceUsed) {
    wad::Archive archive;
    archive.add_file(test_support::iwad("freedoom2.wad"));
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    const map::PartitionGrid& grid = level.partition_grid;
    for (const std::uint32_t start : grid.starts) EXPECT_EQ(start, map::PartitionGrid::kNotYet);
    const fixed_t cell = fixed_t{1} << map::PartitionGrid::kCellShift;
    int below = 0;
    for (int row = 0; row < grid.height; ++row)
        for (int col = 0; col < grid.width; ++col)
            below += map::partition_start(level, grid.origin_x + col * cell + cell / 2,
                                          grid.origin_y + row * cell + cell / 2) != level.partition_root();
    EXPECT_GT(below, static_cast<int>(grid.starts.size()) / 2);
    for (const std::uint32_t start : grid.starts) EXPECT_NE(start, map::PartitionGrid::kNotYet);
}

// Past 32767 units the products could overflow: such a map has no grid.
TEST(PartitionGrid, NoneForAMapTooWide) {
    wad::Archive archive;
    archive.add_file(test_support::iwad("freedoom2.wad"));
    map::Level level = map::load_level(archive, archive.maps().at(0));
    level.vertices.push_back({-20000 << 16, 0});
    level.vertices.push_back({20000 << 16, 0});
    const map::PartitionGrid grid = map::build_partition_grid(level);
    EXPECT_EQ(grid.width, 0);
    EXPECT_TRUE(grid.starts.empty());
}

}  // namespace
