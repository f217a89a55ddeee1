// Broken copies of freedoom2.wad's MAP01, assembled in memory as a PWAD
// named bad.wad: each must give one base::Error naming the file, the map,
// the lump and the entry at fault, or, for broken nodes or a broken
// BLOCKMAP, one warning that does and our own rebuilt in their place. Entry offsets are index * entry size
// plus the field's offset in the Doom map format; counts are MAP01's
// (1008 vertices, 1069 linedefs, 1666 sidedefs, 198 sectors, 1838 segs,
// 553 subsectors, 552 nodes).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>

#include "base/log.h"
#include "map/doom_map_loader.h"
#include "map/map_test_wad.h"
#include "support/test_support.h"

namespace {

using map_test::get_u16;
using map_test::load_error;
using map_test::make_pwad;
using map_test::MapLumps;
using map_test::put_u16;

class MalformedMap01 : public ::testing::Test {
protected:
    void SetUp() override {
        iwad_.add_file(test_support::iwad("freedoom2.wad"));
        map_ = map_test::copy_map(iwad_, "MAP01");
    }
    std::string error() const { return load_error(make_pwad(map_)); }
    // Nodes that do not hold together are the node builder's fault, not
    // the map's: the map loads with ours and one warning names the problem.
    // So is a BLOCKMAP that cannot be right (`what`: "blockmap is").
    void expect_rebuilt(const std::string& problem, const std::string& what = "nodes are") const {
        testing::internal::CaptureStderr();
        const std::string refused = error();
        EXPECT_EQ(testing::internal::GetCapturedStderr(), "warning: " + problem + "; the " + what + " rebuilt\n");
        EXPECT_EQ(refused, "");
    }
    std::vector<std::uint8_t>& lump(const std::string& name) { return map_.lump(name); }

