// ID24's INTERLEVEL lumps (assets/interlevel.h): every field read, the
// lump's seconds as tics, each bad layer, animation, frame or condition
// refused alone with its place, and the lumps UMAPINFO names checked
// against the game's pictures and music.
#include "assets/interlevel.h"

#include <gtest/gtest.h>

#include <string>

#include "assets/umapinfo.h"
#include "wad_builder.h"

namespace {

using assets::InterlevelCondition;
using assets::InterlevelFrame;

std::string lump(const std::string& data, const std::string& type = "interlevel") {
    return R"({"type": ")" + type + R"(", "version": "1.0.0", "metadata": {"author": "a", "timestamp": null,
               "application": null}, "data": )" + data + "}";
}

std::vector<std::string> diagnostics_of(const std::string& data) {
    std::vector<std::string> diagnostics;
    (void)assets::parse_interlevel(lump(data), "x.wad: lump INTERLVL", diagnostics);
    return diagnostics;
}

TEST(Interlevel, ReadsLayersAnimsFramesAndConditions) {
    std::vector<std::string> diagnostics;
    const auto read = assets::parse_interlevel(lump(R"({"music": "d_inter", "backgroundimage": "INTERPIC",
      "layers": [
        {"conditions": [{"condition": 7, "param": 0}], "anims": [
          {"x": -10, "y": 20, "conditions": [{"condition": 3, "param": 2}, {"condition": 1, "param": 4}],
           "frames": [{"image": "wia00000", "type": 4098, "duration": 0.5, "maxduration": 0},
                      {"image": "WIA00001", "type": 4, "duration": 0.2, "maxduration": 1.5},
                      {"image": "WIA00002", "type": 1, "duration": 0, "maxduration": 0}]}]},
        {"conditions": null, "anims": []}]})"),
                                               "x.wad: lump INTERLVL", diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    ASSERT_TRUE(read);
    EXPECT_EQ(read->music, "D_INTER");
    EXPECT_EQ(read->background, "INTERPIC");
    ASSERT_EQ(read->layers.size(), 2u);
    ASSERT_EQ(read->layers[0].conditions.size(), 1u);
    EXPECT_EQ(read->layers[0].conditions[0].kind, InterlevelCondition::Kind::IsEntering);
    EXPECT_TRUE(read->layers[1].conditions.empty());
    EXPECT_TRUE(read->layers[1].anims.empty());
    ASSERT_EQ(read->layers[0].anims.size(), 1u);
    const assets::InterlevelAnim& anim = read->layers[0].anims[0];
    EXPECT_EQ(anim.x, -10);
    EXPECT_EQ(anim.y, 20);
    ASSERT_EQ(anim.conditions.size(), 2u);
    EXPECT_EQ(anim.conditions[0].kind, InterlevelCondition::Kind::MapVisited);
    EXPECT_EQ(anim.conditions[0].param, 2);
    EXPECT_EQ(anim.conditions[1].kind, InterlevelCondition::Kind::MapNumGreater);
    EXPECT_EQ(anim.conditions[1].param, 4);
    ASSERT_EQ(anim.frames.size(), 3u);
    EXPECT_EQ(anim.frames[0].image, "WIA00000");
    EXPECT_TRUE(anim.frames[0].has(InterlevelFrame::kRandomStart));
    EXPECT_TRUE(anim.frames[0].has(InterlevelFrame::kFixedDuration));
    EXPECT_FALSE(anim.frames[0].has(InterlevelFrame::kInfinite));
    // Seconds times 35: half a second is 17 tics, a fifth 7, 1.5 s 52.
    EXPECT_EQ(anim.frames[0].duration, 17);
    EXPECT_EQ(anim.frames[1].duration, 7);
    EXPECT_EQ(anim.frames[1].maxduration, 52);
    EXPECT_TRUE(anim.frames[2].has(InterlevelFrame::kInfinite));
}

TEST(Interlevel, ADocumentThatIsNoInterlevelLumpOrLacksItsPicturesIsRefusedWhole) {
    std::vector<std::string> diagnostics;
    EXPECT_FALSE(assets::parse_interlevel(lump(R"({"music": "M", "backgroundimage": "B"})", "skydefs"), "x.wad: lump I",
                                          diagnostics));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_NE(diagnostics[0].find("the original intermission shows"), std::string::npos) << diagnostics[0];
    const auto missing = diagnostics_of(R"({"music": "M", "backgroundimage": "NINECHARS"})");
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0].rfind("x.wad: lump INTERLVL:2:", 0), 0u) << missing[0];
    EXPECT_NE(missing[0].find("\"backgroundimage\" must each name a lump"), std::string::npos) << missing[0];
    // No layers at all is a still screen.
    std::vector<std::string> none;
    const auto still = assets::parse_interlevel(lump(R"({"music": "M", "backgroundimage": "B", "layers": null})"),
                                                "x.wad: lump I", none);
    ASSERT_TRUE(still);
    EXPECT_TRUE(still->layers.empty());
    EXPECT_TRUE(none.empty());
}

