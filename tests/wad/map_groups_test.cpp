// Map groups found by their marker: classic maps of both IWADs, UDMF
// TEXTMAP..ENDMAP groups, Hexen-format maps and maps with any name.
//
// From the WAD directories (Python): freedoom1.wad has 36 maps E1M1..E4M9
// and freedoom2.wad 32 maps MAP01..MAP32, the k-th marker at lump 11 * k,
// each followed by exactly THINGS LINEDEFS SIDEDEFS VERTEXES SEGS SSECTORS
// NODES SECTORS REJECT BLOCKMAP.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "support/test_support.h"
#include "wad/archive.h"
#include "wad_image.h"

namespace {

using wad_tests::WadImage;

constexpr std::array<const char*, 10> kMapLumps{"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                                "SSECTORS", "NODES",  "SECTORS",  "REJECT",   "BLOCKMAP"};

void expect_classic_maps(const char* wad_name, const std::vector<std::string>& names) {
    SCOPED_TRACE(wad_name);
    wad::Archive a;
    a.add_file(test_support::iwad(wad_name));
    ASSERT_EQ(a.maps().size(), names.size());
    for (std::size_t k = 0; k < names.size(); ++k) {
        const wad::MapGroup& m = a.maps()[k];
        EXPECT_EQ(m.name, names[k]);
        EXPECT_EQ(m.format, wad::MapFormat::Doom) << m.name;
        EXPECT_EQ(m.marker, 11 * k) << m.name;
        ASSERT_EQ(m.lumps.size(), 10u) << m.name;
        for (std::size_t j = 0; j < kMapLumps.size(); ++j)
            EXPECT_EQ(m.find(kMapLumps[j]), m.marker + 1 + j) << m.name << " " << kMapLumps[j];
        EXPECT_EQ(a.find_map(names[k]), &m);
    }
}

TEST(MapGroups, Freedoom1HasEveryEpisodeMap) {
    std::vector<std::string> names;
    for (int e = 1; e <= 4; ++e)
        for (int m = 1; m <= 9; ++m) names.push_back("E" + std::to_string(e) + "M" + std::to_string(m));
    expect_classic_maps("freedoom1.wad", names);
}

TEST(MapGroups, Freedoom2HasMap01ToMap32) {
    std::vector<std::string> names;
    for (int m = 1; m <= 32; ++m) {
        char n[8];
        std::snprintf(n, sizeof n, "MAP%02d", m);
        names.push_back(n);
    }
    expect_classic_maps("freedoom2.wad", names);
}

TEST(MapGroups, UdmfGroupRunsFromTextmapToEndmap) {
    wad::Archive a;
    a.add_file(WadImage()
                   .lump("CREDITS", std::string("x"))
                   .lump("MAP07")
                   .lump("TEXTMAP", std::string("namespace = \"zdoom\";"))
                   .lump("ZNODES", std::string("XGLN"))
                   .lump("REJECT")
                   .lump("DIALOGUE")
                   .lump("ENDMAP")
                   .lump("THINGS", std::string("stray"))  // not part of the map
                   .file("udmf.wad"));
    ASSERT_EQ(a.maps().size(), 1u);
    const wad::MapGroup& m = a.maps()[0];
    EXPECT_EQ(m.name, "MAP07");
    EXPECT_EQ(m.format, wad::MapFormat::Udmf);
    EXPECT_EQ(m.marker, 1u);
    EXPECT_EQ(m.find("TEXTMAP"), 2u);
    EXPECT_EQ(m.find("ZNODES"), 3u);
    EXPECT_EQ(m.find("REJECT"), 4u);
    EXPECT_EQ(m.find("DIALOGUE"), 5u);
    EXPECT_FALSE(m.find("THINGS"));
    EXPECT_EQ(a.find_map("ENDMAP"), nullptr);
}

TEST(MapGroups, AMapMayHaveAnyName) {
    wad::Archive a;
    WadImage w;
    w.doom_map("TESTMAP").lump("DEMO1", std::string("d")).doom_map("e1m1");
    a.add_file(w.file("names.wad"));
    ASSERT_EQ(a.maps().size(), 2u);
    EXPECT_EQ(a.maps()[0].name, "TESTMAP");
    EXPECT_EQ(a.maps()[0].lumps.size(), 10u);
    EXPECT_FALSE(a.maps()[0].find("DEMO1"));
    EXPECT_EQ(a.maps()[1].name, "E1M1");
    EXPECT_EQ(a.maps()[1].marker, 12u);
    EXPECT_NE(a.find_map("testmap"), nullptr);
    EXPECT_EQ(a.find_map("MAP01"), nullptr);
}

TEST(MapGroups, BehaviorMakesAHexenMap) {
    wad::Archive a;
    a.add_file(WadImage().doom_map("MAP01").lump("BEHAVIOR", std::string("ACS")).lump("SCRIPTS").file("hexen.wad"));
    ASSERT_EQ(a.maps().size(), 1u);
    EXPECT_EQ(a.maps()[0].format, wad::MapFormat::Hexen);
    EXPECT_EQ(a.maps()[0].find("BEHAVIOR"), 11u);
    EXPECT_EQ(a.maps()[0].find("SCRIPTS"), 12u);
}

TEST(MapGroups, GroupsEndWhereTheNextMapBegins) {
    // A short map: its group ends at the first lump that is not a map lump,
    // here the next map's marker.
    wad::Archive a;
    a.add_file(WadImage()
                   .lump("MAP01")
                   .lump("THINGS", std::string("1"))
                   .lump("LINEDEFS", std::string("1"))
                   .lump("MAP02")
                   .lump("THINGS", std::string("2"))
                   .lump("LINEDEFS", std::string("2"))
                   .file("two.wad"));
    ASSERT_EQ(a.maps().size(), 2u);
    EXPECT_EQ(a.maps()[0].lumps.size(), 2u);
    EXPECT_EQ(a.maps()[1].marker, 3u);
    EXPECT_EQ(a.maps()[1].find("THINGS"), 4u);
}

TEST(MapGroups, ARepeatedLumpNameEndsTheGroup) {
    wad::Archive a;
    a.add_file(WadImage().doom_map("MAP01").lump("THINGS", std::string("x")).file("twice.wad"));
    ASSERT_EQ(a.maps().size(), 1u);
    EXPECT_EQ(a.maps()[0].find("THINGS"), 1u);
}

TEST(MapGroups, SpritesNamedLikeMapsAreNotMaps) {
    // Only global lumps start a map group.
    wad::Archive a;
    a.add_file(WadImage().lump("S_START").lump("E1M1").lump("THINGS").lump("S_END").file("s.wad"));
    EXPECT_TRUE(a.maps().empty());
}

}  // namespace
