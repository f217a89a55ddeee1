// The HUD font.
#include <gtest/gtest.h>

#include "assets/font.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

TEST(Font, BothIwadsHaveTheWholeFont) {
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = asset_tests::iwad(name);
        const auto font = assets::load_hud_font(a);
        // 'A' is STCFN065: compare with that lump decoded on its own.
        const auto a_lump = assets::decode_picture(a.require("STCFN065").data, "STCFN065");
        ASSERT_NE(font.glyph('A'), nullptr);
        EXPECT_EQ(font.glyph('A')->to_indexed(), a_lump.to_indexed());
        EXPECT_EQ(font.glyph('!')->width, assets::decode_picture(a.require("STCFN033").data, "x").width);
        EXPECT_NE(font.glyph('_'), nullptr);
        EXPECT_EQ(font.glyph(' '), nullptr);
        EXPECT_EQ(font.glyph('a'), nullptr);
        EXPECT_EQ(font.glyph('`'), nullptr);
    }
}

TEST(Font, MissingGlyphIsNamed) {
    asset_tests::WadBuilder b;
    for (int c = '!'; c <= '_'; ++c) {
        if (c == 'Q') continue;
        char name[9];
        std::snprintf(name, sizeof name, "STCFN%03d", c);
        b.lump(name, asset_tests::make_picture(1, 1, 0, 0, {{{0, {1}}}}));
    }
    try {
        assets::load_hud_font(b.archive("font.wad"));
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("lump STCFN081 not found"), std::string::npos) << e.what();
    }
}

}  // namespace
