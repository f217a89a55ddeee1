// MUSINFO: blocks by map, numbered music, and each bad pair refused with
// its line and column while the rest is kept.
#include <gtest/gtest.h>

#include <set>

#include "assets/musinfo.h"
#include "base/log.h"

namespace {

const std::set<std::string> kLumps = {"D_RUNNIN", "D_STALKS", "D_COUNTD", "D_E1M2"};

assets::MusInfo parse(std::string_view text, std::vector<std::string>& diagnostics) {
    base::set_log_quiet(true);
    return assets::parse_musinfo(text, "t.wad: lump MUSINFO",
                                 [](std::string_view name) { return kLumps.contains(std::string(name)); }, diagnostics);
}

TEST(MusInfo, BlocksGiveEachMapItsNumberedMusic) {
    std::vector<std::string> diagnostics;
    const assets::MusInfo info = parse("map01\n0 D_RUNNIN\n1 d_stalks // the hall\n2 \"D_COUNTD\"\n\nE1M1 64 D_E1M2\n",
                                       diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    const assets::MapMusicChoices* map01 = info.find("MAP01");
    ASSERT_NE(map01, nullptr);
    EXPECT_EQ((*map01)[0], "D_RUNNIN");
    EXPECT_EQ((*map01)[1], "D_STALKS");
    EXPECT_EQ((*map01)[2], "D_COUNTD");
    EXPECT_TRUE((*map01)[3].empty());
    const assets::MapMusicChoices* e1m1 = info.find("e1m1");
    ASSERT_NE(e1m1, nullptr);
    EXPECT_EQ((*e1m1)[64], "D_E1M2");
    EXPECT_EQ(info.find("MAP02"), nullptr);
}

TEST(MusInfo, BadPairsAreLeftOutWithTheirPlace) {
    std::vector<std::string> diagnostics;
    const assets::MusInfo info =
        parse("5 D_RUNNIN\nMAP02\n65 D_STALKS\n-1 D_STALKS\n3 D_NOSUCH\n4 D_COUNTD\nMAP02\n6 D_RUNNIN\nBOGUS\n", diagnostics);
    ASSERT_EQ(diagnostics.size(), 6u);
    EXPECT_EQ(diagnostics[0], "t.wad: lump MUSINFO:1:1: music number 5 before any map's name; left out");
    EXPECT_EQ(diagnostics[1], "t.wad: lump MUSINFO:3:1: music number 65 is not from 0 to 64; left out");
    EXPECT_EQ(diagnostics[2], "t.wad: lump MUSINFO:4:1: music number -1 is not from 0 to 64; left out");
    EXPECT_EQ(diagnostics[3], "t.wad: lump MUSINFO:5:3: no music lump D_NOSUCH; number 3 left out");
    EXPECT_EQ(diagnostics[4], "t.wad: lump MUSINFO:7:1: MAP02 is given again; its first block is kept");
    EXPECT_EQ(diagnostics[5],
              "t.wad: lump MUSINFO:9:1: expected a map's name (MAP01, E1M1) or a music number, found 'BOGUS'");
    const assets::MapMusicChoices* map02 = info.find("MAP02");
    ASSERT_NE(map02, nullptr);
    EXPECT_EQ((*map02)[4], "D_COUNTD");
    EXPECT_TRUE((*map02)[6].empty());  // from the second block, which is not read
}

TEST(MusInfo, ATruncatedLumpEndsWithAMessage) {
    std::vector<std::string> diagnostics;
    const assets::MusInfo info = parse("MAP01\n1 D_RUNNIN\n2", diagnostics);
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0], "t.wad: lump MUSINFO:3:2: expected a music lump's name after the number 2");
    EXPECT_EQ((*info.find("MAP01"))[1], "D_RUNNIN");
    diagnostics.clear();
    parse("MAP01 /* never closed", diagnostics);
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0], "t.wad: lump MUSINFO:1:7: a /* comment is never closed");
}

}  // namespace
