// The blocking rules later ports added to lines (sim/line_blocking.h), on
// the two-sector UDMF test map (hexen_test_map.h), whose line 3 at x = 256
// joins the room to the box:
// - UDMF's blockplayers stops players and nothing else; blockeverything
//   stops players, monsters and missiles (ZDoom's meaning);
// - MBF21's block-land-monsters bit (0x1000) stops monsters that walk,
//   not those that float, and only at complevel 21;
// - what each level keeps of a Doom-format line's flags.
#include <gtest/gtest.h>

#include "hexen_test_map.h"
#include "map/level.h"
#include "sim/line_blocking.h"
#include "sim/mobjs.h"
#include "sim/movement.h"

namespace {

using namespace hexen_test;

class LineBlocking : public HexenLevel {
protected:
    // Whether `type`, put at x = 236 in the room, may step to x = 253,
    // its box then over line 3.
    bool crosses(MobjType type, int y = 64) {
        Mobj* mo = spawn_mobj(w, F(236), F(y), kOnFloorZ, type);
        return try_move(w, *mo, F(253), F(y), Dropoff::Allowed);
    }
    bool player_crosses() {
        place(player(), 230, 200);
        return try_move(w, player(), F(250), F(200), Dropoff::Allowed);
    }
};

// Who gets past line 3 with `flags` set on it: player, imp, imp's fireball.
struct Crossing {
    const char* flags;
    bool player, monster, missile;
};

class LineBlockingFlags : public LineBlocking, public ::testing::WithParamInterface<Crossing> {};

TEST_P(LineBlockingFlags, StopWhomTheFlagSays) {
    const Crossing& c = GetParam();
    TestMap m;
    m.trigger = c.flags;
    start(m);
    EXPECT_EQ(player_crosses(), c.player);
    EXPECT_EQ(crosses(MT_TROOP), c.monster);
    EXPECT_EQ(crosses(MT_TROOPSHOT, 160), c.missile);
}

INSTANTIATE_TEST_SUITE_P(Udmf, LineBlockingFlags,
                         ::testing::Values(Crossing{"", true, true, true},
                                           Crossing{"blockplayers = true;", false, true, true},
                                           Crossing{"blockeverything = true;", false, false, false}));

TEST_F(LineBlocking, Mbf21BlockLandMonstersStopsWalkersNotFloaters) {
    start(TestMap{});
    w.opts.compat = default_compat_options(CompLevel::Mbf21);
    w.lines[3].flags |= map::kLineBlockLandMonsters;
    EXPECT_FALSE(crosses(MT_TROOP));
    EXPECT_TRUE(crosses(MT_HEAD, 128));  // the cacodemon floats
    EXPECT_TRUE(player_crosses());
}

TEST_F(LineBlocking, Mbf21BitsAreReadAtMbf21Only) {
    start(TestMap{});
    w.opts.compat = default_compat_options(CompLevel::Mbf);
    w.lines[3].flags |= map::kLineBlockLandMonsters | map::kLineBlockPlayers;
    EXPECT_TRUE(crosses(MT_TROOP));
    EXPECT_TRUE(player_crosses());
}

TEST(LineFlagsKept, EachLevelKeepsWhatItsFormatDefines) {
    const int all = 0xffff;
    EXPECT_EQ(kept_line_flags(default_compat_options(CompLevel::Vanilla), all), all);
    EXPECT_EQ(kept_line_flags(default_compat_options(CompLevel::Boom), all), 0x3ff);
    EXPECT_EQ(kept_line_flags(default_compat_options(CompLevel::Mbf), all), 0x3ff);
    CompatOptions mbf21 = default_compat_options(CompLevel::Mbf21);
    mbf21.comp[comp_reservedlineflag] = false;
    EXPECT_EQ(kept_line_flags(mbf21, all), 0x3fff);
    // An editor's junk (the reserved bit) drops MBF21's own bits when
    // comp_reservedlineflag asks for it.
    mbf21.comp[comp_reservedlineflag] = true;
    EXPECT_EQ(kept_line_flags(mbf21, all), 0x1ff);
    EXPECT_EQ(kept_line_flags(mbf21, 0x3000), 0x3000);
}

}  // namespace
