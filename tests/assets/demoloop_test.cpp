// ID24's DEMOLOOP lump (assets/demoloop.h) and the JSON lump wrapper it
// sits in (assets/json_lump.h): the entries read, and every way a lump
// can be wrong named with its place.
#include "assets/demoloop.h"

#include <gtest/gtest.h>

#include <string>

#include "assets/json_lump.h"
#include "wad_builder.h"

namespace {

std::string lump(const std::string& data, const std::string& version = "1.0.0") {
    return R"({"type": "demoloop", "version": ")" + version +
           R"(", "metadata": {"author": "a", "timestamp": "t", "application": "hand"}, "data": )" + data + "}";
}

const std::string kGoodEntries = R"({"entries": [
  {"primarylump": "TITLEPIC", "secondarylump": "D_DM2TTL", "duration": 11, "type": 0, "outrowipe": 1},
  {"primarylump": "demo1", "secondarylump": null, "duration": 0, "type": 1, "outrowipe": 1},
  {"primarylump": "CREDIT", "duration": 4.5, "type": 0, "outrowipe": 0}
]})";

TEST(DemoLoop, ReadsPagesAndDemosWithTheirMusicAndTimes) {
    std::vector<std::string> diagnostics;
    const auto entries = assets::parse_demoloop(lump(kGoodEntries), "x.wad: lump DEMOLOOP", diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    ASSERT_TRUE(entries);
    ASSERT_EQ(entries->size(), 3u);
    using Kind = assets::DemoLoopEntry::Kind;
    EXPECT_EQ((*entries)[0].kind, Kind::Page);
    EXPECT_EQ((*entries)[0].lump, "TITLEPIC");
    EXPECT_EQ((*entries)[0].music, "D_DM2TTL");
    EXPECT_EQ((*entries)[0].tics, 11 * 35);
    EXPECT_EQ((*entries)[1].kind, Kind::Demo);
    EXPECT_EQ((*entries)[1].lump, "DEMO1");  // names are upper case, as the WAD keeps them
    EXPECT_EQ((*entries)[2].tics, 158);       // 4.5 s, rounded to whole tics
    EXPECT_EQ((*entries)[2].music, "");
}

TEST(DemoLoop, LeavesOutABadEntryAndKeepsTheRest) {
    std::vector<std::string> diagnostics;
    const auto entries = assets::parse_demoloop(lump(R"({"entries": [
  {"primarylump": "TITLEPIC", "duration": 5, "type": 0, "outrowipe": 1},
  {"primarylump": "DEMO1", "type": 2, "outrowipe": 1},
  {"primarylump": "CREDIT", "duration": -1, "type": 0, "outrowipe": 0},
  {"primarylump": "MUCHTOOLONG", "type": 1, "outrowipe": 0},
  {"primarylump": "DEMO2", "type": 1, "outrowipe": 7}
]})"),
                                                "x.wad: lump DEMOLOOP", diagnostics);
    ASSERT_TRUE(entries);
    ASSERT_EQ(entries->size(), 1u);
    EXPECT_EQ((*entries)[0].lump, "TITLEPIC");
    ASSERT_EQ(diagnostics.size(), 4u);
    EXPECT_EQ(diagnostics[0], "x.wad: lump DEMOLOOP:3:3: entry 2: \"type\" must be 0 (art screen) or 1 (demo); left out");
    EXPECT_EQ(diagnostics[1],
              "x.wad: lump DEMOLOOP:4:3: entry 3: an art screen's \"duration\" must be a number of seconds above 0; "
              "left out");
    EXPECT_EQ(diagnostics[2],
              "x.wad: lump DEMOLOOP:5:3: entry 4: \"primarylump\" must name a lump (1 to 8 characters); left out");
    EXPECT_EQ(diagnostics[3],
              "x.wad: lump DEMOLOOP:6:3: entry 5: \"outrowipe\" must be 0 (immediate) or 1 (screen melt); left out");
}

