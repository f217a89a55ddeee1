// Boom's ANIMATED and SWITCHES lumps in a PWAD replace the original's
// tables in play: the level's animations and its switch pairs.
#include <gtest/gtest.h>

#include <string>

#include "base/log.h"
#include "support/pwad.h"
#include "support/wad_game.h"

namespace {

std::vector<std::uint8_t> name_field(const std::string& name) {
    std::vector<std::uint8_t> out(name.begin(), name.end());
    out.resize(9, 0);
    return out;
}

TEST(BoomAnimationLumps, ReplaceTheOriginalTablesInPlay) {
    std::vector<std::uint8_t> animated{0};
    for (const char* n : {"NUKAGE3", "NUKAGE1"}) {
        const auto f = name_field(n);
        animated.insert(animated.end(), f.begin(), f.end());
    }
    animated.insert(animated.end(), {3, 0, 0, 0, 255});  // speed 3, then the terminator
    std::vector<std::uint8_t> switches;
    for (const char* n : {"SW1BRCOM", "SW2BRCOM"}) {
        const auto f = name_field(n);
        switches.insert(switches.end(), f.begin(), f.end());
    }
    switches.insert(switches.end(), {1, 0});
    switches.resize(switches.size() + 20, 0);  // the terminator: episode 0

    const auto wad = test_support::pwad_bytes({{"ANIMATED", animated}, {"SWITCHES", switches}});
    test_support::WadGame g("freedoom2.wad", wad, 1, 1);
    const sim::World& w = *g.world;
    ASSERT_EQ(w.anims.size(), 1u);
    EXPECT_FALSE(w.anims[0].is_texture);
    EXPECT_EQ(w.anims[0].numpics, 3);
    EXPECT_EQ(w.anims[0].speed, 3);
    ASSERT_EQ(w.textures.switches.size(), 1u);
    EXPECT_EQ(w.textures.switches[0][0], w.textures.texture("SW1BRCOM"));
    EXPECT_EQ(w.textures.switches[0][1], w.textures.texture("SW2BRCOM"));

    test_support::WadGame plain("freedoom2.wad", 1, 1);
    EXPECT_EQ(plain.world->anims.size(), 22u);              // the original table, all in Freedoom
    EXPECT_EQ(plain.world->textures.switches.size(), 40u);  // every pair, in Doom II
}

}  // namespace
