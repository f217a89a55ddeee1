// MBF's OPTIONS lump (dsda-doom 0.25.6's dsda/options.c): key and value
// lines that set a new game's MBF options at complevel 11 and up, held to
// each key's range; below MBF the lump is not read.
#include <gtest/gtest.h>

#include "sim/options_lump.h"
#include "support/quiet_log.h"

namespace {

using namespace sim;

TEST(OptionsLump, SetsHelpersFriendsAndCompSwitches) {
    const OptionsLump lump = parse_options_lump(
        "# a comment\nplayer_helpers 2\n  friend_distance   300\r\nmonster_backing 1\ncomp_pursuit 1\n"
        "monster_infighting 0\nmapcolor_back 247\n",
        "test.wad");
    EXPECT_EQ(lump.options.size(), 5u);  // the automap colour is accepted and unused
    CompatOptions options = default_compat_options(CompLevel::Mbf);
    ASSERT_FALSE(options.has(comp_pursuit));
    apply_options_lump(lump, options, false);
    EXPECT_EQ(options.dogs, 2);
    EXPECT_EQ(options.distfriend, 300);
    EXPECT_TRUE(options.monster_backing);
    EXPECT_TRUE(options.has(comp_pursuit));
    EXPECT_FALSE(options.monster_infighting);
}

TEST(OptionsLump, NoDogsInNetgamesAndNothingBelowMbf) {
    const OptionsLump lump = parse_options_lump("player_helpers 3\nmonster_backing 1\n", "test.wad");
    CompatOptions net = default_compat_options(CompLevel::Mbf21);
    apply_options_lump(lump, net, true);
    EXPECT_EQ(net.dogs, 0);
    EXPECT_TRUE(net.monster_backing);

    CompatOptions boom = default_compat_options(CompLevel::Boom);
    const CompatOptions before = boom;
    apply_options_lump(lump, boom, false);
    EXPECT_EQ(boom.dogs, before.dogs);
    EXPECT_EQ(boom.monster_backing, before.monster_backing);
}

TEST(OptionsLump, BadLinesAreSkippedAndValuesHeldToTheirRange) {
    const test_support::QuietLog quiet;
    const OptionsLump lump =
        parse_options_lump("player_helpers 9\nfriend_distance -4\nnot_an_option 1\nweapon_recoil\nplayer_helpers x\n",
                           "test.wad");
    ASSERT_EQ(lump.options.size(), 2u);
    CompatOptions options = default_compat_options(CompLevel::Mbf);
    apply_options_lump(lump, options, false);
    EXPECT_EQ(options.dogs, 3);
    EXPECT_EQ(options.distfriend, 0);
}

TEST(OptionsLump, LaterLinesWin) {
    const OptionsLump lump = parse_options_lump("player_helpers 1\nplayer_helpers 2", "test.wad");
    CompatOptions options = default_compat_options(CompLevel::Mbf);
    apply_options_lump(lump, options, false);
    EXPECT_EQ(options.dogs, 2);
}

}  // namespace
