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

// One ANIMATED record (boomref.txt): type, last and first names in 9
// bytes, speed in 32 bits.
asset_tests::Bytes& animated_record(asset_tests::Bytes& b, int type, const char* last, const char* first, int speed) {
    b.u8(type);
    for (const char* name : {last, first}) {
        std::string field(name);
        field.resize(9, '\0');
        b.text(std::string_view(field.data(), 9));
    }
    return b.u32(static_cast<std::uint32_t>(speed));
}
asset_tests::Bytes& switches_record(asset_tests::Bytes& b, const char* off, const char* on, int episode) {
    for (const char* name : {off, on}) {
        std::string field(name);
        field.resize(9, '\0');
        b.text(std::string_view(field.data(), 9));
    }
    return b.u16(episode);
}

TEST(Animations, AnimatedLumpReplacesTheBuiltInTable) {
    asset_tests::Bytes lump;
    animated_record(lump, 0, "LAVA4", "lava1", 5);
    animated_record(lump, 1, "WALL9", "WALL1", 3);
    animated_record(lump, 0, "GONE2", "GONE1", 8);  // names a flat the WADs lack
    lump.u8(255);
    const auto table = assets::parse_animated(lump, "anim.wad: lump ANIMATED");
    ASSERT_EQ(table.size(), 3u);
    EXPECT_FALSE(table[0].is_texture);
    EXPECT_EQ(table[0].first, "LAVA1");
    EXPECT_EQ(table[0].last, "LAVA4");
    EXPECT_EQ(table[0].speed, 5);
    EXPECT_TRUE(table[1].is_texture);
    EXPECT_EQ(table[1].speed, 3);

    // Against real pictures: LAVA1..4 cycle every 5 tics; the texture and
    // the missing flats are skipped with a warning, not an error; the
    // original's NUKAGE cycle is gone with its table.
    const auto s = sets_with_flats({"NUKAGE1", "NUKAGE2", "NUKAGE3", "LAVA1", "LAVA2", "LAVA3", "LAVA4"});
    const auto anims = assets::resolve_animations(s.textures, s.flats, "anim.wad", table);
    ASSERT_EQ(anims.size(), 1u);
    EXPECT_EQ(anims[0].first, 3u);
    EXPECT_EQ(anims[0].pics, 4);
    EXPECT_EQ(anims[0].speed, 5);

    const auto a = WadBuilder().lump("ANIMATED", lump).archive();
    EXPECT_EQ(assets::animation_table(a).size(), 3u);
    EXPECT_EQ(assets::animation_table(iwad("freedoom2.wad")).size(), assets::kVanillaAnimations.size());
}

TEST(Animations, MalformedAnimatedIsReadAsFarAsItIsWhole) {
    asset_tests::Bytes lump;
    animated_record(lump, 0, "LAVA4", "LAVA1", 8);
    animated_record(lump, 0, "SLIME4", "SLIME1", 0);  // speed 0: skipped
    lump.u8(1).u8(2).u8(3);                          // a record cut short, no terminator
    const auto table = assets::parse_animated(lump, "bad.wad: lump ANIMATED");
    ASSERT_EQ(table.size(), 1u);
    EXPECT_EQ(table[0].first, "LAVA1");
    EXPECT_TRUE(assets::parse_animated({}, "empty").empty());
    // A backwards cycle from a lump is skipped, not fatal.
    const auto s = sets_with_flats({"LAVA4", "LAVA1"});
    EXPECT_TRUE(assets::resolve_animations(s.textures, s.flats, "bad.wad", table).empty());
}

TEST(Animations, SwitchesLumpWithEpisodes) {
    asset_tests::Bytes lump;
    switches_record(lump, "SW1BRCOM", "SW2BRCOM", 1);
    switches_record(lump, "SW1MISS", "SW2MISS", 1);  // textures the WADs lack
    switches_record(lump, "sw1x", "sw2x", 3);
    switches_record(lump, "SW1Y", "SW2Y", 9);        // no such episode level
    switches_record(lump, "", "", 0);
    const auto table = assets::parse_switches(lump, "sw.wad: lump SWITCHES");
    ASSERT_EQ(table.size(), 3u);
    EXPECT_EQ(table[2].off, "SW1X");
    EXPECT_EQ(table[2].episode, 3);

    WadBuilder b;
    asset_tests::Bytes pnames;
    pnames.u32(1).name("P");
    asset_tests::Bytes texture1;
    const char* names[] = {"SW1BRCOM", "SW2BRCOM", "SW1X", "SW2X"};
    texture1.u32(4);
    for (int i = 0; i < 4; ++i) texture1.u32(static_cast<std::uint32_t>(4 + 4 * 4 + i * 32));
    for (const char* n : names) texture1.name(n).u32(0).u16(1).u16(1).u32(0).u16(1).u16(0).u16(0).u16(0).u16(1).u16(0);
    b.lump("PNAMES", pnames).lump("TEXTURE1", texture1).lump("P", asset_tests::make_picture(1, 1, 0, 0, {{}}));
    const auto textures = assets::TextureSet::load(b.archive("sw.wad"));
    const auto shareware = assets::resolve_switches(textures, 1, "sw.wad", table);
    ASSERT_EQ(shareware.size(), 1u);
    EXPECT_EQ(shareware[0].off, 0u);
    EXPECT_EQ(shareware[0].on, 1u);
    const auto commercial = assets::resolve_switches(textures, 3, "sw.wad", table);
    ASSERT_EQ(commercial.size(), 2u);
    EXPECT_EQ(commercial[1].off, 2u);

    asset_tests::Bytes cut;
    switches_record(cut, "SW1BRCOM", "SW2BRCOM", 2);
    cut.u8(7);
    EXPECT_EQ(assets::parse_switches(cut, "cut.wad: lump SWITCHES").size(), 1u);
    EXPECT_EQ(assets::switch_table(iwad("freedoom1.wad")).size(), assets::kVanillaSwitches.size());
}

}  // namespace
