// ZDoom's Sector_SetFriction (219), Sector_SetWind (218) and
// Sector_SetCurrent (220) on the small UDMF map of hexen_test_map.h: the
// box (sector 1, id 1, x 256..320) takes the friction or push; each acts
// only where the sector's ZDoom bit is on (friction 2048, push 4096) and
// at a complevel with Boom's friction and pushers. Expected values are
// worked out by hand from ZDoom's P_SetSectorFriction (friction =
// 0x1EB8 * amount / 0x80 + 0xD001; on ice the move factor is
// (0x10092 - friction) * 1024 / 4352 + 568) and its pushers (a strength of
// 128 is a unit a tic, half on the ground for wind).
#include <gtest/gtest.h>

#include <cstdlib>

#include "sim/boom_thinkers.h"
#include "sim/complevel.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/mobjs.h"

namespace {

using namespace hexen_test;
using namespace sim;

constexpr fixed_t kIce150 = 0xf400;  // amount 150: 9215 + 0xD001
constexpr int kIce150Factor = 1325;  // (0x10092 - 0xF400) * 1024 / 4352 + 568

class HexenSectorForces : public HexenLevel {
protected:
    void start_at(CompLevel level, const TestMap& m) {
        w.opts.compat = default_compat_options(level);
        start(m);
        place(player(), 288, 128);  // in the box: set_thing_position links it where it touches
        player().momx = player().momy = 0;
    }
    // The player's speed east after one slide from 4 units a tic.
    fixed_t slide() {
        player().momx = F(4);
        player().momy = 0;
        xy_movement(w, player());
        return player().momx;
    }
    // The push one tic gives the player at rest in the box.
    std::array<fixed_t, 2> push() {
        player().momx = player().momy = 0;
        tics(1);
        return {player().momx, player().momy};
    }
    int pushers(PushKind kind) {
        int n = 0;
        w.thinkers.for_each([&](const Thinker& t) {
            n += t.kind() == ThinkerKind::Pusher && static_cast<const Pusher&>(t).type == kind;
        });
        return n;
    }
};

TEST_F(HexenSectorForces, AFrictionLineMakesTheTaggedFloorIcyWhereItsBitIsOn) {
    start_at(CompLevel::Mbf21, {.trigger = "special = 219; arg0 = 1; arg1 = 150;",
                                .box = "heightceiling = 128; special = 2048;"});
    EXPECT_EQ(w.lines[3].special, 0);  // acted at level start
    EXPECT_EQ(box().friction, kIce150);
    EXPECT_EQ(box().movefactor, kIce150Factor);
    EXPECT_EQ(slide(), base::fixed_mul(F(4), kIce150));

    // Without the bit the value is kept but does nothing.
    start_at(CompLevel::Mbf21, {.trigger = "special = 219; arg0 = 1; arg1 = 150;"});
    EXPECT_EQ(box().friction, kIce150);
    EXPECT_EQ(slide(), base::fixed_mul(F(4), kOrigFriction));

    // Nor at Doom 1.9's level.
    start_at(CompLevel::Vanilla, {.trigger = "special = 219; arg0 = 1; arg1 = 150;",
                                  .box = "heightceiling = 128; special = 2048;"});
    EXPECT_EQ(slide(), base::fixed_mul(F(4), kOrigFriction));
}

// dFriction_Low (79): ZDoom's icy floor, friction 0xF900.
TEST_F(HexenSectorForces, TheLowFrictionTypeIsIcy) {
    start_at(CompLevel::Mbf21, {.box = "heightceiling = 128; special = 79;"});
    EXPECT_EQ(slide(), base::fixed_mul(F(4), 0xf900));
}

TEST_F(HexenSectorForces, WithoutAnAmountTheLinesLengthIsTheFriction) {
    // Line 3 is 256 long: 0x1EB8 * 256 / 0x80 + 0xD001 is past 1, so 1.
    start_at(CompLevel::Mbf21, {.trigger = "special = 219; arg0 = 1;", .box = "heightceiling = 128; special = 2048;"});
    EXPECT_EQ(box().friction, base::kFracUnit);
}

TEST_F(HexenSectorForces, AScriptsFrictionSwitchesTheBitWithTheValue) {
    start_at(CompLevel::Mbf21, {});
    EXPECT_TRUE(run_hexen_special(w, 219, {1, 150, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_NE(box().special & 2048, 0);
    EXPECT_EQ(slide(), base::fixed_mul(F(4), kIce150));
    EXPECT_TRUE(run_hexen_special(w, 219, {1, 100, 0, 0, 0}, -1, 0, nullptr));  // Doom's own: off again
    EXPECT_EQ(box().friction, kOrigFriction);
    EXPECT_EQ(box().special & 2048, 0);
}

TEST_F(HexenSectorForces, AWindLinePushesPlayersInTheSectorWhereItsBitIsOn) {
    // Strength 128 north (angle 64): on the ground, half a unit a tic.
    start_at(CompLevel::Mbf21, {.trigger = "special = 218; arg0 = 1; arg1 = 128; arg2 = 64;",
                                .box = "heightceiling = 128; special = 4096;"});
    EXPECT_EQ(w.lines[3].special, 0);
    EXPECT_EQ(pushers(PushKind::Wind), 1);
    std::array<fixed_t, 2> p = push();
    EXPECT_EQ(p[0], 0);
    EXPECT_NEAR(p[1], F(1) / 2, 512);

    start_at(CompLevel::Mbf21, {.trigger = "special = 218; arg0 = 1; arg1 = 128; arg2 = 64;"});
    p = push();
    EXPECT_EQ(p[1], 0);

    // Along the line (fourth argument): line 3 runs from (256, 256) to
    // (256, 0), 256 long: a current of two units a tic south on the floor.
    start_at(CompLevel::Mbf21, {.trigger = "special = 220; arg0 = 1; arg3 = 1;",
                                .box = "heightceiling = 128; special = 4096;"});
    p = push();
    EXPECT_EQ(p[0], 0);
    EXPECT_EQ(p[1], -F(2));
}

TEST_F(HexenSectorForces, AScriptTurnsTheSectorsPusherOrGivesItOne) {
    start_at(CompLevel::Mbf21, {.trigger = "special = 218; arg0 = 1; arg1 = 128; arg2 = 64;",
                                .box = "heightceiling = 128; special = 4096;"});
    EXPECT_TRUE(run_hexen_special(w, 218, {1, 256, 0, 0, 0}, -1, 0, nullptr));  // east, twice as strong
    EXPECT_EQ(pushers(PushKind::Wind), 1);
    std::array<fixed_t, 2> p = push();
    EXPECT_NEAR(p[0], F(1), 1024);
    EXPECT_EQ(p[1], 0);

    EXPECT_FALSE(run_hexen_special(w, 220, {1, 128, 0, 1, 0}, -1, 0, nullptr));  // along no line
    EXPECT_TRUE(run_hexen_special(w, 220, {1, 128, 128, 0, 0}, -1, 0, nullptr));  // a current west
    EXPECT_EQ(pushers(PushKind::Current), 1);
    p = push();
    EXPECT_NEAR(p[0], F(1) - F(1), 2048);  // the wind east and the current west cancel out
}

}  // namespace
