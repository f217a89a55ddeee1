// Animated flats and walls, switches.
#include <gtest/gtest.h>

#include "assets/animations.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;
using asset_tests::WadBuilder;

TEST(Animations, BothIwadsResolveEveryVanillaCycle) {
    // Expected numbers from a Python script over the WADs: flat numbers
    // count from F_START + 1, texture numbers follow TEXTURE1 order.
    struct Row {
        bool is_texture;
        std::size_t first, last;
        int pics;
    };
    const Row freedoom2[] = {{false, 121, 123, 3}, {false, 140, 143, 4}, {false, 152, 155, 4}, {false, 37, 40, 4},
                             {false, 1, 3, 3},     {false, 47, 50, 4},   {false, 67, 70, 4},   {false, 71, 74, 4},
                             {false, 75, 78, 4},   {true, 429, 432, 4},  {true, 467, 469, 3},  {true, 22, 25, 4},
                             {true, 108, 110, 3},  {true, 120, 122, 3},  {true, 103, 104, 2},  {true, 105, 107, 3},
                             {true, 100, 101, 2},  {true, 201, 203, 3},  {true, 6, 9, 4},      {true, 204, 207, 4},
                             {true, 647, 650, 4},  {true, 83, 86, 4}};
    const wad::Archive& a = iwad("freedoom2.wad");
    const auto textures = assets::TextureSet::load(a);
    const auto flats = assets::FlatSet::load(a);
    const auto anims = assets::resolve_animations(textures, flats, "test.wad");
    ASSERT_EQ(anims.size(), 22u);
    for (std::size_t i = 0; i < anims.size(); ++i) {
        EXPECT_EQ(anims[i].is_texture, freedoom2[i].is_texture) << i;
        EXPECT_EQ(anims[i].first, freedoom2[i].first) << i;
        EXPECT_EQ(anims[i].last, freedoom2[i].last) << i;
        EXPECT_EQ(anims[i].pics, freedoom2[i].pics) << i;
        EXPECT_EQ(anims[i].speed, 8);
    }
    const auto switches = assets::resolve_switches(textures, 3, "test.wad");
    ASSERT_EQ(switches.size(), 40u);
    EXPECT_EQ(switches[0].off, 284u);  // SW1BRCOM
    EXPECT_EQ(switches[0].on, 324u);   // SW2BRCOM
    EXPECT_EQ(assets::resolve_switches(textures, 1, "test.wad").size(), 19u);
    // The table has 19 shareware rows, 10 registered and 11 commercial.
    EXPECT_EQ(assets::resolve_switches(textures, 2, "test.wad").size(), 29u);

    const wad::Archive& d1 = iwad("freedoom1.wad");
    const auto t1 = assets::TextureSet::load(d1);
    const auto anims1 = assets::resolve_animations(t1, assets::FlatSet::load(d1), "test.wad");
    ASSERT_EQ(anims1.size(), 22u);
    EXPECT_EQ(anims1[9].first, 746u);  // BLODGR1
    EXPECT_EQ(assets::switch_episode_level(wad::identify_game(d1)), 2);
    EXPECT_EQ(assets::switch_episode_level(wad::identify_game(a)), 3);
    EXPECT_EQ(assets::switch_episode_level(wad::Game::DoomShareware), 1);
}

std::vector<std::uint8_t> flat() { return std::vector<std::uint8_t>(4096, 0); }

// Flats in the given order, and a one-texture set.
struct Sets {
    assets::TextureSet textures;
    assets::FlatSet flats;
};
Sets sets_with_flats(const std::vector<std::string>& names) {
    WadBuilder b;
    asset_tests::Bytes pnames;
    pnames.u32(1).name("P");
    asset_tests::Bytes texture1;
    texture1.u32(1).u32(8).name("T").u32(0).u16(1).u16(1).u32(0).u16(1).u16(0).u16(0).u16(0).u16(1).u16(0);
    b.lump("PNAMES", pnames).lump("TEXTURE1", texture1).lump("P", asset_tests::make_picture(1, 1, 0, 0, {{}}));
    b.lump("F_START");
    for (const auto& n : names) b.lump(n, flat());
    const auto a = b.lump("F_END").archive("anim.wad");
    return {assets::TextureSet::load(a), assets::FlatSet::load(a)};
}

TEST(Animations, AbsentFirstPictureSkipsTheCycle) {
    const auto s = sets_with_flats({"X", "LAVA1", "LAVA2", "LAVA3", "LAVA4"});
    const auto anims = assets::resolve_animations(s.textures, s.flats, "test.wad");
    ASSERT_EQ(anims.size(), 1u);
    EXPECT_EQ(anims[0].first, 1u);
    EXPECT_EQ(anims[0].last, 4u);
    EXPECT_EQ(anims[0].pics, 4);
}

TEST(Animations, BackwardsCycleIsAnError) {
    const auto s = sets_with_flats({"LAVA4", "LAVA1"});
    try {
        assets::resolve_animations(s.textures, s.flats, "test.wad");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("test.wad: the original's animation LAVA1 to LAVA4 (flats): bad cycle"), std::string::npos) << e.what();
    }
}

TEST(Animations, MissingLastPictureIsAnError) {
    const auto s = sets_with_flats({"NUKAGE1", "NUKAGE2"});
    try {
        assets::resolve_animations(s.textures, s.flats, "test.wad");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("test.wad: the original's animation NUKAGE1 to NUKAGE3 (flats): flat NUKAGE3 not found"), std::string::npos) << e.what();
    }
}

TEST(Animations, MissingSwitchTextureIsAnError) {
    const auto s = sets_with_flats({});
    try {
        assets::resolve_switches(s.textures, 1, "test.wad");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("test.wad: texture SW1BRCOM of the original's switch list not found"), std::string::npos) << e.what();
    }
}

TEST(Animations, BoomLumpsAreFound) {
    const auto a = WadBuilder().lump("ANIMATED", {1, 2, 3}).lump("X").archive();
    const auto boom = assets::find_boom_animation_lumps(a);
    EXPECT_EQ(boom.animated, 0u);
    EXPECT_FALSE(boom.switches);
    EXPECT_FALSE(assets::find_boom_animation_lumps(iwad("freedoom2.wad")).animated);
}

}  // namespace
