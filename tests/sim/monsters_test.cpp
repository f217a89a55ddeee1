// Monster behaviour on a hand-built open room: chase directions, facing,
// noise. Random draws are checked against the original's table.
#include "sim/monsters.h"

#include <memory>

#include <gtest/gtest.h>

#include "base/random.h"
#include "map/blockmap_builder.h"
#include "map/derived_fields.h"
#include "sim/mobjs.h"
#include "sim/monster_ai.h"
#include "sim/point_to_angle.h"

namespace {

using namespace sim;
using base::kFracUnit;

constexpr fixed_t kHalf = 512 * kFracUnit;

// One square sector, 1024 units wide, centred on the origin, with four
// blocking one-sided walls facing in; a single subsector and no nodes.
map::Level open_room() {
    map::Level level;
    level.name = "TEST";
    level.vertices = {{-kHalf, -kHalf}, {kHalf, -kHalf}, {kHalf, kHalf}, {-kHalf, kHalf}};
    map::Sector sector;
    sector.floor_height = 0;
    sector.ceiling_height = 256 * kFracUnit;
    sector.floor_flat = "FLOOR4_8";
    sector.ceiling_flat = "CEIL3_5";
    sector.light = 160;
    level.sectors = {sector};
    // Clockwise, so the room is on each line's right (front) side.
    const int order[4][2] = {{0, 3}, {3, 2}, {2, 1}, {1, 0}};
    for (int i = 0; i < 4; ++i) {
        map::Side side;
        side.top_texture = side.bottom_texture = "-";
        side.mid_texture = "STARTAN3";
        side.sector = 0;
        level.sides.push_back(side);
        map::Line line;
        line.v1 = order[i][0];
        line.v2 = order[i][1];
        line.flags = map::kLineBlocking;
        line.sides = {i, map::kNone};
        level.lines.push_back(line);
        map::Seg seg;
        seg.v1 = line.v1;
        seg.v2 = line.v2;
        seg.line = i;
        seg.side = 0;
        level.segs.push_back(seg);
    }
    level.subsectors = {{0, 4, 0}};
    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    level.reject.assign(1, 0);
    map::compute_derived_fields(level);
    return level;
}

class MonstersTest : public ::testing::Test {
protected:
    MonstersTest() : defs(std::make_unique<Definitions>()), w(std::make_unique<World>(*defs)) {
        w->level = open_room();
        for (const map::Sector& s : w->level.sectors) {
            SectorState st;
            st.floorheight = s.floor_height;
            st.ceilingheight = s.ceiling_height;
            st.lightlevel = s.light;
            st.special = s.special;
            st.tag = s.tag;
            w->sectors.push_back(st);
        }
        for (const map::Line& l : w->level.lines) {
            LineState st;
            st.flags = l.flags;
            st.special = l.special;
            st.tag = l.tag;
            w->lines.push_back(st);
        }
        w->sides.resize(w->level.sides.size());
        const map::Blockmap& bm = w->level.blockmap;
        w->blocklinks.assign(static_cast<std::size_t>(bm.width * bm.height), nullptr);
        w->opts.skill = Skill::Medium;
    }

    Mobj& spawn(int x, int y, MobjType type) {
        return *spawn_mobj(*w, x * kFracUnit, y * kFracUnit, kOnFloorZ, type);
    }

    // The n-th number of the original's table after the current position.
    int upcoming(int n) const {
        return base::kRandomTable[static_cast<std::size_t>((w->rng.prnd_index + n) & 0xff)];
    }

    std::unique_ptr<Definitions> defs;
    std::unique_ptr<World> w;
};

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
