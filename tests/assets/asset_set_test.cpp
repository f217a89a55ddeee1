// Loading the whole asset set.
#include <gtest/gtest.h>

#include "assets/asset_set.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

TEST(AssetSet, BothIwadsLoad) {
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const std::string_view sprites[] = {"TROO", "PLAY", "SHTG"};
        const auto set = assets::load_assets(asset_tests::iwad(name), sprites);
        EXPECT_EQ(set.palettes.count(), 14);
        EXPECT_EQ(set.colormaps.count(), 34);
        EXPECT_EQ(set.textures.size(), 903u);
        EXPECT_EQ(set.flats.size(), 239u);
        EXPECT_EQ(set.animations.size(), 22u);
        // Freedoom Phase 1 is a registered-style game (episode level 2: the
        // 19 shareware and 10 registered switches); Phase 2 is commercial (40).
        EXPECT_EQ(set.switches.size(), std::string(name) == "freedoom1.wad" ? 29u : 40u);
        ASSERT_EQ(set.sprites.sprites.size(), 3u);
        EXPECT_EQ(set.sprites.sprites[1].name, "PLAY");
        EXPECT_NE(set.font.glyph('Z'), nullptr);
    }
}

TEST(AssetSet, MissingPlaypalNamesTheWad) {
    const auto a = asset_tests::WadBuilder().lump("COLORMAP", std::vector<std::uint8_t>(256 * 34)).archive("bare.wad");
    try {
        assets::load_assets(a);
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("bare.wad: lump PLAYPAL not found"), std::string::npos) << e.what();
    }
}

}  // namespace
