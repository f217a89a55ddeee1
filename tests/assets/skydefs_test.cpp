// ID24's SKYDEFS lump (assets/skydefs.h): every field read into the fixed
// point the drawers use, and every way a sky or flat mapping can be wrong
// refused alone, named with its place.
#include "assets/skydefs.h"

#include <gtest/gtest.h>

#include <string>

#include "wad_builder.h"

namespace {

std::string lump(const std::string& data, const std::string& type = "skydefs") {
    return R"({"type": ")" + type + R"(", "version": "1.0.0", "metadata": {"author": "a", "timestamp": "t",
               "application": "hand"}, "data": )" + data + "}";
}

const std::string kEveryKind = R"({"skies": [
  {"type": 0, "name": "sky1", "mid": 120.5, "scrollx": 35, "scrolly": -17.5, "scalex": 2, "scaley": 0.5,
   "fire": null, "foregroundtex": null},
  {"type": 1, "name": "SKY2", "mid": 100, "scrollx": 0, "scrolly": 0, "scalex": 0, "scaley": 1,
   "fire": {"updatetime": 0.5, "palette": [0, 47, 191, 160, 231]}},
  {"type": 2, "name": "SKY3", "mid": 100, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
   "foregroundtex": {"name": "SKY1", "mid": 90, "scrollx": 70, "scrolly": 0, "scalex": 4, "scaley": 1}}
], "flatmapping": [{"flat": "nukage1", "sky": "SKY3"}]})";

std::vector<std::string> diagnostics_of(const std::string& data) {
    std::vector<std::string> diagnostics;
    (void)assets::parse_skydefs(lump(data), "x.wad: lump SKYDEFS", diagnostics);
    return diagnostics;
}

TEST(SkyDefs, ReadsEveryKindOfSkyAndTheFlatsThatShowOne) {
    std::vector<std::string> diagnostics;
    const auto defs = assets::parse_skydefs(lump(kEveryKind), "x.wad: lump SKYDEFS", diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    ASSERT_TRUE(defs);
    ASSERT_EQ(defs->skies.size(), 3u);
    const assets::SkyDef& normal = defs->skies[0];
    EXPECT_EQ(normal.kind, assets::SkyDef::Kind::Normal);
    EXPECT_EQ(normal.background.texture, "SKY1");  // upper case, as the WAD keeps names
    EXPECT_EQ(normal.background.mid, 120 * 65536 + 32768);
    EXPECT_EQ(normal.background.scrollx, 65536);          // 35 texels a second: one a tic
    EXPECT_EQ(normal.background.scrolly, -32768);         // -17.5 a second: half a texel down a tic
    EXPECT_EQ(normal.background.column_step, 32768);      // scale 2: half a column per sky column
    EXPECT_EQ(normal.background.row_step, 2 * 65536);     // scale 1/2: two rows per sky row
    const assets::SkyDef& fire = defs->skies[1];
    EXPECT_EQ(fire.kind, assets::SkyDef::Kind::Fire);
    EXPECT_EQ(fire.background.column_step, 65536);  // a scale of 0 is none
    EXPECT_EQ(fire.fire_tics, 17);                  // half a second, in whole tics
    EXPECT_EQ(fire.fire, (std::vector<std::uint8_t>{0, 47, 191, 160, 231}));
    const assets::SkyDef& layered = defs->skies[2];
    EXPECT_EQ(layered.kind, assets::SkyDef::Kind::WithForeground);
    EXPECT_EQ(layered.foreground.texture, "SKY1");
    EXPECT_EQ(layered.foreground.mid, 90 * 65536);
    EXPECT_EQ(layered.foreground.scrollx, 2 * 65536);
    EXPECT_EQ(layered.foreground.column_step, 16384);
    ASSERT_EQ(defs->flats.size(), 1u);
    EXPECT_EQ(defs->flats[0].flat, "NUKAGE1");
    EXPECT_EQ(defs->flats[0].sky, "SKY3");
    EXPECT_EQ(defs->find("SKY3"), &defs->skies[2]);
    EXPECT_EQ(defs->find("SKY4"), nullptr);
}

TEST(SkyDefs, NullOrMissingListsMeanNone) {
    std::vector<std::string> diagnostics;
    const auto defs = assets::parse_skydefs(lump(R"({"skies": null})"), "x.wad: lump SKYDEFS", diagnostics);
    ASSERT_TRUE(defs);
    EXPECT_TRUE(defs->empty());
    EXPECT_TRUE(diagnostics.empty());
}

TEST(SkyDefs, AWrongDocumentIsRefusedWhole) {
    std::vector<std::string> diagnostics;
    EXPECT_FALSE(assets::parse_skydefs(lump("{}", "demoloop"), "x.wad: lump SKYDEFS", diagnostics));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].rfind("x.wad: lump SKYDEFS:1:", 0), 0u) << diagnostics[0];
    EXPECT_NE(diagnostics[0].find("the skies are drawn as the original's"), std::string::npos) << diagnostics[0];
    diagnostics.clear();
    EXPECT_FALSE(assets::parse_skydefs("{\"type\": \"skydefs\",", "x.wad: lump SKYDEFS", diagnostics));
    EXPECT_EQ(diagnostics.size(), 1u);
}

