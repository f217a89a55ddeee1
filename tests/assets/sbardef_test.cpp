// ID24's SBARDEF lump (assets/sbardef.h): every field of every element
// kind read, each way an element, font or bar can be wrong refused alone
// with its place, and the checks against the game's pictures and flats.
#include "assets/sbardef.h"

#include <gtest/gtest.h>

#include <string>

#include "wad_builder.h"

namespace {

std::string lump(const std::string& data, const std::string& version = "1.0.0") {
    return R"({"type": "statusbar", "version": ")" + version +
           R"(", "metadata": {"author": "a", "timestamp": "t", "application": "hand"}, "data": )" + data + "}";
}

// An element of `kind` with the fields every kind has, then `own`.
std::string element(const std::string& kind, const std::string& place, const std::string& own = "",
                    const std::string& conditions = "[]", const std::string& children = "[]") {
    return R"({")" + kind + R"(": {)" + place + R"(, "tranmap": null, "translation": null, "conditions": )" +
           conditions + R"(, "children": )" + children + (own.empty() ? "" : ", " + own) + "}}";
}

const std::string kFonts = R"("numberfonts": [{"name": "Big", "type": 0, "stem": "STT"},
                                              {"name": "Yellow", "type": 2, "stem": "stys"}])";

std::vector<std::string> diagnostics_of(const std::string& data, const std::string& version = "1.0.0") {
    std::vector<std::string> diagnostics;
    (void)assets::parse_sbardef(lump(data, version), "x.wad: lump SBARDEF", diagnostics);
    return diagnostics;
}

