// Loading the Freedoom maps. Expected numbers come from a small Python
// script that unpacks the lumps of freedoom2.wad (Freedoom 0.12.1) with
// struct.unpack and applies the original's formulas by hand: counts are
// lump size / entry size, derived values are worked out from the raw
// entries named in each comment.
#include <gtest/gtest.h>

#include <span>
#include <string>
#include <vector>

#include "map/doom_map_loader.h"
#include "map/level_validation.h"
#include "support/test_support.h"

namespace {

constexpr int kUnit = 1 << 16;

wad::Archive open_iwad(const std::string& name) {
    wad::Archive archive;
    archive.add_file(test_support::iwad(name));
    return archive;
}

// Loads and validates every map of an IWAD; returns their names.
std::vector<std::string> load_all(const std::string& iwad) {
    const wad::Archive archive = open_iwad(iwad);
    std::vector<std::string> names;
    for (const wad::MapGroup& group : archive.maps()) {
        SCOPED_TRACE(iwad + " " + group.name);
        map::Level level;
        EXPECT_NO_THROW(level = map::load_level(archive, group));
        EXPECT_NO_THROW(map::validate_level(level));
        EXPECT_EQ(level.name, group.name);
        EXPECT_FALSE(level.blockmap.built);  // every Freedoom map ships its BLOCKMAP
        names.push_back(group.name);
    }
    return names;
}

TEST(DoomMapLoader, EveryFreedoom1MapLoadsAndValidates) {
    std::vector<std::string> expected;
    for (int e = 1; e <= 4; ++e)
        for (int m = 1; m <= 9; ++m) expected.push_back("E" + std::to_string(e) + "M" + std::to_string(m));
    EXPECT_EQ(load_all("freedoom1.wad"), expected);
}

TEST(DoomMapLoader, EveryFreedoom2MapLoadsAndValidates) {
    std::vector<std::string> expected;
    for (int m = 1; m <= 32; ++m) expected.push_back((m < 10 ? "MAP0" : "MAP") + std::to_string(m));
    EXPECT_EQ(load_all("freedoom2.wad"), expected);
}

class Freedoom2Map01 : public ::testing::Test {
protected:
    void SetUp() override {
        archive_ = open_iwad("freedoom2.wad");
        level_ = map::load_level(archive_, *archive_.find_map("MAP01"));
    }
    wad::Archive archive_;
    map::Level level_;
};

TEST_F(Freedoom2Map01, CountsMatchLumpSizes) {
    // Lump sizes: VERTEXES 4032, LINEDEFS 14966, SIDEDEFS 49980, SEGS 22056,
    // SSECTORS 2212, NODES 15456, SECTORS 5148, THINGS 1620, REJECT 4901.
    EXPECT_EQ(level_.vertices.size(), 4032u / 4);
    EXPECT_EQ(level_.lines.size(), 14966u / 14);
    EXPECT_EQ(level_.sides.size(), 49980u / 30);
    EXPECT_EQ(level_.segs.size(), 22056u / 12);
    EXPECT_EQ(level_.subsectors.size(), 2212u / 4);
    EXPECT_EQ(level_.nodes.size(), 15456u / 28);
    EXPECT_EQ(level_.sectors.size(), 5148u / 26);
    EXPECT_EQ(level_.things.size(), 1620u / 10);
    EXPECT_EQ(level_.reject.size(), (198u * 198u + 7) / 8);
}

TEST_F(Freedoom2Map01, RecordsAreDecoded) {
    const map::Sector& s0 = level_.sectors[0];  // raw: 0, 128, AQF001, FLOOR5_2, 144, 0, 0
    EXPECT_EQ(s0.floor_height, 0);
    EXPECT_EQ(s0.ceiling_height, 128 * kUnit);
    EXPECT_EQ(s0.floor_flat, "AQF001");
    EXPECT_EQ(s0.ceiling_flat, "FLOOR5_2");
    EXPECT_EQ(s0.light, 144);
    const map::Side& side0 = level_.sides[0];  // raw: 96, 0, "-", "-", AQRUST08, sector 0
    EXPECT_EQ(side0.texture_offset, 96 * kUnit);
    EXPECT_EQ(side0.top_texture, "-");
    EXPECT_EQ(side0.mid_texture, "AQRUST08");
    EXPECT_EQ(side0.sector, 0);
    const map::Thing& t0 = level_.things[0];  // raw: -192, -160, 0, 1, 7
    EXPECT_EQ(t0.x, -192);
    EXPECT_EQ(t0.y, -160);
    EXPECT_EQ(t0.type, 1);
    EXPECT_EQ(t0.options, 7);
    EXPECT_EQ(level_.vertices[0].x, -224 * kUnit);
    EXPECT_EQ(level_.vertices[0].y, -256 * kUnit);
}

TEST_F(Freedoom2Map01, LineFieldsAreDerivedFromVerticesAndSides) {
    // Line 0: vertex 0 (-224,-256) to vertex 1 (-224,-192), flags 1, sides 0 / none.
    const map::Line& l0 = level_.lines[0];
    EXPECT_EQ(l0.v1, 0);
    EXPECT_EQ(l0.v2, 1);
    EXPECT_EQ(l0.dx, 0);
    EXPECT_EQ(l0.dy, 64 * kUnit);
    EXPECT_EQ(l0.slope, map::SlopeType::Vertical);
    EXPECT_EQ(l0.bbox, (map::BBox{-192 * kUnit, -256 * kUnit, -224 * kUnit, -224 * kUnit}));
    EXPECT_EQ(l0.sides[1], map::kNone);
    EXPECT_EQ(l0.front_sector, 0);
    EXPECT_EQ(l0.back_sector, map::kNone);
    // Line 9: (-128,-16) to (-224,32): dx -96, dy 48, so dy/dx < 0; sides 10 (sector 0), 11 (sector 4).
    const map::Line& l9 = level_.lines[9];
    EXPECT_EQ(l9.dx, -96 * kUnit);
    EXPECT_EQ(l9.dy, 48 * kUnit);
    EXPECT_EQ(l9.slope, map::SlopeType::Negative);
    EXPECT_EQ(l9.bbox, (map::BBox{32 * kUnit, -16 * kUnit, -224 * kUnit, -128 * kUnit}));
    EXPECT_EQ(l9.front_sector, 0);
    EXPECT_EQ(l9.back_sector, 4);
}

TEST_F(Freedoom2Map01, SegSectorsFollowTheTwoSidedFlag) {
    // Seg 8: raw angle 51707, line 269 (flags 1, one-sided, front side 402).
    const map::Seg& one_sided = level_.segs[8];
    EXPECT_EQ(one_sided.line, 269);
    EXPECT_EQ(one_sided.angle, 51707u << 16);
    EXPECT_EQ(one_sided.sidedef, 402);
    EXPECT_EQ(one_sided.front_sector, level_.sides[402].sector);
    EXPECT_EQ(one_sided.back_sector, map::kNone);
    // Seg 4: raw angle 24576, back side of two-sided line 808 (sides 1240 in sector 108, 1241 in sector 45).
    const map::Seg& back = level_.segs[4];
    EXPECT_EQ(back.side, 1);
    EXPECT_EQ(back.angle, 1610612736u);
    EXPECT_EQ(back.sidedef, 1241);
    EXPECT_EQ(back.front_sector, 45);
    EXPECT_EQ(back.back_sector, 108);
    // Subsector 0 starts at seg 0, which is on the front of line 563, side 842 in sector 108.
    EXPECT_EQ(level_.subsectors[0].first_seg, 0);
    EXPECT_EQ(level_.subsectors[0].num_segs, 4);
    EXPECT_EQ(level_.subsectors[0].sector, 108);
}

TEST_F(Freedoom2Map01, NodesAreShiftedAndChildrenConverted) {
    EXPECT_EQ(level_.bsp_root(), 551u);
    // Root node raw: 1184, 312, -56, 0, boxes (1664,312,448,1728) (312,-1796,-328,2176), children 166, 550.
    const map::Node& root = level_.nodes[551];
    EXPECT_EQ(root.x, 1184 * kUnit);
    EXPECT_EQ(root.dx, -56 * kUnit);
    EXPECT_EQ(root.bbox[1][map::kBoxBottom], -1796 * kUnit);
    EXPECT_EQ(root.children, (std::array<std::uint32_t, 2>{166, 550}));
    // Node 0's raw children are 0x8000 and 0x8001: subsectors 0 and 1.
    EXPECT_EQ(level_.nodes[0].children, (std::array<std::uint32_t, 2>{map::kSubsectorBit | 0, map::kSubsectorBit | 1}));
}

TEST_F(Freedoom2Map01, SectorLinesBoxesAndBlockBoxesAreGrouped) {
    // Lines whose front or back side is in the sector, in linedef order;
    // box from their vertices; sound origin the box centre; block box
    // ((edge - origin ± 32) >> 7 in map units) clamped to the 20x28 grid at
    // origin (-328,-1796).
    const map::Sector& s0 = level_.sectors[0];
    ASSERT_EQ(s0.lines.size(), 13u);
    EXPECT_EQ(std::vector<int>(s0.lines.begin(), s0.lines.begin() + 6), (std::vector<int>{0, 3, 8, 9, 10, 11}));
    EXPECT_EQ(s0.bbox, (map::BBox{64 * kUnit, -256 * kUnit, -224 * kUnit, -32 * kUnit}));
    EXPECT_EQ(s0.sound_x, -128 * kUnit);
    EXPECT_EQ(s0.sound_y, -96 * kUnit);
    EXPECT_EQ(s0.block_box, (std::array<int, 4>{14, 11, 0, 2}));
    const map::Sector& s108 = level_.sectors[108];
    ASSERT_EQ(s108.lines.size(), 20u);
    EXPECT_EQ(s108.lines[0], 19);
    EXPECT_EQ(s108.bbox, (map::BBox{392 * kUnit, 312 * kUnit, 1048 * kUnit, 1128 * kUnit}));
    EXPECT_EQ(s108.sound_x, 71303168);  // 1088 map units
    EXPECT_EQ(s108.sound_y, 23068672);  // 352 map units
    EXPECT_EQ(s108.block_box, (std::array<int, 4>{17, 16, 10, 11}));
    // Two-sided lines with different sectors count once in each.
    std::size_t entries = 0;
    for (const map::Sector& s : level_.sectors) entries += s.lines.size();
    EXPECT_EQ(entries, 1661u);
}

TEST_F(Freedoom2Map01, RejectAndBlockmapComeFromTheLumps) {
    // REJECT bit s1*198+s2: set for (0,2), clear for (0,0) and (0,1).
    EXPECT_TRUE(level_.rejects(0, 2));
    EXPECT_FALSE(level_.rejects(0, 0));
    EXPECT_FALSE(level_.rejects(0, 1));
    const map::Blockmap& bm = level_.blockmap;
    EXPECT_EQ(bm.origin_x, -328 * kUnit);
    EXPECT_EQ(bm.origin_y, -1796 * kUnit);
    EXPECT_EQ(bm.width, 20);
    EXPECT_EQ(bm.height, 28);
    ASSERT_EQ(bm.cell_count(), 560u);
    // Lists keep their leading 0, as the original iterates it.
    EXPECT_EQ(std::vector<int>(bm.cell(0).begin(), bm.cell(0).end()), (std::vector<int>{0}));
    EXPECT_EQ(std::vector<int>(bm.cell(1).begin(), bm.cell(1).end()), (std::vector<int>{0, 73, 858, 863, 914}));
    std::size_t entries = 0;
    for (std::size_t c = 0; c < bm.cell_count(); ++c) {
        const std::span<const int> cell = bm.cell(c);
        ASSERT_FALSE(cell.empty());
        EXPECT_EQ(cell.front(), 0);
        entries += cell.size();
    }
    EXPECT_EQ(entries, 2163u);
}

}  // namespace
