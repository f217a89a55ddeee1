// MBF's bouncing and touchy things (sim/mbf_bouncers.h) in the open room:
// what killough's comments and MBF's code say of them, one rule a test.
// The same rules are checked against dsda-doom over whole games by the
// mbf-bouncers demos (complevel_sync_test.cpp).
#include <gtest/gtest.h>

#include "open_room_world.h"
#include "sim/mbf_bouncers.h"
#include "sim/movement.h"

namespace {

using namespace open_room_test;

class MbfBouncers : public OpenRoomTest {
protected:
    void at(CompLevel level) { w->opts.compat = default_compat_options(level); }
    Mobj& barrel(int x, int y, std::uint32_t extra) {
        Mobj& b = spawn(x, y, MT_BARREL);
        b.flags |= extra;
        return b;
    }
    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w->thinkers.run(*w);
            ++w->leveltime;
        }
    }
};

TEST_F(MbfBouncers, ABouncerReflectsOffAWallAndLosesHalfItsSpeedAcrossIt) {
    at(CompLevel::Mbf);
    // Heading east into the east wall (x = 512), a little north too.
    Mobj& b = barrel(495, 0, MF_BOUNCES);
    b.momx = 12 * kFracUnit;
    b.momy = 2 * kFracUnit;
    xy_movement(*w, b);
    EXPECT_LT(b.momx, 0) << "turned back from the wall";
    EXPECT_GT(b.momy, 0) << "still going north along it";
    EXPECT_LT(-b.momx, 12 * kFracUnit);
}

TEST_F(MbfBouncers, BeforeMbfTheBitDoesNothing) {
    at(CompLevel::Boom);
    Mobj& b = barrel(495, 0, 0);
    b.flags |= MF_BOUNCES;  // as a patch would set it after the spawn
    b.momx = 12 * kFracUnit;
    xy_movement(*w, b);
    EXPECT_EQ(b.momx, 0) << "stopped by the wall, as in Boom";
}

TEST_F(MbfBouncers, AFallingBouncerComesBackUpWithDecay) {
    at(CompLevel::Mbf);
    Mobj& b = barrel(0, 0, MF_BOUNCES);
    b.z = 2 * kFracUnit;
    b.momz = -8 * kFracUnit;
    z_movement(*w, b);
    EXPECT_EQ(b.z, b.floorz);
    // 8 units a tic up again, times .45 for a thing that does not float.
    EXPECT_EQ(b.momz, base::fixed_mul(8 * kFracUnit, 29491));
}

TEST_F(MbfBouncers, ATouchyMonsterDiesWhenAnotherKindBumpsIt) {
    at(CompLevel::Mbf);
    Mobj& zombie = spawn(100, 0, MT_POSSESSED);
    zombie.flags |= MF_TOUCHY;
    Mobj& other = spawn(0, 0, MT_SHOTGUY);
    EXPECT_TRUE(try_move(*w, other, 70 * kFracUnit, 0, Dropoff::Allowed)) << "the touch does not block";
    EXPECT_LE(zombie.health, 0) << "it killed the zombieman";
}

TEST_F(MbfBouncers, ATouchyThingOfTheSameKindIsNotSetOff) {
    at(CompLevel::Mbf);
    Mobj& zombie = spawn(100, 0, MT_POSSESSED);
    zombie.flags |= MF_TOUCHY;
    Mobj& other = spawn(0, 0, MT_POSSESSED);
    EXPECT_FALSE(try_move(*w, other, 70 * kFracUnit, 0, Dropoff::Allowed));
    EXPECT_GT(zombie.health, 0);
}

TEST_F(MbfBouncers, ALifelessTouchyThingIsArmedOnceAtRest) {
    at(CompLevel::Mbf);
    Mobj& mine = barrel(100, 0, MF_TOUCHY);
    EXPECT_FALSE(mine.armed);
    Mobj& other = spawn(0, 0, MT_SHOTGUY);
    EXPECT_FALSE(try_move(*w, other, 75 * kFracUnit, 0, Dropoff::Allowed));
    EXPECT_GT(mine.health, 0) << "not armed yet: a barrel is not sentient";
    tics(1);
    EXPECT_TRUE(mine.armed);
    try_move(*w, other, 75 * kFracUnit, 0, Dropoff::Allowed);
    EXPECT_LE(mine.health, 0) << "armed, it goes off when touched";
}

}  // namespace