TEST(SbarDef, ReadsEveryElementKindWithItsFields) {
    const std::string bar = R"({"height": 32, "fullscreenrender": false, "fillflat": "floor7_2", "children": [)" +
                            element("graphic", R"("x": 160, "y": 0, "alignment": 1)", R"("patch": "stbar")",
                                    R"([{"condition": 15, "param": 2}, {"condition": 0, "param": 3}])",
                                    "[" + element("percent", R"("x": 104, "y": 3, "alignment": 2)",
                                                  R"("font": "Big", "type": 0, "param": 0, "maxlength": 3)") + "]") +
                            ", " +
                            element("animation", R"("x": -5, "y": 7, "alignment": 12)",
                                    R"("frames": [{"lump": "STKEYS0", "duration": 0.5}, {"lump": "STKEYS1", "duration": 0}])") +
                            ", " + element("face", R"("x": 143, "y": 0, "alignment": 0)") + ", " +
                            element("facebackground", R"("x": 143, "y": 1, "alignment": 48)") + ", " +
                            element("canvas", R"("x": 1, "y": 2, "alignment": 0)", "", "null",
                                    "[" + element("number", R"("x": 0, "y": 0, "alignment": 128)",
                                                  R"("font": "Yellow", "type": 6, "param": 3, "maxlength": 2)") + "]") +
                            "]}";
    const std::string hud = R"({"height": 0, "fullscreenrender": true, "fillflat": null, "children": null})";
    std::vector<std::string> diagnostics;
    const auto def = assets::parse_sbardef(lump("{" + kFonts + R"(, "statusbars": [)" + bar + ", " + hud + "]}"),
                                           "x.wad: lump SBARDEF", diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    ASSERT_TRUE(def);
    ASSERT_EQ(def->fonts.size(), 2u);
    EXPECT_EQ(def->fonts[1].name, "Yellow");
    EXPECT_EQ(def->fonts[1].stem, "STYS");  // upper case, as the WAD keeps names
    EXPECT_EQ(def->fonts[1].spacing, assets::SbarNumberFont::Spacing::Proportional);
    ASSERT_EQ(def->bars.size(), 2u);
    const assets::SbarStatusBar& first = def->bars[0];
    EXPECT_EQ(first.height, 32);
    EXPECT_FALSE(first.fullscreen);
    EXPECT_EQ(first.fill_flat, "FLOOR7_2");
    ASSERT_EQ(first.children.size(), 5u);

    const assets::SbarElement& graphic = first.children[0];
    EXPECT_EQ(graphic.kind, assets::SbarElement::Kind::Graphic);
    EXPECT_EQ(graphic.x, 160);
    EXPECT_EQ(graphic.alignment, assets::SbarElement::kMiddle);
    EXPECT_EQ(graphic.picture, "STBAR");
    ASSERT_EQ(graphic.conditions.size(), 2u);
    EXPECT_EQ(graphic.conditions[0].kind, assets::SbarCondition::Kind::SessionTypeNotEqual);
    EXPECT_EQ(graphic.conditions[0].param, 2);
    EXPECT_EQ(graphic.conditions[1].kind, assets::SbarCondition::Kind::WeaponOwned);
    ASSERT_EQ(graphic.children.size(), 1u);
    const assets::SbarElement& percent = graphic.children[0];
    EXPECT_EQ(percent.kind, assets::SbarElement::Kind::Percent);
    EXPECT_EQ(percent.font, 0);
    EXPECT_EQ(percent.number, assets::SbarElement::Number::Health);
    EXPECT_EQ(percent.max_length, 3);

    const assets::SbarElement& animation = first.children[1];
    EXPECT_EQ(animation.x, -5);
    EXPECT_EQ(animation.alignment, assets::SbarElement::kVerticalMiddle | assets::SbarElement::kBottom);
    ASSERT_EQ(animation.frames.size(), 2u);
    EXPECT_EQ(animation.frames[0].picture, "STKEYS0");
    EXPECT_EQ(animation.frames[0].tics, 17);  // half a second, in whole tics
    EXPECT_EQ(animation.frames[1].tics, 1);   // at least a tic
    EXPECT_EQ(first.children[2].kind, assets::SbarElement::Kind::Face);
    EXPECT_EQ(first.children[3].kind, assets::SbarElement::Kind::FaceBackground);
    EXPECT_EQ(first.children[3].alignment, assets::SbarElement::kIgnoreXOffset | assets::SbarElement::kIgnoreYOffset);
    const assets::SbarElement& canvas = first.children[4];
    EXPECT_EQ(canvas.kind, assets::SbarElement::Kind::Canvas);
    ASSERT_EQ(canvas.children.size(), 1u);
    const assets::SbarElement& number = canvas.children[0];
    EXPECT_EQ(number.kind, assets::SbarElement::Kind::Number);
    EXPECT_EQ(number.font, 1);
    EXPECT_EQ(number.number, assets::SbarElement::Number::WeaponAmmo);
    EXPECT_EQ(number.param, 3);
    EXPECT_EQ(number.alignment, assets::SbarElement::kWideRight);

    EXPECT_TRUE(def->bars[1].fullscreen);
    EXPECT_TRUE(def->bars[1].children.empty());
}

TEST(SbarDef, EachBadElementFontOrBarIsLeftOutAloneWithItsPlace) {
    const std::string good = element("face", R"("x": 0, "y": 0, "alignment": 0)");
    const std::string bar = R"({"height": 32, "fullscreenrender": false, "children": [)" + good + ",\n" +
                            element("graphic", R"("x": 0.5, "y": 0, "alignment": 0)", R"("patch": "P")") + ",\n" +
                            element("number", R"("x": 0, "y": 0, "alignment": 0)",
                                    R"("font": "Nobody", "type": 0, "param": 0, "maxlength": 3)") + ",\n" +
                            element("number", R"("x": 0, "y": 0, "alignment": 0)",
                                    R"("font": "Big", "type": 8, "param": 0, "maxlength": 3)") + ",\n" +
                            element("graphic", R"("x": 0, "y": 0, "alignment": 256)", R"("patch": "P")") + ",\n" +
                            element("face", R"("x": 0, "y": 0, "alignment": 0)", "", R"([{"condition": 19, "param": 0}])") +
                            ",\n" + R"({"list": {}})" + ",\n" + R"({"face": {}, "graphic": {}})" + "]}";
    const std::string bad_bar = R"({"height": 300, "fullscreenrender": false})";
    const std::string data = R"({"numberfonts": [{"name": "Big", "type": 0, "stem": "STT"},
                                                  {"name": "Big", "type": 0, "stem": "STG"},
                                                  {"name": "Long", "type": 1, "stem": "STYSX"}],
                                 "statusbars": [)" + bar + ",\n" + bad_bar + "]}";
    std::vector<std::string> diagnostics;
    const auto def = assets::parse_sbardef(lump(data), "x.wad: lump SBARDEF", diagnostics);
    ASSERT_TRUE(def);
    ASSERT_EQ(def->fonts.size(), 1u);
    ASSERT_EQ(def->bars.size(), 1u);
    ASSERT_EQ(def->bars[0].children.size(), 1u);  // only the good face
    ASSERT_EQ(diagnostics.size(), 10u);
    EXPECT_NE(diagnostics[0].find("number font 2: a font is named \"Big\" already; left out"), std::string::npos)
        << diagnostics[0];
    EXPECT_NE(diagnostics[1].find("number font 3: \"stem\" must be 1 to 4 characters"), std::string::npos);
    EXPECT_NE(diagnostics[2].find("bar 1: element 2 (graphic): \"x\" and \"y\" must be whole numbers"),
              std::string::npos)
        << diagnostics[2];
    EXPECT_NE(diagnostics[3].find("element 3 (number): no number font is named \"Nobody\""), std::string::npos);
    EXPECT_NE(diagnostics[4].find("element 4 (number): \"type\" must be one of the specification's numbers"),
              std::string::npos);
    EXPECT_NE(diagnostics[5].find("element 5 (graphic): \"alignment\""), std::string::npos);
    EXPECT_NE(diagnostics[6].find("element 6 (face): condition 19 is none of the specification's"), std::string::npos);
    EXPECT_NE(diagnostics[7].find("element 7 (list): Woof's element kind \"list\" is not read; left out"), std::string::npos);
    EXPECT_NE(diagnostics[8].find("element 8: an element must be an object of one member"), std::string::npos);
    EXPECT_NE(diagnostics[9].find("bar 2: \"height\" must be 0 to 200 rows; left out"), std::string::npos);
    for (const std::string& d : diagnostics) EXPECT_EQ(d.rfind("x.wad: lump SBARDEF:", 0), 0u) << d;
}

