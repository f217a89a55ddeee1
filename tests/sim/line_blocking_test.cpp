// The blocking rules later ports added to lines (sim/line_blocking.h), on
// the two-sector UDMF test map (hexen_test_map.h), whose line 3 at x = 256
// joins the room to the box:
// - UDMF's blockplayers stops players and nothing else; blockeverything
//   stops players, monsters, missiles, uses, bullets, aiming and sight
//   (ZDoom's meaning); blockprojectiles, blockuse, blockhitscan and
//   blocksight each stop their own kind of passage and nothing else;
// - MBF21's block-land-monsters bit (0x1000) stops monsters that walk,
//   not those that float, and only at complevel 21;
// - what each level keeps of a Doom-format line's flags.
#include <gtest/gtest.h>

#include <algorithm>

#include "hexen_test_map.h"
#include "map/level.h"
#include "sim/line_blocking.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/sight.h"

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
                                           Crossing{"blockeverything = true;", false, false, false},
                                           Crossing{"blockprojectiles = true;", true, true, false},
                                           Crossing{"blockuse = true; blockhitscan = true; blocksight = true;", true,
                                                    true, true}));

// What passes line 3 besides things that move, with `flags` set on it:
// sight, aiming, a bullet, and a use with no special there.
struct Passage {
    const char* flags;
    bool sight, aim, bullet, use;
};

class LinePassageFlags : public LineBlocking, public ::testing::WithParamInterface<Passage> {
protected:
    // An imp in the box, straight east of the player at (230, 128).
    Mobj& imp_in_the_box() {
        place(player(), 230, 128);
        player().angle = 0;
        return *spawn_mobj(w, F(288), F(128), kOnFloorZ, MT_TROOP);
    }
};

TEST_P(LinePassageFlags, StopWhatTheFlagSays) {
    const Passage& p = GetParam();
    TestMap m;
    m.trigger = p.flags;
    start(m);
    Mobj& imp = imp_in_the_box();
    EXPECT_EQ(check_sight(w, imp, player()), p.sight);
    aim_line_attack(w, player(), 0, F(1024));
    EXPECT_EQ(w.tm.linetarget == &imp, p.aim);
    const int health = imp.health;
    line_attack(w, player(), 0, F(1024), 0, 10);
    EXPECT_EQ(imp.health < health, p.bullet);
    // The use reaches 64 units: over line 3 and no further, so only the
    // flag can make the "oof".
    w.events.sounds.clear();
    use_lines(w, w.players[0]);
    const bool oof = std::any_of(w.events.sounds.begin(), w.events.sounds.end(),
                                 [](const SoundEvent& e) { return e.sound == sfx_noway; });
    EXPECT_EQ(!oof, p.use);
}

INSTANTIATE_TEST_SUITE_P(Udmf, LinePassageFlags,
                         ::testing::Values(Passage{"", true, true, true, true},
                                           Passage{"blocksight = true;", false, true, true, true},
                                           Passage{"blockhitscan = true;", true, true, false, true},
                                           Passage{"blockuse = true;", true, true, true, false},
                                           Passage{"blockprojectiles = true; blockplayers = true;", true, true, true,
                                                   true},
                                           Passage{"blockeverything = true;", false, false, false, false}));

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