    wad::Archive iwad_;
    MapLumps map_;
};

TEST_F(MalformedMap01, UnchangedCopyLoads) { EXPECT_EQ(error(), ""); }

TEST_F(MalformedMap01, LinedefNamesMissingVertex) {
    put_u16(lump("LINEDEFS"), 12 * 14 + 0, 9999);
    EXPECT_EQ(error(), "bad.wad: MAP01: LINEDEFS entry 12 names vertex 9999 (map has 1008 vertices)");
}

TEST_F(MalformedMap01, LinedefNamesMissingSidedef) {
    put_u16(lump("LINEDEFS"), 12 * 14 + 12, 9999);  // back side
    EXPECT_EQ(error(), "bad.wad: MAP01: LINEDEFS entry 12 names sidedef 9999 (map has 1666 sidedefs)");
}

TEST_F(MalformedMap01, LinedefWithoutFrontSidedef) {
    put_u16(lump("LINEDEFS"), 12 * 14 + 10, 0xFFFF);
    EXPECT_EQ(error(), "bad.wad: MAP01: LINEDEFS entry 12 has no front sidedef");
}

TEST_F(MalformedMap01, SidedefNamesMissingSector) {
    put_u16(lump("SIDEDEFS"), 7 * 30 + 28, 500);
    EXPECT_EQ(error(), "bad.wad: MAP01: SIDEDEFS entry 7 names sector 500 (map has 198 sectors)");
}

TEST_F(MalformedMap01, SegNamesMissingLinedef) {
    put_u16(lump("SEGS"), 30 * 12 + 6, 5000);
    expect_rebuilt("bad.wad: MAP01: SEGS entry 30 names linedef 5000 (map has 1069 linedefs)");
}

TEST_F(MalformedMap01, SegNamesMissingVertex) {
    put_u16(lump("SEGS"), 30 * 12 + 2, 1008);
    expect_rebuilt("bad.wad: MAP01: SEGS entry 30 names vertex 1008 (map has 1008 vertices)");
}

TEST_F(MalformedMap01, SegSideMustBeFrontOrBack) {
    put_u16(lump("SEGS"), 8 * 12 + 8, 2);
    expect_rebuilt("bad.wad: MAP01: SEGS entry 8 names side 2 of its linedef (must be 0 for front or 1 for back)");
}

TEST_F(MalformedMap01, SegOnTheMissingBackOfAOneSidedLine) {
    put_u16(lump("SEGS"), 8 * 12 + 8, 1);  // seg 8 lies on one-sided line 269
    expect_rebuilt("bad.wad: MAP01: SEGS entry 8 lies on the back of linedef 269, which has no sidedef there");
}

TEST_F(MalformedMap01, SubsectorRunsPastTheSegs) {
    put_u16(lump("SSECTORS"), 552 * 4 + 0, 5);
    put_u16(lump("SSECTORS"), 552 * 4 + 2, 1837);
    expect_rebuilt("bad.wad: MAP01: SSECTORS entry 552 names segs 1837 to 1841 (map has 1838 segs)");
}

TEST_F(MalformedMap01, SubsectorWithoutSegs) {
    put_u16(lump("SSECTORS"), 3 * 4 + 0, 0);
    expect_rebuilt("bad.wad: MAP01: SSECTORS entry 3 has no segs");
}

TEST_F(MalformedMap01, NodeChildNodeOutOfRange) {
    put_u16(lump("NODES"), 551 * 28 + 24, 600);
    expect_rebuilt("bad.wad: MAP01: NODES entry 551 names node 600 (map has 552 nodes)");
}

TEST_F(MalformedMap01, NodeChildSubsectorOutOfRange) {
    put_u16(lump("NODES"), 0 * 28 + 26, 0x8000 | 1000);
    expect_rebuilt("bad.wad: MAP01: NODES entry 0 names subsector 1000 (map has 553 subsectors)");
}

TEST_F(MalformedMap01, NodeThatIsItsOwnChild) {
    put_u16(lump("NODES"), 551 * 28 + 24, 551);
    expect_rebuilt("bad.wad: MAP01: NODES entry 551 is its own descendant (the BSP tree has a loop)");
}

TEST_F(MalformedMap01, NoNodesForManySubsectors) {
    lump("NODES").clear();
    expect_rebuilt("bad.wad: MAP01: NODES is empty but the map has 553 subsectors; only a map of one subsector "
                       "can do without nodes");
}

TEST_F(MalformedMap01, EmptySectors) {
    lump("SECTORS").clear();
    EXPECT_EQ(error(), "bad.wad: MAP01: SECTORS is empty; a map needs at least one sector");
}

TEST_F(MalformedMap01, EmptyVertices) {
    lump("VERTEXES").clear();
    EXPECT_EQ(error(), "bad.wad: MAP01: VERTEXES is empty; a map needs at least one vertex");
}

TEST_F(MalformedMap01, MissingVertexesLump) {
    map_.remove("VERTEXES");
    EXPECT_EQ(error(), "bad.wad: MAP01: no VERTEXES lump");
}

TEST_F(MalformedMap01, LinedefsSizeNotAMultipleOfTheEntry) {
    lump("LINEDEFS").push_back(0);
    EXPECT_EQ(error(), "bad.wad: MAP01: LINEDEFS is 14967 bytes, not a multiple of 14 (the size of one linedef)");
}

TEST_F(MalformedMap01, ThingsSizeNotAMultipleOfTheEntry) {
    lump("THINGS").resize(1623);
    EXPECT_EQ(error(), "bad.wad: MAP01: THINGS is 1623 bytes, not a multiple of 10 (the size of one thing)");
}

TEST_F(MalformedMap01, BlockmapCellOffsetPastTheLump) {
    put_u16(lump("BLOCKMAP"), 8 + 3 * 2, 0xFFF0);  // cell 3's offset
    expect_rebuilt("bad.wad: MAP01: BLOCKMAP cell 3 (x 3, y 0) starts at word 65520, past the end of the lump "
                   "(2741 words)",
                   "blockmap is");
}

TEST_F(MalformedMap01, BlockmapListWithoutTerminator) {
    std::vector<std::uint8_t>& bm = lump("BLOCKMAP");
    // The list stored last ends the lump; the first cell pointing at it hits the end.
    std::size_t last_cell = 0;
    for (std::size_t c = 0; c < 20 * 28; ++c)
        if (get_u16(bm, 8 + 2 * c) > get_u16(bm, 8 + 2 * last_cell)) last_cell = c;
    ASSERT_EQ(get_u16(bm, bm.size() - 2), 0xFFFF);
    bm.resize(bm.size() - 2);
    expect_rebuilt("bad.wad: MAP01: BLOCKMAP cell " + std::to_string(last_cell) + " (x " +
                       std::to_string(last_cell % 20) + ", y " + std::to_string(last_cell / 20) +
                       ") list has no 0xFFFF terminator before the end of the lump",
                   "blockmap is");
}

TEST_F(MalformedMap01, BlockmapListNamesMissingLinedef) {
    std::vector<std::uint8_t>& bm = lump("BLOCKMAP");
    const std::size_t list = get_u16(bm, 8 + 2 * 1);  // cell 1's list: 0, 73, 858, ...
    put_u16(bm, 2 * (list + 1), 5000);
    expect_rebuilt("bad.wad: MAP01: BLOCKMAP cell 1 (x 1, y 0) lists linedef 5000 (map has 1069 linedefs)", "blockmap is");
}

TEST_F(MalformedMap01, ABehaviorLumpMakesItHexenFormatWithHexenSizedEntries) {
    map_.add("BEHAVIOR", {0});
    EXPECT_EQ(error(), "bad.wad: MAP01: LINEDEFS is 14966 bytes, not a multiple of 16 (the size of one linedef)");
}

TEST_F(MalformedMap01, ExtendedNodesInNodesAreReadAndChecked) {
    std::vector<std::uint8_t> nodes{'X', 'N', 'O', 'D'};
    nodes.resize(28);
    lump("NODES") = nodes;
    expect_rebuilt("bad.wad: MAP01: NODES (XNOD): keeps 0 original vertices but line 0 uses vertex 1");
}

TEST(MalformedMap, UdmfWithoutLinesIsRefused) {
    const std::string text = "namespace = \"doom\";";
    MapLumps m{"MAP07", {}};
    m.add("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    m.add("ENDMAP");
    EXPECT_EQ(load_error(make_pwad(m, "udmf.wad")), "udmf.wad: MAP07: TEXTMAP: the map has no linedefs");
}

// A short REJECT is followed by what Doom 1.9 read after it (Chocolate
// Doom's reconstruction: the next zone block's header, then zeros); a
// missing one is all zeros; a long one is cut to the 198 * 198 bits the
// map needs.
class RejectOfMap01 : public MalformedMap01 {
protected:
    void SetUp() override {
        MalformedMap01::SetUp();
        original_ = lump("REJECT");
        base::set_log_quiet(true);  // the padding warns
    }
    void TearDown() override { base::set_log_quiet(false); }
    map::Level loaded_level() {
        const wad::Archive archive = make_pwad(map_);
        return map::load_level(archive, archive.maps().at(0));
    }
    std::vector<std::uint8_t> loaded() { return loaded_level().reject; }
    // P_GroupLines' totallines: a line counts once for each sector it borders.
    static std::size_t sector_line_count(const map::Level& level) {
        std::size_t n = 0;
        for (const map::Line& line : level.lines)
            n += line.back_sector != map::kNone && line.back_sector != line.front_sector ? 2 : 1;
        return n;
    }
    // The size of the zone block after REJECT: a pointer per entry of the
    // sectors' line lists, rounded to a word, + 24 for its header.
    static std::uint32_t block_size(const map::Level& level) {
        return static_cast<std::uint32_t>(((sector_line_count(level) * 4 + 3) & ~std::size_t{3}) + 24);
    }
    std::vector<std::uint8_t> original_;
};

TEST_F(RejectOfMap01, ShortIsPaddedAsTheOriginalReadIt) {
    lump("REJECT").resize(100);
    const map::Level level = loaded_level();
    const auto& reject = level.reject;
    ASSERT_EQ(reject.size(), 4901u);
    EXPECT_TRUE(level.reject_short);
    EXPECT_TRUE(std::equal(reject.begin(), reject.begin() + 100, original_.begin()));
    // The header of the block after: its size, no owner, PU_LEVEL (50),
    // ZONEID 0x1d4a11; little-endian. Counting lines instead of line-list
    // entries would give another size on this map.
    ASSERT_GT(sector_line_count(level), level.lines.size());
    const std::uint32_t size = block_size(level);
    const std::vector<std::uint8_t> header{static_cast<std::uint8_t>(size), static_cast<std::uint8_t>(size >> 8),
                                           static_cast<std::uint8_t>(size >> 16), static_cast<std::uint8_t>(size >> 24),
                                           0, 0, 0, 0, 50, 0, 0, 0, 0x11, 0x4a, 0x1d, 0};
    EXPECT_EQ(std::vector<std::uint8_t>(reject.begin() + 100, reject.begin() + 116), header);
    EXPECT_TRUE(std::all_of(reject.begin() + 116, reject.end(), [](std::uint8_t b) { return b == 0; }));
    EXPECT_TRUE(std::any_of(original_.begin() + 100, original_.end(), [](std::uint8_t b) { return b != 0; }));
}

TEST_F(RejectOfMap01, NearlyFullKeepsOnlyThePartOfTheHeaderThatFits) {
    lump("REJECT").resize(4899);
    const auto reject = loaded();
    ASSERT_EQ(reject.size(), 4901u);
    EXPECT_TRUE(std::equal(reject.begin(), reject.begin() + 4899, original_.begin()));
    const std::uint32_t size = block_size(loaded_level());
    EXPECT_EQ(reject[4899], static_cast<std::uint8_t>(size));
    EXPECT_EQ(reject[4900], static_cast<std::uint8_t>(size >> 8));
}

TEST_F(RejectOfMap01, MissingIsAllZeroAndWarned) {
    // The original could not load a binary map without REJECT: its author should add one.
    map_.remove("REJECT");
    base::set_log_quiet(false);
    testing::internal::CaptureStderr();
    const map::Level level = loaded_level();
    const std::string warned = testing::internal::GetCapturedStderr();
    EXPECT_TRUE(warned.starts_with("warning: ")) << warned;
    EXPECT_TRUE(warned.ends_with(": MAP01: no REJECT lump; every sight check will run\n")) << warned;
    EXPECT_EQ(std::count(warned.begin(), warned.end(), '\n'), 1) << warned;
    const auto& reject = level.reject;
    EXPECT_FALSE(level.reject_short);
    ASSERT_EQ(reject.size(), 4901u);
    EXPECT_TRUE(std::all_of(reject.begin(), reject.end(), [](std::uint8_t b) { return b == 0; }));
}

TEST_F(RejectOfMap01, LongIsCut) {
    lump("REJECT").resize(5000, 0xFF);
    EXPECT_EQ(loaded(), original_);
}

}  // namespace