// Each lump refused whole, and the start of what it says.
TEST(DemoLoop, RefusesALumpThatIsNotADemoLoopJsonLump) {
    const std::pair<std::string, std::string> cases[] = {
        {"{", "x:1:2: not a JSON document: expected a member's name in quotes"},
        {lump(kGoodEntries, "1.1.0"), "version 1.1.0 is newer than the 1.0.0 read here"},
        {lump(kGoodEntries, "1.0"), "\"version\" must read \"major.minor.revision\""},
        {R"({"type": "skydefs", "version": "1.0.0", "metadata": {}, "data": {}})",
         "type \"skydefs\", expected \"demoloop\""},
        {R"({"type": "demoloop", "version": "1.0.0", "metadata": {}, "data": {}, "extra": 1})",
         "unknown member \"extra\" at the root"},
        {R"({"type": "demoloop", "version": "1.0.0", "data": {}})", "the root has no \"metadata\""},
        {R"({"type": "demoloop", "version": "1.0.0", "metadata": {}, "data": null})", "\"data\" must be an object"},
        {R"({"type": "Demoloop", "version": "1.0.0", "metadata": {}, "data": {}})", "\"type\" must be a lowercase name"},
        {R"({"type": "demoloop", "type": "demoloop", "version": "1.0.0", "metadata": {}, "data": {}})",
         "member \"type\" given twice"},
        {lump(R"({"entries": []})"), "\"entries\" must be an array of at least one entry"},
        {lump(R"({"entries": [{"type": 1}]})"), "no entry can be played"},
    };
    for (const auto& [text, says] : cases) {
        std::vector<std::string> diagnostics;
        EXPECT_FALSE(assets::parse_demoloop(text, "x", diagnostics)) << text;
        ASSERT_FALSE(diagnostics.empty()) << text;
        EXPECT_NE(diagnostics.back().find(says), std::string::npos) << diagnostics.back();
        EXPECT_NE(diagnostics.back().find("the original title loop plays"), std::string::npos) << diagnostics.back();
    }
}

TEST(DemoLoop, TheStacksLastLumpIsReadAndEntriesNamingMissingLumpsAreLeftOut) {
    wad::Archive a;
    const auto text = [](const std::string& s) { return std::vector<std::uint8_t>(s.begin(), s.end()); };
    a.add_file(wad::File::parse("base.wad", asset_tests::WadBuilder()
                                                .lump("TITLEPIC", {1})
                                                .lump("DEMO1", {1})
                                                .lump("DEMOLOOP", text(lump(R"({"entries": [
  {"primarylump": "TITLEPIC", "duration": 3, "type": 0, "outrowipe": 0}]})")))
                                                .bytes()));
    a.add_file(wad::File::parse("mod.wad", asset_tests::WadBuilder().lump("DEMOLOOP", text(lump(kGoodEntries))).bytes()));
    std::vector<std::string> diagnostics;
    const auto entries = assets::load_demoloop(a, diagnostics);
    ASSERT_TRUE(entries);
    ASSERT_EQ(entries->size(), 1u);  // mod.wad's loop, less what names D_DM2TTL and CREDIT
    EXPECT_EQ((*entries)[0].lump, "DEMO1");
    ASSERT_EQ(diagnostics.size(), 2u);
    EXPECT_EQ(diagnostics[0],
              "mod.wad: lump DEMOLOOP: the entry showing TITLEPIC names a lump the game does not have (D_DM2TTL); left "
              "out");
    EXPECT_EQ(diagnostics[1],
              "mod.wad: lump DEMOLOOP: the entry showing CREDIT names a lump the game does not have (CREDIT); left out");
}

TEST(DemoLoop, AStackWithoutOneHasNoneAndSaysNothing) {
    std::vector<std::string> diagnostics;
    EXPECT_FALSE(assets::load_demoloop(asset_tests::iwad("freedoom2.wad"), diagnostics));
    EXPECT_TRUE(diagnostics.empty());
}

}  // namespace
