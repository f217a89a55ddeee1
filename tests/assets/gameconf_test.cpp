// ID24's GAMECONF lump (assets/gameconf.h): lumps read in load order, each
// value replacing, adding or taking the highest as the specification says,
// and a lump that is wrong left out whole with its place named.
#include "assets/gameconf.h"

#include <gtest/gtest.h>

#include <string>

#include "wad_builder.h"

namespace {

std::string lump(const std::string& data) {
    return R"({"type": "gameconf", "version": "1.0.0", "metadata": {"author": null, "timestamp": null,)"
           R"( "application": null}, "data": )" +
           data + "}";
}

std::vector<std::uint8_t> bytes(const std::string& s) { return {s.begin(), s.end()}; }

TEST(GameConf, LaterLumpsReplaceAddAndTakeTheHighest) {
    wad::Archive a;
    a.add_file(wad::File::parse(
        "base.wad", asset_tests::WadBuilder()
                        .lump("GAMECONF", bytes(lump(R"({"title": "Base", "iwad": "doom2.wad", "pwads": ["a.wad"],
  "complevel": "mbf", "mode": "commercial", "options": "monster_backing 1", "author": "one"})")))
                        .bytes()));
    a.add_file(wad::File::parse(
        "mod.wad", asset_tests::WadBuilder()
                       .lump("GAMECONF", bytes(lump(R"({"title": "Mod", "author": null, "pwads": ["b.wad"],
  "complevel": "boom", "mode": "registered", "options": "comp_pursuit 1",
  "playertranslations": ["T1", "T2", "T3", "T4"]})")))
                       .bytes()));
    std::vector<std::string> diagnostics;
    const assets::GameConf c = assets::load_gameconf(a, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    EXPECT_EQ(c.title, "Mod");                   // replaced
    EXPECT_EQ(c.author, "one");                  // null leaves it
    EXPECT_EQ(c.iwad, "doom2.wad");
    EXPECT_EQ(c.pwads, (std::vector<std::string>{"a.wad", "b.wad"}));  // added
    EXPECT_EQ(c.complevel, assets::GameConfLevel::Mbf);                 // the highest
    EXPECT_EQ(c.mode, assets::GameConfMode::Commercial);
    EXPECT_EQ(c.options, "monster_backing 1\ncomp_pursuit 1\n");        // added, in order
    ASSERT_TRUE(c.playertranslations);
    EXPECT_EQ(c.playertranslations->size(), 4u);
}

TEST(GameConf, AWrongLumpChangesNothingAndSaysWhere) {
    const std::pair<std::string, std::string> cases[] = {
        {lump(R"({"iwad": "../doom2.wad"})"), "x:1:129: \"iwad\" must be a file name without a folder"},
        {lump(R"({"complevel": "limit-removing"})"),
         "x:1:134: \"complevel\" is \"limit-removing\", not one of vanilla, boom, mbf, mbf21, id24"},
        {lump(R"({"mode": "shareware"})"), "\"mode\" is \"shareware\", not one of registered, retail, commercial"},
        {lump(R"({"playertranslations": ["A", "B"]})"), "\"playertranslations\" needs one for each of 4 players"},
        {lump(R"({"executable": "doom1.9"})"), "unknown member \"executable\""},
        {lump(R"({"pwads": "a.wad"})"), "\"pwads\" must be an array of strings or null"},
        {lump(R"({"title": 7})"), "\"title\" must be a string or null"},
        {R"({"type": "gameconf", "version": "2.0.0", "metadata": {}, "data": {}})", "is newer than the 1.0.0"},
        {"{\"type\": \"gameconf\",}", "x:1:21: not a JSON document"},
    };
    for (const auto& [text, says] : cases) {
        assets::GameConf conf;
        conf.title = "kept";
        std::vector<std::string> diagnostics;
        assets::parse_gameconf(conf, text, "x", diagnostics);
        ASSERT_EQ(diagnostics.size(), 1u) << text;
        EXPECT_NE(diagnostics[0].find(says), std::string::npos) << diagnostics[0];
        EXPECT_NE(diagnostics[0].find("the lump is not used"), std::string::npos) << diagnostics[0];
        EXPECT_EQ(conf.title, "kept");
        EXPECT_FALSE(conf.complevel);
    }
}

}  // namespace
