// Boom's colormaps (C_START…C_END) and translucency tables found as lumps,
// and one warning naming the lump for each of the wrong size.
#include <gtest/gtest.h>

#include <algorithm>

#include "assets/boom_tables.h"
#include "wad_builder.h"

namespace {

std::vector<std::uint8_t> filled(std::size_t size, int value) { return std::vector<std::uint8_t>(size, static_cast<std::uint8_t>(value)); }

TEST(BoomTables, ColormapsBetweenTheMarkersAndTablesBySize) {
    const auto archive = asset_tests::WadBuilder()
                             .lump("C_START")
                             .lump("WATERMAP", filled(34 * 256, 7))
                             .lump("FOGMAP", filled(33 * 256, 9))
                             .lump("C_END")
                             .lump("OUTSIDE", filled(34 * 256, 1))
                             .lump("TRANMAP", filled(65536, 3))
                             .lump("GLASS", filled(65536, 4))
                             .archive("tables.wad");
    const assets::BoomTables tables = assets::load_boom_tables(archive);
    ASSERT_EQ(tables.colormaps.size(), 2u);
    EXPECT_EQ(tables.colormaps[0].name, "WATERMAP");
    EXPECT_EQ(tables.colormaps[1].rows[0], 9);
    EXPECT_EQ(tables.colormap_number("COLORMAP"), 0);
    EXPECT_EQ(tables.colormap_number("watermap"), 1);
    EXPECT_EQ(tables.colormap_number("FOGMAP"), 2);
    EXPECT_EQ(tables.colormap_number("OUTSIDE"), std::nullopt);  // not between the markers
    ASSERT_NE(tables.translucency_table("glass"), nullptr);
    EXPECT_EQ((*tables.translucency_table("GLASS"))[100], 4);
    EXPECT_NE(tables.translucency_table("TRANMAP"), nullptr);
    EXPECT_EQ(tables.translucency_table("WATERMAP"), nullptr);
}

TEST(BoomTables, WrongSizesAreWarnedOfByNameAndLeftOut) {
    const auto archive = asset_tests::WadBuilder()
                             .lump("C_START")
                             .lump("SHORTMAP", filled(32 * 256, 7))
                             .lump("C_END")
                             .lump("TRANMAP", filled(65535, 3))
                             .archive("bad.wad");
    testing::internal::CaptureStderr();
    const assets::BoomTables tables = assets::load_boom_tables(archive);
    const std::string log = testing::internal::GetCapturedStderr();
    EXPECT_TRUE(tables.colormaps.empty());
    EXPECT_EQ(tables.translucency_table("TRANMAP"), nullptr);
    EXPECT_NE(log.find("bad.wad: lump SHORTMAP"), std::string::npos) << log;
    EXPECT_NE(log.find("8192"), std::string::npos) << log;
    EXPECT_NE(log.find("bad.wad: lump TRANMAP"), std::string::npos) << log;
    EXPECT_NE(log.find("65535"), std::string::npos) << log;
    EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 2) << log;
}

TEST(BoomTables, ALaterWadReplacesAColormapInPlace) {
    wad::Archive archive = asset_tests::WadBuilder()
                               .lump("C_START")
                               .lump("AMAP", filled(33 * 256, 1))
                               .lump("BMAP", filled(33 * 256, 2))
                               .lump("C_END")
                               .archive("one.wad");
    archive.add_file(wad::File::parse("two.wad", asset_tests::WadBuilder()
                                                     .lump("C_START")
                                                     .lump("AMAP", filled(33 * 256, 5))
                                                     .lump("C_END")
                                                     .bytes()));
    const assets::BoomTables tables = assets::load_boom_tables(archive);
    ASSERT_EQ(tables.colormaps.size(), 2u);
    EXPECT_EQ(tables.colormaps[0].name, "AMAP");
    EXPECT_EQ(tables.colormaps[0].rows[0], 5);
    EXPECT_EQ(tables.colormaps[1].name, "BMAP");
}

}  // namespace
