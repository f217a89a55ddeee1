// The BLOCKMAP reader and the builder used when a map has none.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
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
    EXPECT_EQ(bm.cells, (std::vector<std::vector<int>>{{0, 3, 1}, {0, 3, 1}}));
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
    const map::Blockmap bm = map::build_blockmap(v, {line(0, 1), line(1, 2), line(2, 3), line(3, 0)});
    EXPECT_TRUE(bm.built);
    EXPECT_EQ(bm.origin_x, -8 * kUnit);
    EXPECT_EQ(bm.origin_y, -8 * kUnit);
    EXPECT_EQ(bm.width, 2);
    EXPECT_EQ(bm.height, 2);
    EXPECT_EQ(bm.cells, (std::vector<std::vector<int>>{{0, 0, 3}, {0, 2, 3}, {0, 0, 1}, {0, 1, 2}}));
}

TEST(BlockmapBuilder, DiagonalLinesSkipCellsTheyMiss) {
    // y = x / 2 from (0,0) to (250,125), origin (-8,-8): cell edges at x 120, 248
    // and y 120. It reaches y 120 at x 240, so it touches cells (0,0), (1,0),
    // (1,1) and (2,1) but not (0,1) or (2,0), though its box covers them.
    const std::vector<map::Vertex> v{vertex(0, 0), vertex(250, 125)};
    const map::Blockmap bm = map::build_blockmap(v, {line(0, 1)});
    ASSERT_EQ(bm.width, 3);
    ASSERT_EQ(bm.height, 2);
    EXPECT_EQ(bm.cells, (std::vector<std::vector<int>>{{0, 0}, {0, 0}, {0}, {0}, {0, 0}, {0, 0}}));
}

std::set<int> as_set(const std::vector<int>& cell) { return {cell.begin(), cell.end()}; }

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
            const map::Blockmap built = map::build_blockmap(level.vertices, level.lines);
            const map::Blockmap& lump = level.blockmap;
            if (built.origin_x != lump.origin_x || built.origin_y != lump.origin_y || built.width != lump.width ||
                built.height != lump.height)
                continue;
            ++compared;
            std::size_t same = 0;
            for (std::size_t c = 0; c < lump.cells.size(); ++c) {
                const std::set<int> mine = as_set(built.cells[c]), theirs = as_set(lump.cells[c]);
                EXPECT_TRUE(std::includes(mine.begin(), mine.end(), theirs.begin(), theirs.end())) << "cell " << c;
                same += mine == theirs;
            }
            EXPECT_GE(same * 100, lump.cells.size() * 95);
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
    const map::Blockmap bm = map::build_blockmap(level.vertices, level.lines);
    EXPECT_EQ(bm.origin_x, -336 * kUnit);
    EXPECT_EQ(bm.origin_y, -1804 * kUnit);
    EXPECT_EQ(bm.width, 20);   // ((2176 + 8) - (-336)) >> 7, + 1
    EXPECT_EQ(bm.height, 28);  // ((1664 + 8) - (-1804)) >> 7, + 1
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        for (int v : {level.lines[i].v1, level.lines[i].v2}) {
            const map::Vertex& p = level.vertices[static_cast<std::size_t>(v)];
            const int cx = (p.x - bm.origin_x) >> 23, cy = (p.y - bm.origin_y) >> 23;
            const auto& cell = bm.cells[static_cast<std::size_t>(cy * bm.width + cx)];
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
