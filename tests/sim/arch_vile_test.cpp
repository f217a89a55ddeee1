// Where the arch-vile's fire first appears (A_VileTarget): at the target's
// (x, x) in Doom 1.9 and Boom, the original's typo, and at its (x, y) from
// MBF on, as dsda-doom places it. A_Fire moves it straight on when the vile
// sees its target, but the fire keeps the floor and ceiling of where it
// appeared; here REJECT hides the target, so the fire stays put.
#include <gtest/gtest.h>

#include "open_room_world.h"
#include "sim/monster_ai.h"

namespace {

using namespace sim;
using base::kFracUnit;
using open_room_test::OpenRoomTest;

class ArchVileFire : public OpenRoomTest {
protected:
    Mobj& fire_at(CompLevel level) {
        w->opts.compat = default_compat_options(level);
        w->level.reject.assign(1, 1);  // the room cannot see itself
        Mobj* vile = spawn_mobj(*w, 0, 0, kOnFloorZ, MT_VILE);
        vile->target = spawn_mobj(*w, 100 * kFracUnit, -300 * kFracUnit, kOnFloorZ, MT_POSSESSED);
        a_vile_target(*w, *vile);
        return *vile->tracer;
    }
};

TEST_F(ArchVileFire, AppearsAtTheTargetsXXBeforeMbfAndAtItsXYFromMbf) {
    for (CompLevel level : {CompLevel::Vanilla, CompLevel::Boom}) {
        const Mobj& fire = fire_at(level);
        EXPECT_EQ(fire.x, 100 * kFracUnit);
        EXPECT_EQ(fire.y, 100 * kFracUnit);
    }
    for (CompLevel level : {CompLevel::Mbf, CompLevel::Mbf21}) {
        const Mobj& fire = fire_at(level);
        EXPECT_EQ(fire.x, 100 * kFracUnit);
        EXPECT_EQ(fire.y, -300 * kFracUnit);
    }
}

}  // namespace
