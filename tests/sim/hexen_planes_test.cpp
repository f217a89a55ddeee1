// Specials that move a sector's floor and ceiling together, played on
// tests/data/hexen-specials/planes.textmap (its header says what is where).
// Expected heights are worked out by hand from ZDoom's rules, quoted with
// each test (p_pillar.cpp, EV_DoElevator); speeds are eighths of a unit
// per tic, a plane moving its speed each tic from the use.
#include <gtest/gtest.h>

#include <array>

#include "sim/hash.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_test_map.h"
#include "sim/mobjs.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

enum TriggerLine {
    kBuildHalfway = 0, kBuildTo32, kOpenToNeighbours, kOpenByDistances, kLowerByValue, kRaiseByValue,
    kRaiseToNearest, kLowerToNearest, kMoveToFloor, kBuildAndCrush
};

class HexenPlanes : public HexenLevel {
protected:
    void SetUp() override { start(hexen_data::load_data_map("planes")); }
    bool use(int line) { return use_special_line(w, player(), line, 0); }
    const SectorState& sector(int s) const { return w.sectors[static_cast<std::size_t>(s)]; }
    void expect_heights(int s, fixed_t floor, fixed_t ceiling) {
        EXPECT_EQ(sector(s).floorheight, floor);
        EXPECT_EQ(sector(s).ceilingheight, ceiling);
    }
};

// Pillar_Build (tag 1, speed 16, height 0): sector 1 (0..128) closes at
// its middle, 64, both planes 2 units a tic; done on the tic after.
TEST_F(HexenPlanes, PillarBuildMeetsHalfway) {
    EXPECT_TRUE(use(kBuildHalfway));
    tics(10);
    expect_heights(1, F(20), F(108));
    tics(22);
    expect_heights(1, F(64), F(64));
    tics(1);
    EXPECT_EQ(sector(1).specialdata, nullptr);
    EXPECT_FALSE(use(kBuildHalfway));  // a closed sector builds no pillar
}

// Pillar_Build to 32: the ceiling has 96 to go at 2 a tic, the floor 32 at
// 2 * 32 / 96 of a unit (43690 in fixed point); the floor's last step
// lands on 32 a tic after the ceiling arrives.
TEST_F(HexenPlanes, PillarBuildToAHeightMovesThePlanesAtSpeedsThatArriveTogether) {
    EXPECT_TRUE(use(kBuildTo32));
    tics(24);
    expect_heights(1, 24 * 43690, F(80));
    tics(24);
    expect_heights(1, 48 * 43690, F(32));
    tics(1);
    expect_heights(1, F(32), F(32));
    EXPECT_EQ(sector(1).specialdata, nullptr);
}

// Pillar_Open (tag 2, speed 16, 0, 0): the closed sector 2 at 64 opens to
// the lowest floor around (sector 1's 0) and the highest ceiling around
// (sector 3's 160): the ceiling 2 a tic, the floor 2 * 64 / 96 (87381).
TEST_F(HexenPlanes, PillarOpenGoesToTheNeighboursHeights) {
    EXPECT_TRUE(use(kOpenToNeighbours));
    tics(12);
    expect_heights(2, F(64) - 12 * 87381, F(88));
    tics(37);
    expect_heights(2, 0, F(160));
}

// Pillar_Open by 16 down and 32 up: floor 1 a tic, ceiling 2.
TEST_F(HexenPlanes, PillarOpenByDistances) {
    EXPECT_TRUE(use(kOpenByDistances));
    tics(8);
    expect_heights(2, F(56), F(80));
    tics(8);
    expect_heights(2, F(48), F(96));
}

// A pillar that does not crush stops where a thing no longer fits (an imp,
// 56 high: floor 36, ceiling 92); one that crushes goes on to close,
// hurting it.
TEST_F(HexenPlanes, OnlyTheCrushingPillarClosesOnAThing) {
    Mobj* imp = spawn_mobj(w, F(288), F(160), 0, MT_TROOP);
    EXPECT_TRUE(use(kBuildHalfway));
    tics(40);
    expect_heights(1, F(36), F(92));
    EXPECT_EQ(imp->health, 60);

    SetUp();
    imp = spawn_mobj(w, F(288), F(160), 0, MT_TROOP);
    EXPECT_TRUE(use(kBuildAndCrush));
    tics(40);
    expect_heights(1, F(64), F(64));
    EXPECT_LT(imp->health, 60);
}

// FloorAndCeiling_LowerByValue (tag 1, speed 8, 24) and RaiseByValue
// (speed 16, 40): both planes by the value at the speed.
TEST_F(HexenPlanes, FloorAndCeilingMoveTogetherByTheirValue) {
    EXPECT_TRUE(use(kLowerByValue));
    tics(10);
    expect_heights(1, F(-10), F(118));
    tics(14);
    expect_heights(1, F(-24), F(104));

    SetUp();
    EXPECT_TRUE(use(kRaiseByValue));
    tics(5);
    expect_heights(1, F(10), F(138));
    tics(15);
    expect_heights(1, F(40), F(168));
    tics(1);
    EXPECT_EQ(sector(1).specialdata, nullptr);
}

// The elevators: sector 1 up to the next floor above (the room's 8);
// sector 3 (32) down to the next below (sector 4's -16); sector 4 to the
// floor of the line's front sector (the room's 8); the ceilings keep their
// distance.
TEST_F(HexenPlanes, ElevatorsTakeTheCeilingAlong) {
    EXPECT_TRUE(use(kRaiseToNearest));
    tics(1);
    expect_heights(1, F(4), F(132));
    tics(1);
    expect_heights(1, F(8), F(136));

    EXPECT_TRUE(use(kLowerToNearest));
    tics(10);
    expect_heights(3, F(12), F(140));
    tics(14);
    expect_heights(3, F(-16), F(112));

    EXPECT_TRUE(use(kMoveToFloor));
    tics(5);
    expect_heights(4, F(-6), F(122));
    tics(7);
    expect_heights(4, F(8), F(136));
}

TEST_F(HexenPlanes, ABusySectorStartsNoSecondMover) {
    EXPECT_TRUE(use(kLowerByValue));
    EXPECT_FALSE(use(kBuildHalfway));
    EXPECT_FALSE(use(kRaiseToNearest));
}

TEST(HexenPlaneSavegame, APillarComesBackAsItWas) {
    hexen_data::DataSource source("planes");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    use_special_line(saved, *saved.players[0].mo, kBuildTo32, 0);
    use_special_line(saved, *saved.players[0].mo, kOpenToNeighbours, 0);
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 10; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "planes"), "planes.sav");
    for (int i = 0; i < 45; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_EQ(loaded.sectors[1].floorheight, F(32));
    EXPECT_EQ(loaded.sectors[2].ceilingheight, F(160));
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
}

}  // namespace
