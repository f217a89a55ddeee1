// A hand-made 128x128 room (map_test::square_room): a single subsector and
// no nodes, no BLOCKMAP, expected values worked out by hand in comments.
#include <gtest/gtest.h>

#include <climits>

#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/level_validation.h"
#include "map/map_test_wad.h"

namespace {

constexpr int kUnit = 1 << 16;

map::Level load(const map_test::MapLumps& m) {
    const wad::Archive archive = map_test::make_pwad(m, "room.wad");
    return map::load_level(archive, archive.maps().at(0));
}

TEST(SquareRoom, LoadsWithoutNodesOrBlockmap) {
    const map::Level level = load(map_test::square_room());
    EXPECT_NO_THROW(map::validate_level(level));
    EXPECT_TRUE(level.nodes.empty());
    EXPECT_EQ(level.bsp_root(), map::kSubsectorBit | 0);
    EXPECT_EQ(level.subsectors[0].sector, 0);
    ASSERT_EQ(level.things.size(), 1u);
    EXPECT_EQ(level.things[0].angle, 90);
    // Seg angles are the raw 16 bits shifted up: north, east, south, west.
    EXPECT_EQ(level.segs[0].angle, 0x40000000u);
    EXPECT_EQ(level.segs[1].angle, 0u);
    EXPECT_EQ(level.segs[2].angle, 0xC0000000u);
    EXPECT_EQ(level.segs[3].angle, 0x80000000u);
    EXPECT_EQ(level.lines[1].slope, map::SlopeType::Horizontal);
    EXPECT_EQ(level.lines[1].dx, 128 * kUnit);

    const map::Sector& s = level.sectors[0];
    EXPECT_EQ(s.lines, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(s.bbox, (map::BBox{128 * kUnit, 0, 0, 128 * kUnit}));
    EXPECT_EQ(s.sound_x, 64 * kUnit);
    EXPECT_EQ(s.sound_y, 64 * kUnit);
    // Built 2x2 grid at (-8,-8): top (128+8+32)>>7 = 1, bottom (0+8-32)>>7 = -1 -> 0.
    EXPECT_TRUE(level.blockmap.built);
    EXPECT_EQ(level.blockmap.width, 2);
    EXPECT_EQ(s.block_box, (std::array<int, 4>{1, 0, 0, 1}));
    EXPECT_EQ(level.reject, (std::vector<std::uint8_t>{0}));
}

TEST(SquareRoom, SectorBoxKeepsTheOriginalsElseIfQuirk) {
    map_test::MapLumps m = map_test::square_room();
    // A second sector whose only line runs from (48,48) down to (16,16).
    map_test::append_s16(m.lump("VERTEXES"), {48, 48, 16, 16});
    map_test::append_s16(m.lump("LINEDEFS"), {4, 5, 1, 0, 0, 4, -1});
    auto& sides = m.lump("SIDEDEFS");
    map_test::append_s16(sides, {0, 0});
    for (const char* tex : {"-", "-", "STARTAN3"}) map_test::append_name(sides, tex);
    map_test::append_s16(sides, {1});
    auto& sectors = m.lump("SECTORS");
    map_test::append_s16(sectors, {0, 128});
    map_test::append_name(sectors, "FLOOR4_8");
    map_test::append_name(sectors, "CEIL3_5");
    map_test::append_s16(sectors, {160, 0, 0});
    const map::Level level = load(m);
    EXPECT_NO_THROW(map::validate_level(level));

    // (48,48) lowers left and bottom from INT_MAX, so the else-if never
    // raises right and top; (16,16) lowers them again. Right and top stay
    // INT_MIN, exactly as the original leaves them.
    const map::Sector& s = level.sectors[1];
    EXPECT_EQ(s.lines, (std::vector<int>{4}));
    EXPECT_EQ(s.bbox, (map::BBox{INT_MIN, 16 * kUnit, 16 * kUnit, INT_MIN}));
    // (INT_MIN + 16 * 65536) / 2, truncated toward zero.
    EXPECT_EQ(s.sound_x, -1073217536);
    EXPECT_EQ(s.sound_y, -1073217536);
    // top: (INT_MIN + 8*65536 + 32*65536) >> 23 = -256, never clamped from below;
    // bottom: (16 + 8 - 32) * 65536 >> 23 = -1 -> 0.
    EXPECT_EQ(s.block_box, (std::array<int, 4>{-256, 0, 0, -256}));
}

TEST(SquareRoom, TwoSidedFlagWithoutBackSidedefGivesNoBackSector) {
    map_test::MapLumps m = map_test::square_room();
    map_test::put_u16(m.lump("LINEDEFS"), 4, 1 | 4);  // line 0: impassable + two-sided, back side none
    const map::Level level = load(m);
    EXPECT_EQ(level.segs[0].back_sector, map::kNone);
    EXPECT_EQ(level.lines[0].back_sector, map::kNone);
}

std::string validation_error(const map::Level& level) {
    try {
        map::validate_level(level);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST(LevelValidation, NamesTheElementAndIndex) {
    const map::Level good = load(map_test::square_room());
    map::Level bad = good;
    bad.lines[2].v1 = 99;
    EXPECT_EQ(validation_error(bad), "MAP01: line 2 names vertex 99 (level has 4 vertices)");
    bad = good;
    bad.segs[1].front_sector = 3;
    EXPECT_EQ(validation_error(bad), "MAP01: seg 1 names front sector 3 (level has 1 sectors)");
    bad = good;
    bad.blockmap.lines[static_cast<std::size_t>(bad.blockmap.starts[4] - 1)] = 7;  // cell 3's last entry
    EXPECT_EQ(validation_error(bad), "MAP01: blockmap cell 3 names line 7 (level has 4 lines)");
    bad = good;
    // The built lists are {0,0,3} {0,2,3} {0,0,1} {0,1,2}: starts 0 3 6 9 12.
    ASSERT_EQ(bad.blockmap.starts, (std::vector<int>{0, 3, 6, 9, 12}));
    bad.blockmap.starts[2] = 13;
    EXPECT_EQ(validation_error(bad), "MAP01: blockmap cell 1's list runs from entry 3 to 13 of 12");
    bad = good;
    bad.reject.clear();
    EXPECT_EQ(validation_error(bad), "MAP01: reject table is 0 bytes for 1 sectors");
    bad = good;
    bad.subsectors.push_back(bad.subsectors[0]);
    EXPECT_EQ(validation_error(bad), "MAP01: has no nodes but 2 subsectors");
}

TEST(LevelValidation, FindsLoopsInTheBspTree) {
    std::vector<map::Node> nodes(3);
    nodes[0].children = {map::kSubsectorBit | 0, map::kSubsectorBit | 1};
    nodes[1].children = {0, 2};  // 2 is the root: a loop
    nodes[2].children = {1, map::kSubsectorBit | 2};
    EXPECT_EQ(map::find_bsp_loop(nodes), std::optional<std::size_t>(2));
    nodes[1].children = {0, 0};  // a shared child is no loop
    EXPECT_EQ(map::find_bsp_loop(nodes), std::nullopt);
}

}  // namespace