TEST(SbarDef, ADocumentThatIsNoStatusBarLumpGivesNothingAndSaysWhy) {
    std::vector<std::string> diagnostics;
    EXPECT_FALSE(assets::parse_sbardef(R"({"type": "skydefs", "version": "1.0.0", "metadata": {}, "data": {}})",
                                       "x.wad: lump SBARDEF", diagnostics));
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_NE(diagnostics[0].find("type \"skydefs\", expected \"statusbar\"; the original status bar shows"),
              std::string::npos)
        << diagnostics[0];
    // Newer than Woof's 1.2.0, or no bar that reads: nothing either.
    EXPECT_FALSE(diagnostics_of(R"({"statusbars": []})", "1.3.0").empty());
    const std::vector<std::string> none = diagnostics_of(R"({"statusbars": [{"height": 32}]})");
    ASSERT_EQ(none.size(), 2u);
    EXPECT_NE(none[1].find("no status bar to show; the original status bar shows"), std::string::npos) << none[1];
}

TEST(SbarDef, WoofsAdditionsAreNamedAsNotRead) {
    const std::string data =
        R"({"hudfonts": [{"name": "Console", "type": 2, "stem": "STCFN"}], "statusbars": [{"height": 32,
            "fullscreenrender": false, "children": [)" +
        element("face", R"("x": 0, "y": 0, "alignment": 0, "translucency": true, "translation": "CRRED")") + "]}]}";
    const std::vector<std::string> diagnostics = diagnostics_of(data, "1.2.0");
    ASSERT_EQ(diagnostics.size(), 3u);
    EXPECT_NE(diagnostics[0].find("Woof's \"hudfonts\" are not read"), std::string::npos) << diagnostics[0];
}

