// ZDoom's sector actions for Boom's fake planes (fake_plane_actions.h) on
// the small UDMF map of hexen_test_map.h: the room (sector 0) is drawn with
// the box's (sector 1's) planes, water at 64 and a fake ceiling at 100. Each
// action raises the box's light by its own amount (Light_RaiseByValue,
// 110), so the light shows which ran. ZDoom's rule checked
// (P_CheckFakeFloorTriggers): a player falling from above both, its feet
// through the water, its eye (41 up) through the fake ceiling and then
// the water, sets off SecActHitFakeFloor, SecActEyesBelowC and
// SecActEyesDive once each, and none of the rising ones (from 72: the
// highest the player fits under the room's ceiling at 128).
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "sim/hexen_test_map.h"

namespace {

using namespace hexen_test;
using namespace sim;

std::string action(int type, int amount) {
    return "thing { type = " + std::to_string(type) +
           "; x = 64.0; y = 64.0; special = 110; arg0 = 1; arg1 = " + std::to_string(amount) +
           "; skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }\n";
}

constexpr int kHitFakeFloor = 9989, kEyesDive = 9993, kEyesSurface = 9992, kEyesBelowC = 9983, kEyesAboveC = 9982;

TEST(FakePlaneActions, AFallThroughTheWaterSetsOffTheDownwardOnes) {
    Definitions defs;
    World w{defs};
    TestSource source;
    source.map.box = "heightfloor = 64; heightceiling = 100;";
    source.map.things = action(kHitFakeFloor, 1) + action(kEyesDive, 2) + action(kEyesSurface, 4) +
                        action(kEyesBelowC, 8) + action(kEyesAboveC, 16);
    new_game(w, source, GameOptions{});
    w.sectors[0].heightsec = 1;
    const int light = w.sectors[1].lightlevel;
    Mobj& me = *w.players[0].mo;
    me.z = F(72);  // its head at the room's ceiling
    const std::array<Ticcmd, kMaxPlayers> idle{};
    for (int i = 0; i < 30; ++i) run_tic(w, source, idle);
    ASSERT_EQ(me.z, 0) << "landed";
    EXPECT_EQ(w.sectors[1].lightlevel - light, 1 + 2 + 8);
}

}  // namespace
