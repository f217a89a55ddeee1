// ZDoom's sector actions (sectoraction.zs) on the small UDMF map of
// hexen_test_map.h: the room (sector 0, x 0-256) and the box (sector 1,
// tag 1, x 256-320), joined along x = 256. Every action here runs
// Light_RaiseByValue (110) on the box by 10, so each run shows as 10 more
// light; the rule each test checks is ZDoom's.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/mobjs.h"

namespace {

using namespace hexen_test;
using namespace sim;

const std::string kEverywhere =
    "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; ";

// A sector action of editor number `type` at (x, y) raising the box's light.
std::string action(int type, int x, int y, const std::string& flags = "") {
    return "thing { type = " + std::to_string(type) + "; x = " + std::to_string(x) + ".0; y = " + std::to_string(y) +
           ".0; special = 110; arg0 = 1; arg1 = 10; " + flags + " " + kEverywhere + "}\n";
}

constexpr int kEnter = 9998, kExit = 9997, kHitFloor = 9999, kUse = 9995, kUseWall = 9994;

class SectorActions : public ::testing::Test {
protected:
    void start(const std::string& things) {
        source.map.things = things;
        new_game(w, source, GameOptions{});
        light = w.sectors[1].lightlevel;
    }
    Mobj& me() { return *w.players[0].mo; }
    // How many times the box's light was raised since the start.
    int runs() const { return (w.sectors[1].lightlevel - light) / 10; }
    bool walk_to(Mobj& thing, int x, int y) { return try_move(w, thing, F(x), F(y)); }
    void tics(int n) {
        for (int i = 0; i < n; ++i) run_tic(w, source, idle);
    }

    Definitions defs;
    World w{defs};
    TestSource source;
    int light = 0;
    const std::array<Ticcmd, kMaxPlayers> idle{};
};

TEST_F(SectorActions, EnteringAndLeavingASectorSetOffItsActions) {
    start(action(kEnter, 288, 128) + action(kExit, 288, 64));
    ASSERT_TRUE(walk_to(me(), 200, 128));
    EXPECT_EQ(runs(), 0) << "moving within the room";
    ASSERT_TRUE(walk_to(me(), 288, 128));
    EXPECT_EQ(runs(), 1) << "into the box: its enter action";
    ASSERT_TRUE(walk_to(me(), 300, 200));
    EXPECT_EQ(runs(), 1) << "within the box";
    ASSERT_TRUE(walk_to(me(), 200, 200));
    EXPECT_EQ(runs(), 2) << "out of the box: its exit action";
}

TEST_F(SectorActions, FriendlyOnesIgnorePlayersAndOnlyAmbushOnesTakeMonsters) {
    start(action(kEnter, 288, 128, "friend = true;") + action(kEnter, 300, 64, "ambush = true;") +
          "thing { type = 3001; x = 200.0; y = 40.0; " + kEverywhere + "}\n");
    ASSERT_TRUE(walk_to(me(), 288, 200));
    EXPECT_EQ(runs(), 1) << "the player sets off the ambush one only";
    Mobj* imp = nullptr;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP) imp = static_cast<Mobj*>(t);
    ASSERT_NE(imp, nullptr);
    ASSERT_TRUE(walk_to(*imp, 290, 40));
    EXPECT_EQ(runs(), 2) << "a monster sets off the ambush one, not the friendly one";
}

TEST_F(SectorActions, AStandingOneRunsOnceEvenAcrossASavegame) {
    start(action(kEnter, 288, 128, "standing = true;"));
    ASSERT_TRUE(walk_to(me(), 288, 128));
    ASSERT_TRUE(walk_to(me(), 200, 128));
    EXPECT_EQ(runs(), 1);
    World loaded(defs);
    load_game(loaded, source, save_game(w, "actions"), "actions.sav");
    ASSERT_TRUE(try_move(loaded, *loaded.players[0].mo, F(288), F(128)));
    EXPECT_EQ(loaded.sectors[1].lightlevel, w.sectors[1].lightlevel) << "used up before the save";
    ASSERT_TRUE(walk_to(me(), 288, 128));
    EXPECT_EQ(runs(), 1);
}

TEST_F(SectorActions, MissilesSetOffOnlyDeactivatedOnes) {
    start(action(kEnter, 288, 128, "id = 7;"));
    Mobj* ball = spawn_mobj(w, F(200), F(128), F(32), MT_TROOPSHOT);
    ASSERT_TRUE(walk_to(*ball, 288, 128));
    EXPECT_EQ(runs(), 0);
    ASSERT_TRUE(walk_to(*ball, 200, 128));
    EXPECT_TRUE(run_hexen_special(w, 131, {7, 0, 0, 0, 0}, -1, 0, nullptr)) << "Thing_Deactivate finds it";
    ASSERT_TRUE(walk_to(*ball, 288, 128));
    EXPECT_EQ(runs(), 1) << "dormant: missiles may";
}

// A use a wall stops goes to the user's sector's use actions first; a use
// that meets nothing goes to them too.
TEST_F(SectorActions, AUseGoesToTheUsersSectorFirst) {
    start(action(kUse, 64, 64) + action(kUseWall, 100, 200));
    ASSERT_TRUE(walk_to(me(), 40, 128));
    me().angle = base::kAng180;  // the west wall, 40 units off
    use_lines(w, w.players[0]);
    EXPECT_EQ(runs(), 1) << "the room's use action took it: its use-wall action did not run";
    ASSERT_TRUE(walk_to(me(), 128, 128));
    use_lines(w, w.players[0]);
    EXPECT_EQ(runs(), 2) << "nothing in reach: the use action again";
}

// Without a use action, a wall's use goes to the use-wall actions of the
// sector on the user's side of it; a use that meets no wall does not.
TEST_F(SectorActions, AWallsUseGoesToItsSectorsUseWallActions) {
    start(action(kUseWall, 100, 200));
    ASSERT_TRUE(walk_to(me(), 40, 128));
    me().angle = base::kAng180;
    use_lines(w, w.players[0]);
    EXPECT_EQ(runs(), 1);
    ASSERT_TRUE(walk_to(me(), 128, 128));
    use_lines(w, w.players[0]);
    EXPECT_EQ(runs(), 1);
}

TEST_F(SectorActions, LandingOnTheFloorSetsOffTheFloorAction) {
    start(action(kHitFloor, 64, 64));
    me().z = F(40);
    tics(2);
    EXPECT_EQ(runs(), 0) << "still falling";
    tics(30);
    EXPECT_EQ(me().z, 0);
    EXPECT_EQ(runs(), 1) << "once, on landing";
}

}  // namespace
