// Boom's sector lists (sim/touching_sectors.h) and the crusher that walks
// them (P_CheckSector), on the Boom test map (boom_test_map.h): a thing
// entering a sector goes to the head of its list, one moving inside it
// keeps its place, and a mover crushes from the head. Below Boom, and with
// comp_floors, the blockmap's order holds: there a thing that moves goes
// to the head of its block. Boom's floors (T_MovePlane without comp_floors)
// lower past a thing stuck in the ceiling and stop rather than crush.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "boom_test_map.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/movers.h"

namespace {

using namespace boom_test;

class BoomSectorLists : public BoomLevel {
protected:
    // Two imps in box A, in one blockmap cell, the first spawned then
    // moved within A (to the head of the cell's list, not of A's).
    void two_imps(CompLevel level, bool with_comp_floors = false) {
        start(TestMap{}, level);
        if (with_comp_floors) w.opts.compat.comp[comp_floors] = true;
        first = spawn_mobj(w, F(280), F(64), kOnFloorZ, MT_TROOP);
        second = spawn_mobj(w, F(304), F(120), kOnFloorZ, MT_TROOP);
        unset_thing_position(w, *first);
        first->y = F(72);
        set_thing_position(w, *first);
    }
    // The x of each blood splash, in the order the crusher spilt them.
    std::vector<fixed_t> crushed_in_order() {
        a().ceilingheight = F(16);  // lower than an imp
        w.leveltime = 4;            // crushers hurt every fourth tic
        change_sector(w, 1, true);
        std::vector<fixed_t> xs;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_BLOOD)
                xs.push_back(static_cast<Mobj*>(t)->x);
        return xs;
    }

    Mobj* first = nullptr;
    Mobj* second = nullptr;
};

TEST_F(BoomSectorLists, AThingEnteringGoesToTheHeadOneMovingWithinKeepsItsPlace) {
    two_imps(CompLevel::Boom);
    const std::vector<Mobj*>& list = a().touching_things;
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list.back(), second);  // the head: the last to enter
    // Out into the room and back: now it entered last.
    unset_thing_position(w, *first);
    first->x = F(128);
    set_thing_position(w, *first);
    EXPECT_EQ(a().touching_things.size(), 1u);
    unset_thing_position(w, *first);
    first->x = F(280);
    set_thing_position(w, *first);
    EXPECT_EQ(a().touching_things.back(), first);
}

TEST_F(BoomSectorLists, BoomsCrusherTakesTheSectorsListFromItsHead) {
    two_imps(CompLevel::Boom);
    EXPECT_EQ(crushed_in_order(), (std::vector<fixed_t>{second->x, first->x}));
}

TEST_F(BoomSectorLists, BelowBoomAndWithCompFloorsTheBlockmapsOrderHolds) {
    two_imps(CompLevel::Vanilla);
    EXPECT_EQ(crushed_in_order(), (std::vector<fixed_t>{first->x, second->x}));
    two_imps(CompLevel::Mbf, true);
    EXPECT_EQ(crushed_in_order(), (std::vector<fixed_t>{first->x, second->x}));
}

TEST_F(BoomSectorLists, ARemovedThingLeavesEveryList) {
    two_imps(CompLevel::Boom);
    remove_mobj(w, *second);
    EXPECT_EQ(a().touching_things, (std::vector<Mobj*>{first}));
}

class BoomFloors : public BoomLevel {
protected:
    // An imp in box A, whose ceiling is `ceiling` high over a floor at 0.
    Mobj& imp_under(int ceiling, CompLevel level) {
        TestMap m;
        m.a = "heightceiling = " + std::to_string(ceiling) + ";";
        start(m, level);
        return *spawn_mobj(w, F(288), F(128), kOnFloorZ, MT_TROOP);
    }
};

TEST_F(BoomFloors, ACrushingFloorStopsAtBoomAndCrushesOnBelow) {
    imp_under(64, CompLevel::Boom);
    EXPECT_EQ(move_plane(w, 1, F(16), F(64), true, Plane::Floor, 1), MoveResult::Crushed);
    EXPECT_EQ(a().floorheight, 0);
    imp_under(64, CompLevel::Vanilla);
    EXPECT_EQ(move_plane(w, 1, F(16), F(64), true, Plane::Floor, 1), MoveResult::Crushed);
    EXPECT_EQ(a().floorheight, F(16));
}

TEST_F(BoomFloors, AFloorLowersUnderAThingStuckInTheCeilingAtBoomOnly) {
    imp_under(40, CompLevel::Boom);  // an imp is 56 high
    EXPECT_EQ(move_plane(w, 1, F(8), F(-64), false, Plane::Floor, -1), MoveResult::Ok);
    EXPECT_EQ(a().floorheight, F(-8));
    imp_under(40, CompLevel::Vanilla);
    EXPECT_EQ(move_plane(w, 1, F(8), F(-64), false, Plane::Floor, -1), MoveResult::Crushed);
    EXPECT_EQ(a().floorheight, 0);
}

}  // namespace