TEST(SbarDef, LoadingLeavesOutWhatTheGameCannotDraw) {
    const std::string data = R"({"numberfonts": [{"name": "Big", "type": 0, "stem": "STT"},
                                                  {"name": "None", "type": 0, "stem": "XYZ"}],
        "statusbars": [{"height": 24, "fullscreenrender": false, "fillflat": "NOFLAT", "children": [)" +
                             element("graphic", R"("x": 0, "y": 0, "alignment": 0)", R"("patch": "STBAR")", "[]",
                                     "[" + element("graphic", R"("x": 0, "y": 0, "alignment": 0)", R"("patch": "NOPIC")") +
                                         "]") +
                             ",\n" +
                             element("animation", R"("x": 0, "y": 0, "alignment": 0)",
                                     R"("frames": [{"lump": "STKEYS0", "duration": 1}, {"lump": "STKEYSX", "duration": 1}])") +
                             ",\n" +
                             element("number", R"("x": 0, "y": 0, "alignment": 0)",
                                     R"("font": "None", "type": 0, "param": 0, "maxlength": 3)") +
                             ",\n" +
                             element("percent", R"("x": 0, "y": 0, "alignment": 0)",
                                     R"("font": "Big", "type": 0, "param": 0, "maxlength": 3)") +
                             ",\n" + element("face", R"("x": 0, "y": 0, "alignment": 0, "tranmap": "STBAR")") +
                             "]}]}";
    wad::Archive a = asset_tests::iwad("freedoom2.wad");
    const std::string text = lump(data);
    a.add_file(wad::File::parse(
        "bar.wad", asset_tests::WadBuilder().lump("SBARDEF", std::vector<std::uint8_t>(text.begin(), text.end())).bytes()));
    std::vector<std::string> diagnostics;
    const auto def = assets::load_sbardef(a, diagnostics);
    ASSERT_TRUE(def);
    const assets::SbarStatusBar& bar = def->bars[0];
    EXPECT_TRUE(bar.fill_flat.empty());
    ASSERT_EQ(bar.children.size(), 2u);  // STBAR (without its child) and the health percent
    EXPECT_EQ(bar.children[0].picture, "STBAR");
    EXPECT_TRUE(bar.children[0].children.empty());
    EXPECT_EQ(bar.children[1].kind, assets::SbarElement::Kind::Percent);
    ASSERT_EQ(diagnostics.size(), 7u);
    EXPECT_EQ(diagnostics[0], "bar.wad: lump SBARDEF: number font None: glyph XYZNUM0 is in no WAD of the game; "
                              "its numbers are left out");
    EXPECT_NE(diagnostics[1].find("bar 1 is 24 rows high; it is drawn in the original's 32-row strip"),
              std::string::npos)
        << diagnostics[1];
    EXPECT_NE(diagnostics[2].find("fill flat NOFLAT is in no WAD of the game"), std::string::npos);
    EXPECT_NE(diagnostics[3].find("the animation element at 0,0: picture STKEYSX is in no WAD"), std::string::npos)
        << diagnostics[3];
    EXPECT_NE(diagnostics[4].find("the number element at 0,0: its font None cannot be drawn"), std::string::npos);
    EXPECT_NE(diagnostics[5].find("the face element at 0,0: tranmap STBAR is no 64 KiB translucency table"),
              std::string::npos);
    EXPECT_NE(diagnostics[6].find("the graphic element at 0,0: picture NOPIC is in no WAD of the game; it and its "
                                  "children are left out"),
              std::string::npos)
        << diagnostics[6];
}

TEST(SbarDef, AGameWithoutOneHasNone) {
    std::vector<std::string> diagnostics;
    EXPECT_FALSE(assets::load_sbardef(asset_tests::iwad("freedoom2.wad"), diagnostics));
    EXPECT_TRUE(diagnostics.empty());
}

}  // namespace