TEST(SkyDefs, EachBadSkyIsLeftOutWithItsPlaceAndTheRestKept) {
    const std::string good = R"({"type": 0, "name": "SKY1", "mid": 100, "scrollx": 0, "scrolly": 0, "scalex": 1,
                                 "scaley": 1})";
    const struct {
        std::string sky;
        std::string says;
    } cases[] = {
        {R"({"type": 3, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})", "\"type\""},
        {R"({"type": 0, "name": "TOOLONGNAME", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})",
         "\"name\""},
        {R"({"type": 0, "name": "SKY2", "mid": "1", "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})", "numbers"},
        {R"({"type": 0, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1000, "scaley": 1})",
         "\"scalex\""},
        {R"({"type": 0, "name": "SKY2", "mid": 1e9, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})", "\"mid\""},
        {R"({"type": 0, "name": "SKY2", "mid": 1, "scrollx": 1e9, "scrolly": 0, "scalex": 1, "scaley": 1})", "scroll"},
        {R"({"type": 0, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
             "fire": {"updatetime": 1, "palette": [1]}})",
         "\"fire\" is for a fire sky"},
        {R"({"type": 1, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})",
         "needs a \"fire\""},
        {R"({"type": 1, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
             "fire": {"updatetime": 1, "palette": [1, 256]}})",
         "is not a palette index"},
        {R"({"type": 1, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
             "fire": {"updatetime": -1, "palette": [1]}})",
         "\"updatetime\""},
        {R"({"type": 2, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})",
         "needs \"foregroundtex\""},
        {R"({"type": 2, "name": "SKY2", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
             "foregroundtex": {"name": "SKY3"}})",
         "\"foregroundtex\": \"mid\""},
        {R"({"type": 0, "name": "sky1", "mid": 1, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1})",
         "has a sky already"},
        {"[]", "not an object"},
    };
    for (const auto& c : cases) {
        std::vector<std::string> diagnostics;
        const auto defs = assets::parse_skydefs(lump(R"({"skies": [)" + good + ", " + c.sky + "]}"),
                                                "x.wad: lump SKYDEFS", diagnostics);
        ASSERT_TRUE(defs) << c.sky;
        EXPECT_EQ(defs->skies.size(), 1u) << c.sky;  // the good one stays
        ASSERT_EQ(diagnostics.size(), 1u) << c.sky;
        EXPECT_EQ(diagnostics[0].rfind("x.wad: lump SKYDEFS:", 0), 0u) << diagnostics[0];
        EXPECT_NE(diagnostics[0].find(": sky 2: "), std::string::npos) << diagnostics[0];
        EXPECT_NE(diagnostics[0].find(c.says), std::string::npos) << diagnostics[0];
        EXPECT_NE(diagnostics[0].find("; left out"), std::string::npos) << diagnostics[0];
    }
}

TEST(SkyDefs, BadFlatMappingsAndListsAreNamed) {
    const auto diagnostics = diagnostics_of(R"({"skies": 5, "flatmapping": [{"flat": "F1"}, {"flat": "X", "sky": "Y"}]})");
    ASSERT_EQ(diagnostics.size(), 2u);
    EXPECT_NE(diagnostics[0].find("\"skies\" must be an array or null"), std::string::npos) << diagnostics[0];
    EXPECT_NE(diagnostics[1].find("flat mapping 1: "), std::string::npos) << diagnostics[1];
}

TEST(SkyDefs, LoadingChecksTexturesAndFlatsAgainstTheGame) {
    const wad::Archive& iwad = asset_tests::iwad("freedoom2.wad");
    const assets::TextureSet textures = assets::TextureSet::load(iwad);
    const assets::FlatSet flats = assets::FlatSet::load(iwad);
    wad::Archive a = iwad;
    const std::string text = lump(R"({"skies": [
      {"type": 0, "name": "SKY1", "mid": 100, "scrollx": 1, "scrolly": 0, "scalex": 1, "scaley": 1},
      {"type": 0, "name": "NOSKY", "mid": 100, "scrollx": 1, "scrolly": 0, "scalex": 1, "scaley": 1},
      {"type": 2, "name": "SKY2", "mid": 100, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1,
       "foregroundtex": {"name": "NOFRONT", "mid": 90, "scrollx": 0, "scrolly": 0, "scalex": 1, "scaley": 1}}],
     "flatmapping": [{"flat": "NUKAGE1", "sky": "SKY1"}, {"flat": "NOFLAT", "sky": "SKY1"},
                     {"flat": "FLOOR0_1", "sky": "NOSKY"}]})");
    a.add_file(wad::File::parse("skies.wad", asset_tests::WadBuilder()
                                                 .lump("SKYDEFS", std::vector<std::uint8_t>(text.begin(), text.end()))
                                                 .bytes()));
    std::vector<std::string> diagnostics;
    const assets::SkyDefs defs = assets::load_skydefs(a, textures, flats, diagnostics);
    ASSERT_EQ(defs.skies.size(), 2u);
    EXPECT_EQ(defs.skies[0].background.texture, "SKY1");
    EXPECT_EQ(defs.skies[1].kind, assets::SkyDef::Kind::Normal);  // its foreground is missing
    ASSERT_EQ(defs.flats.size(), 1u);
    EXPECT_EQ(defs.flats[0].flat, "NUKAGE1");
    ASSERT_EQ(diagnostics.size(), 4u);
    EXPECT_EQ(diagnostics[0], "skies.wad: lump SKYDEFS: sky texture NOSKY is in no WAD of the game; its sky is left out");
    EXPECT_NE(diagnostics[1].find("foreground texture NOFRONT"), std::string::npos) << diagnostics[1];
    EXPECT_NE(diagnostics[2].find("flat NOFLAT"), std::string::npos) << diagnostics[2];
    EXPECT_NE(diagnostics[3].find("flat FLOOR0_1 is drawn as itself"), std::string::npos) << diagnostics[3];
}

}  // namespace