TEST(Interlevel, EachBadAnimOrLayerIsLeftOutWithItsPlaceAndTheRestKept) {
    std::vector<std::string> diagnostics;
    const auto read = assets::parse_interlevel(lump(R"({"music": "M", "backgroundimage": "B", "layers": [
      {"anims": [
        {"x": 1.5, "y": 0, "frames": [{"image": "P", "type": 2, "duration": 1, "maxduration": 0}]},
        {"x": 0, "y": 0, "frames": []},
        {"x": 0, "y": 0, "frames": [{"image": "P", "type": 8, "duration": 1, "maxduration": 0}]},
        {"x": 0, "y": 0, "frames": [{"image": "P", "type": 2, "duration": -1, "maxduration": 0}]},
        {"x": 0, "y": 0, "frames": [{"image": "P", "type": 2, "duration": 1, "maxduration": 0}],
         "conditions": [{"condition": 8, "param": 0}]},
        {"x": 3, "y": 4, "frames": [{"image": "GOOD", "type": 1, "duration": 0, "maxduration": 0}]}]},
      {"conditions": [{"condition": 2}], "anims": []},
      7]})"),
                                               "x.wad: lump INTERLVL", diagnostics);
    ASSERT_TRUE(read);
    ASSERT_EQ(read->layers.size(), 1u);
    ASSERT_EQ(read->layers[0].anims.size(), 1u);
    EXPECT_EQ(read->layers[0].anims[0].frames[0].image, "GOOD");
    ASSERT_EQ(diagnostics.size(), 7u);
    const char* expected[] = {"layer 1, anim 1: \"x\" and \"y\" must be whole numbers",
                              "layer 1, anim 2: \"frames\" must be an array of at least one frame",
                              "layer 1, anim 3: frame P: \"type\" must be bits",
                              "layer 1, anim 4: frame P: \"duration\" and \"maxduration\" must be seconds",
                              "layer 1, anim 5: a condition's \"condition\" must be 0 to 7",
                              "layer 2: a condition's \"param\" must be a whole number",
                              "layer 3: not an object"};
    for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        EXPECT_EQ(diagnostics[i].rfind("x.wad: lump INTERLVL:", 0), 0u) << diagnostics[i];
        EXPECT_NE(diagnostics[i].find(expected[i]), std::string::npos) << diagnostics[i];
        EXPECT_NE(diagnostics[i].find("; left out"), std::string::npos) << diagnostics[i];
    }
    // Each names the line its entry starts on.
    EXPECT_NE(diagnostics[0].find(":4:"), std::string::npos) << diagnostics[0];
    EXPECT_NE(diagnostics[6].find(":12:"), std::string::npos) << diagnostics[6];
}

TEST(Interlevel, LoadingReadsTheLumpsUmapinfoNamesAndChecksTheirPictures) {
    wad::Archive a = asset_tests::iwad("freedoom2.wad");
    const std::string good = lump(R"({"music": "D_READ_M", "backgroundimage": "INTERPIC", "layers": [{"anims": [
        {"x": 0, "y": 0, "frames": [{"image": "CWILV00", "type": 1, "duration": 0, "maxduration": 0}]},
        {"x": 0, "y": 0, "frames": [{"image": "CWILV01", "type": 2, "duration": 1, "maxduration": 0},
                                    {"image": "NOPIC", "type": 2, "duration": 1, "maxduration": 0}]},
        {"x": 0, "y": 0, "frames": [{"image": "NOTAPIC", "type": 1, "duration": 0, "maxduration": 0}]}]}]})");
    const std::string no_music = lump(R"({"music": "D_NONE", "backgroundimage": "INTERPIC"})");
    const std::string no_background = lump(R"({"music": "D_READ_M", "backgroundimage": "NOBACKPC"})");
    const std::string umapinfo = "MAP MAP01 { exitanim = \"GOODANIM\" enteranim = \"NOMUSIC\" }\n"
                                 "MAP MAP02 { exitanim = \"NOBACK\" enteranim = \"ABSENT\" }\n"
                                 "MAP MAP03 { exitanim = \"GOODANIM\" }\n";
    auto bytes = [](const std::string& s) { return std::vector<std::uint8_t>(s.begin(), s.end()); };
    a.add_file(wad::File::parse("anims.wad", asset_tests::WadBuilder()
                                                 .lump("UMAPINFO", bytes(umapinfo))
                                                 .lump("GOODANIM", bytes(good))
                                                 .lump("NOMUSIC", bytes(no_music))
                                                 .lump("NOBACK", bytes(no_background))
                                                 .lump("NOTAPIC", bytes("abc"))
                                                 .bytes()));
    std::vector<assets::UmapDiagnostic> umap_diagnostics;
    const assets::UmapInfo info = assets::load_umapinfo(a, umap_diagnostics);
    std::vector<std::string> diagnostics;
    const assets::InterlevelSet set = assets::load_interlevels(a, info, diagnostics);
    ASSERT_EQ(set.size(), 2u);
    ASSERT_TRUE(set.count("GOODANIM"));
    ASSERT_EQ(set.at("GOODANIM").layers[0].anims.size(), 1u);  // the one showing a missing picture is left out
    EXPECT_EQ(set.at("GOODANIM").layers[0].anims[0].frames[0].image, "CWILV00");
    ASSERT_TRUE(set.count("NOMUSIC"));
    EXPECT_TRUE(set.at("NOMUSIC").music.empty());
    ASSERT_EQ(diagnostics.size(), 5u);
    EXPECT_EQ(diagnostics[0], "anims.wad: lump GOODANIM: layer 1, anim 2: picture NOPIC is in no WAD of the game; "
                              "the animation is left out");
    // A lump that is no picture is named as one that cannot be drawn.
    EXPECT_EQ(diagnostics[1].rfind("anims.wad: lump GOODANIM: layer 1, anim 3: picture NOTAPIC cannot be drawn (", 0),
              0u)
        << diagnostics[1];
    EXPECT_NE(diagnostics[2].find("music D_NONE is in no WAD"), std::string::npos) << diagnostics[2];
    EXPECT_NE(diagnostics[3].find("background NOBACKPC is in no WAD"), std::string::npos) << diagnostics[3];
    EXPECT_EQ(diagnostics[4], "UMAPINFO: INTERLEVEL lump ABSENT is in no WAD of the game; the original intermission "
                              "shows");
}

}  // namespace
