// PLAYPAL and COLORMAP.
#include <gtest/gtest.h>

#include "assets/palette.h"
#include "base/error.h"
#include "support/oracle_png.h"
#include "support/test_support.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;

TEST(Palette, BothIwadsHaveFourteenPalettesAndThirtyFourColormaps) {
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = iwad(name);
        const auto playpal = assets::Palettes::parse(a.require("PLAYPAL").data, name);
        EXPECT_EQ(playpal.count(), 14) << name;
        const auto colormap = assets::Colormaps::parse(a.require("COLORMAP").data, name);
        EXPECT_EQ(colormap.count(), 34) << name;
        // Values read from the lumps' bytes with a short Python script:
        // palette 13 colour 255 is (133, 136, 85); COLORMAP row 0 starts
        // 0, 1, 2, 3 (full light is the identity), row 32 starts 4, 81, 80,
        // 89 and row 31 maps 200 to 246.
        EXPECT_EQ(playpal.palette(13)[255].r, 133);
        EXPECT_EQ(playpal.palette(13)[255].g, 136);
        EXPECT_EQ(playpal.palette(13)[255].b, 85);
        EXPECT_EQ(colormap.map(0)[3], 3);
        EXPECT_EQ(colormap.map(assets::kInvulnerabilityColormap)[1], 81);
        EXPECT_EQ(colormap.map(assets::kInvulnerabilityColormap)[3], 89);
        EXPECT_EQ(colormap.map(31)[200], 246);
    }
}

TEST(Palette, PaletteZeroMatchesTheOraclePngPalette) {
    // The oracle frames carry PLAYPAL palette 0 as their PNG palette.
    const auto png = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic1.png");
    ASSERT_EQ(png.palette.size(), 256u);
    const auto playpal = assets::Palettes::parse(iwad("freedoom2.wad").require("PLAYPAL").data, "freedoom2.wad");
    const auto p0 = playpal.palette(0);
    for (std::size_t i = 0; i < 256; ++i) {
        EXPECT_EQ(p0[i].r, png.palette[i][0]) << i;
        EXPECT_EQ(p0[i].g, png.palette[i][1]) << i;
        EXPECT_EQ(p0[i].b, png.palette[i][2]) << i;
    }
}

TEST(Palette, ShortPlaypalIsAnError) {
    const std::vector<std::uint8_t> one_palette(768 * 3 + 100, 7);
    try {
        assets::Palettes::parse(one_palette, "mod.wad: lump PLAYPAL");
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        const std::string m = e.what();
        EXPECT_NE(m.find("mod.wad: lump PLAYPAL"), std::string::npos) << m;
        EXPECT_NE(m.find("holds 3 whole palettes"), std::string::npos) << m;
        EXPECT_NE(m.find("needs 14"), std::string::npos) << m;
    }
    EXPECT_THROW(assets::Palettes::parse({}, "empty"), base::Error);
}

TEST(Palette, ShortColormapIsAnError) {
    const std::vector<std::uint8_t> light_only(256 * 32, 0);
    try {
        assets::Colormaps::parse(light_only, "mod.wad: lump COLORMAP");
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        const std::string m = e.what();
        EXPECT_NE(m.find("holds 32 whole maps"), std::string::npos) << m;
        EXPECT_NE(m.find("invulnerability"), std::string::npos) << m;
    }
    const std::vector<std::uint8_t> enough(256 * 33 + 10, 0);
    EXPECT_EQ(assets::Colormaps::parse(enough, "ok").count(), 33);
}

TEST(Palette, IndexOutsideTheLumpIsRefused) {
    const auto playpal = assets::Palettes::parse(iwad("freedoom1.wad").require("PLAYPAL").data, "freedoom1.wad");
    EXPECT_THROW(playpal.palette(14), std::out_of_range);
    EXPECT_THROW(playpal.palette(-1), std::out_of_range);
}

}  // namespace
