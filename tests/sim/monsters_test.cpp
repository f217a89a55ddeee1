// Monster behaviour on a hand-built open room: chase directions, facing,
// noise. Random draws are checked against the original's table.
#include "sim/monsters.h"

#include <memory>

#include <gtest/gtest.h>

#include "open_room_world.h"
#include "sim/monster_ai.h"
#include "sim/point_to_angle.h"

namespace {

using namespace sim;
using base::kFracUnit;

using open_room_test::OpenRoomTest;

class MonstersTest : public OpenRoomTest {};

TEST_F(MonstersTest, NewChaseDirStepsDiagonallyTowardsTheTarget) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& target = spawn(300, 200, MT_POSSESSED);
    monster.target = &target;
    monster.movedir = DI_WEST;  // turning round (east) is not what this tests
    const int expected_movecount = upcoming(1) & 15;
    const int before = w->rng.prnd_index;

    new_chase_dir(*w, monster);

    EXPECT_EQ(monster.movedir, DI_NORTHEAST);
    EXPECT_EQ(monster.x, 8 * 47000);  // speed 8 times the diagonal step
    EXPECT_EQ(monster.y, 8 * 47000);
    EXPECT_EQ(monster.movecount, expected_movecount);
    EXPECT_EQ(w->rng.prnd_index, (before + 1) & 0xff);  // only P_TryWalk's draw
}

TEST_F(MonstersTest, NewChaseDirGoesStraightWhenTheTargetIsAlignedOnAnAxis) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& target = spawn(0, 300, MT_POSSESSED);
    monster.target = &target;
    monster.movedir = DI_NODIR;

    new_chase_dir(*w, monster);

    EXPECT_EQ(monster.movedir, DI_NORTH);
    EXPECT_EQ(monster.x, 0);
    EXPECT_EQ(monster.y, 8 * kFracUnit);
}

TEST_F(MonstersTest, NewChaseDirNeverTurnsRightRoundWhenAnotherWayIsOpen) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& target = spawn(300, 300, MT_POSSESSED);
    monster.target = &target;
    monster.movedir = DI_SOUTHWEST;  // north-east would be turning round

    new_chase_dir(*w, monster);

    EXPECT_NE(monster.movedir, DI_NORTHEAST);
    EXPECT_TRUE(monster.movedir == DI_EAST || monster.movedir == DI_NORTH);
}

TEST_F(MonstersTest, FaceTargetPointsAtTheTargetAndWakesFromAmbush) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& target = spawn(100, 100, MT_POSSESSED);
    monster.target = &target;
    monster.flags |= MF_AMBUSH;
    const int before = w->rng.prnd_index;

    call_mobj_action(*w, monster, Action::FaceTarget);

    // The original's arctangent rounds this to just under 45 degrees.
    EXPECT_EQ(monster.angle, point_to_angle2(0, 0, 100 * kFracUnit, 100 * kFracUnit));
    EXPECT_EQ(monster.angle, base::kAng45 - 1);
    EXPECT_FALSE(monster.flags & MF_AMBUSH);
    EXPECT_EQ(w->rng.prnd_index, before);  // no draw for a visible target
}

TEST_F(MonstersTest, FaceTargetJittersAtAShadowTarget) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& target = spawn(-100, 0, MT_SHADOWS);
    monster.target = &target;
    ASSERT_TRUE(target.flags & MF_SHADOW);
    const int first = upcoming(1);
    const int second = upcoming(2);

    call_mobj_action(*w, monster, Action::FaceTarget);

    const angle_t exact = point_to_angle2(0, 0, -100 * kFracUnit, 0);
    EXPECT_EQ(monster.angle, exact + static_cast<angle_t>((first - second) << 21));
}

TEST_F(MonstersTest, NoiseAlertMarksTheEmittersSector) {
    Mobj& shooter = spawn(0, 0, MT_PLAYER);
    noise_alert(*w, shooter, shooter);
    EXPECT_EQ(w->sectors[0].soundtarget, &shooter);
    EXPECT_EQ(w->sectors[0].soundtraversed, 1);
    EXPECT_EQ(w->sectors[0].validcount, w->validcount);
}

TEST_F(MonstersTest, FallMakesTheBodyWalkable) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    ASSERT_TRUE(monster.flags & MF_SOLID);
    call_mobj_action(*w, monster, Action::Fall);
    EXPECT_FALSE(monster.flags & MF_SOLID);
}

TEST_F(MonstersTest, LookWakesOnANoiseInItsSector) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    Mobj& shooter = spawn(-300, 0, MT_PLAYER);
    monster.angle = 0;  // facing away: only the noise can wake it
    noise_alert(*w, shooter, shooter);

    call_mobj_action(*w, monster, Action::Look);

    EXPECT_EQ(monster.target, &shooter);
    // The see state's own A_Chase ran too; still too soon to fire (reactiontime).
    EXPECT_EQ(monster.state, defs->mobjinfo[MT_POSSESSED].see_state);
}

TEST_F(MonstersTest, ChaseBitesATargetInMeleeRange) {
    Mobj& demon = spawn(0, 0, MT_SERGEANT);
    Mobj& victim = spawn(50, 0, MT_PLAYER);
    demon.target = &victim;
    demon.movedir = DI_EAST;

    call_mobj_action(*w, demon, Action::Chase);

    EXPECT_EQ(demon.state, defs->mobjinfo[MT_SERGEANT].melee_state);
}

TEST_F(MonstersTest, ChaseGoesBackToSleepWithoutATarget) {
    Mobj& monster = spawn(0, 0, MT_POSSESSED);
    call_mobj_action(*w, monster, Action::Chase);  // no player in the game has a body
    EXPECT_EQ(monster.state, defs->mobjinfo[MT_POSSESSED].spawn_state);
}

}  // namespace
