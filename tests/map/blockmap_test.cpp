// The BLOCKMAP reader and the builder used when a map has none.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <span>
#include <string>

#include "base/error.h"
#include "map/blockmap_builder.h"
#include "map/blockmap_reader.h"
#include "map/doom_map_loader.h"
#include "map/map_test_wad.h"
#include "support/test_support.h"

namespace {

constexpr int kUnit = 1 << 16;

map::Vertex vertex(int x, int y) { return {x * kUnit, y * kUnit}; }
map::Line line(int v1, int v2) {
    map::Line l;
    l.v1 = v1;
    l.v2 = v2;
    return l;
}

// Each cell's list, in cell order.
std::vector<std::vector<int>> cells_of(const map::Blockmap& bm) {
    std::vector<std::vector<int>> cells;
    for (std::size_t c = 0; c < bm.cell_count(); ++c) cells.emplace_back(bm.cell(c).begin(), bm.cell(c).end());
    return cells;
}

std::vector<std::uint8_t> words(std::initializer_list<int> values) {
    std::vector<std::uint8_t> out;
    map_test::append_s16(out, values);
    return out;
}

TEST(BlockmapReader, KeepsEveryListWordFromTheCellOffset) {
    // 2x1 grid at (-64, 32); both cells share the list at word 6, whose
    // first word is the 0 slot, and a stray odd byte ends the lump.
    auto lump = words({-64, 32, 2, 1, 6, 6, 0, 3, 1, -1});
    lump.push_back(0x7F);
    const map::Blockmap bm = map::read_blockmap(lump, 4, "t.wad: MAP01: BLOCKMAP");
    EXPECT_EQ(bm.origin_x, -64 * kUnit);
    EXPECT_EQ(bm.origin_y, 32 * kUnit);
    EXPECT_EQ(bm.width, 2);
    EXPECT_EQ(bm.height, 1);
    EXPECT_FALSE(bm.built);
    EXPECT_EQ(cells_of(bm), (std::vector<std::vector<int>>{{0, 3, 1}, {0, 3, 1}}));
}

TEST(BlockmapReader, RejectsMalformedLumps) {
    auto message = [](const std::vector<std::uint8_t>& lump) {
        try {
            map::read_blockmap(lump, 4, "t.wad: MAP01: BLOCKMAP");
        } catch (const base::Error& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_EQ(message(words({0, 0})), "t.wad: MAP01: BLOCKMAP is 4 bytes, too short for its 8-byte header");
    EXPECT_EQ(message(words({0, 0, 0, 5})), "t.wad: MAP01: BLOCKMAP has an empty 0x5 grid");
    EXPECT_EQ(message(words({0, 0, 3, 2, 10, 10})),
              "t.wad: MAP01: BLOCKMAP offset table for 3x2 cells runs past the end of the lump (12 bytes)");
    EXPECT_EQ(message(words({0, 0, 2, 1, 6, 8, 0, -1})),
              "t.wad: MAP01: BLOCKMAP cell 1 (x 1, y 0) starts at word 8, past the end of the lump (8 words)");
    EXPECT_EQ(message(words({0, 0, 2, 1, 6, 6, 0, 2})),
              "t.wad: MAP01: BLOCKMAP cell 0 (x 0, y 0) list has no 0xFFFF terminator before the end of the lump");
    EXPECT_EQ(message(words({0, 0, 1, 2, 6, 8, 0, -1, 0, 4, -1})),
              "t.wad: MAP01: BLOCKMAP cell 1 (x 0, y 1) lists linedef 4 (map has 4 linedefs)");
}

TEST(BlockmapBuilder, AxisAlignedLinesFillHalfOpenCells) {
    // The square room: origin 8 below the lowest corner, (128 + 16) >> 7 + 1 = 2 cells a side.
    // Line 0 runs up x=0, 1 along y=128, 2 down x=128, 3 along y=0; x=128 lies in column 1.
    const std::vector<map::Vertex> v{vertex(0, 0), vertex(0, 128), vertex(128, 128), vertex(128, 0)};
    const map::Blockmap bm = map::build_blockmap(v, {line(0, 1), line(1, 2), line(2, 3), line(3, 0)}, "t.wad: MAP01");
    EXPECT_TRUE(bm.built);
    EXPECT_EQ(bm.origin_x, -8 * kUnit);
    EXPECT_EQ(bm.origin_y, -8 * kUnit);
    EXPECT_EQ(bm.width, 2);
    EXPECT_EQ(bm.height, 2);
    EXPECT_EQ(cells_of(bm), (std::vector<std::vector<int>>{{0, 0, 3}, {0, 2, 3}, {0, 0, 1}, {0, 1, 2}}));
}

TEST(BlockmapBuilder, DiagonalLinesSkipCellsTheyMiss) {
    // y = x / 2 from (0,0) to (250,125), origin (-8,-8): cell edges at x 120, 248
    // and y 120. It reaches y 120 at x 240, so it touches cells (0,0), (1,0),
    // (1,1) and (2,1) but not (0,1) or (2,0), though its box covers them.
    const std::vector<map::Vertex> v{vertex(0, 0), vertex(250, 125)};
    const map::Blockmap bm = map::build_blockmap(v, {line(0, 1)}, "t.wad: MAP01");
    ASSERT_EQ(bm.width, 3);
    ASSERT_EQ(bm.height, 2);
    EXPECT_EQ(cells_of(bm), (std::vector<std::vector<int>>{{0, 0}, {0, 0}, {0}, {0}, {0, 0}, {0, 0}}));
}

// Each cell of a line's box whose closed square the infinite line passes
// through (its four corners not all strictly on one side), found by
// testing every cell of the box.
std::vector<std::vector<int>> cells_by_box_scan(const std::vector<map::Vertex>& v, const std::vector<map::Line>& lines,
                                                const map::Blockmap& grid) {
    std::vector<std::vector<int>> cells(grid.cell_count(), std::vector<int>{0});
    const int ox = grid.origin_x / kUnit, oy = grid.origin_y / kUnit;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const long long ax = v[static_cast<std::size_t>(lines[i].v1)].x / kUnit;
        const long long ay = v[static_cast<std::size_t>(lines[i].v1)].y / kUnit;
        const long long bx = v[static_cast<std::size_t>(lines[i].v2)].x / kUnit;
        const long long by = v[static_cast<std::size_t>(lines[i].v2)].y / kUnit;
        for (int cy = 0; cy < grid.height; ++cy)
            for (int cx = 0; cx < grid.width; ++cx) {
                const long long xl = ox + cx * 128LL, yl = oy + cy * 128LL;
                if (xl > std::max(ax, bx) || xl + 127 < std::min(ax, bx) || yl > std::max(ay, by) ||
                    yl + 127 < std::min(ay, by))
                    continue;
                int below = 0, above = 0;
                for (long long x : {xl, xl + 128})
                    for (long long y : {yl, yl + 128}) {
                        const long long side = (x - ax) * (by - ay) - (y - ay) * (bx - ax);
                        below += side < 0;
                        above += side > 0;
                    }
                if (below < 4 && above < 4) cells[static_cast<std::size_t>(cy * grid.width + cx)].push_back(static_cast<int>(i));
            }
    }
    return cells;
}

TEST(BlockmapBuilder, ListsWhatAScanOfEveryCellFinds) {
    // Lines of every slope and length, some crossing the whole map.
    std::mt19937 random(1994);
    std::uniform_int_distribution<int> coordinate(-3000, 3000);
    std::vector<map::Vertex> v;
    std::vector<map::Line> lines;
    for (int i = 0; i < 200; ++i) {
        v.push_back(vertex(coordinate(random), coordinate(random)));
        v.push_back(i % 7 == 0 ? vertex(v.back().x / kUnit, coordinate(random)) : vertex(coordinate(random), coordinate(random)));
        lines.push_back(line(2 * i, 2 * i + 1));
    }
    const map::Blockmap bm = map::build_blockmap(v, lines, "t.wad: MAP01");
    EXPECT_EQ(cells_of(bm), cells_by_box_scan(v, lines, bm));
}

TEST(BlockmapBuilder, RefusesListsAbsurdlyLong) {
    // 140 000 copies of a diagonal across the whole coordinate range each
    // touch about 1 000 cells: some 140 million entries, past the limit.
    const std::vector<map::Vertex> v{vertex(-32000, -32000), vertex(32000, 32000)};
    const std::vector<map::Line> lines(140000, line(0, 1));
    try {
        map::build_blockmap(v, lines, "big.wad: MAP01");
        FAIL() << "no error";
    } catch (const base::Error& e) {
        EXPECT_EQ(std::string(e.what()),
                  "big.wad: MAP01: a blockmap built for it would list more than 134217728 linedef entries");
    }
}

std::set<int> as_set(std::span<const int> cell) { return {cell.begin(), cell.end()}; }

// Freedoom's maps come from several node builders; most lay the blockmap
// out as DoomBSP did (origin 8 below the lowest vertex). Where the built
// grid equals the lump's, the builder must list every line the lump lists
// in each cell, and the very same lines in nearly all cells (DoomBSP also
// drops diagonals that only graze a cell's corner).
TEST(BlockmapBuilder, AgreesWithFreedoomLumpsWhereTheGridsMatch) {
    int compared = 0;
    for (const char* iwad : {"freedoom1.wad", "freedoom2.wad"}) {
        wad::Archive archive;
        archive.add_file(test_support::iwad(iwad));
        for (const wad::MapGroup& group : archive.maps()) {
            SCOPED_TRACE(std::string(iwad) + " " + group.name);
            const map::Level level = map::load_level(archive, group);
            const map::Blockmap built = map::build_blockmap(level.vertices, level.lines, level.where);
            const map::Blockmap& lump = level.blockmap;
            if (built.origin_x != lump.origin_x || built.origin_y != lump.origin_y || built.width != lump.width ||
                built.height != lump.height)
                continue;
            ++compared;
            std::size_t same = 0;
            for (std::size_t c = 0; c < lump.cell_count(); ++c) {
                const std::set<int> mine = as_set(built.cell(c)), theirs = as_set(lump.cell(c));
                EXPECT_TRUE(std::includes(mine.begin(), mine.end(), theirs.begin(), theirs.end())) << "cell " << c;
                same += mine == theirs;
            }
            EXPECT_GE(same * 100, lump.cell_count() * 95);
        }
    }
    // 62 of the 68 maps share DoomBSP's grid (counted with a Python copy of the lumps).
    EXPECT_EQ(compared, 62);
}

TEST(BlockmapBuilder, ListsEachFreedoom2Map01LineInItsEndpointCells) {
    // MAP01's own lump has no 8-unit margin (origin -328,-1796), so its cells
    // do not line up with a built grid; check the built one on its own terms.
    wad::Archive archive;
    archive.add_file(test_support::iwad("freedoom2.wad"));
    const map::Level level = map::load_level(archive, *archive.find_map("MAP01"));
    const map::Blockmap bm = map::build_blockmap(level.vertices, level.lines, level.where);
    EXPECT_EQ(bm.origin_x, -336 * kUnit);
    EXPECT_EQ(bm.origin_y, -1804 * kUnit);
    EXPECT_EQ(bm.width, 20);   // ((2176 + 8) - (-336)) >> 7, + 1
    EXPECT_EQ(bm.height, 28);  // ((1664 + 8) - (-1804)) >> 7, + 1
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        for (int v : {level.lines[i].v1, level.lines[i].v2}) {
            const map::Vertex& p = level.vertices[static_cast<std::size_t>(v)];
            const int cx = (p.x - bm.origin_x) >> 23, cy = (p.y - bm.origin_y) >> 23;
            const std::span<const int> cell = bm.cell(static_cast<std::size_t>(cy * bm.width + cx));
            EXPECT_NE(std::find(cell.begin() + 1, cell.end(), static_cast<int>(i)), cell.end()) << "line " << i;
        }
    }
}

TEST(BlockmapBuilder, LoaderBuildsOneWhenTheLumpIsMissingOrEmpty) {
    wad::Archive iwad;
    iwad.add_file(test_support::iwad("freedoom2.wad"));
    for (bool keep_empty_lump : {false, true}) {
        map_test::MapLumps m = map_test::copy_map(iwad, "MAP01");
        if (keep_empty_lump) m.lump("BLOCKMAP").clear();
        else m.remove("BLOCKMAP");
        const wad::Archive archive = map_test::make_pwad(m);
        const map::Level level = map::load_level(archive, archive.maps().at(0));
        EXPECT_TRUE(level.blockmap.built);
        EXPECT_EQ(level.blockmap.origin_x, -336 * kUnit);
        EXPECT_EQ(level.blockmap.width, 20);
        // Sector 0's box (-224..-32, -256..64) against the built origin (-336,-1804):
        // top (64+1804+32)>>7 = 14, bottom (-256+1804-32)>>7 = 11, left 0, right (-32+336+32)>>7 = 2.
        EXPECT_EQ(level.sectors[0].block_box, (std::array<int, 4>{14, 11, 0, 2}));
    }
}

}  // namespace
