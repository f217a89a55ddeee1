// Which map things a game takes (P_SpawnMapThing as dsda-doom 0.25.6 keeps
// it): Boom's "not in deathmatch" (32) and "not in cooperative" (64) bits
// in netgames, voided by the reserved bit (256, an editor's junk) and
// unread by Doom 1.9; and deathmatch starts, at most 10 in Doom 1.9 and any
// number from Boom on.
#include <gtest/gtest.h>

#include "open_room_world.h"

namespace {

using namespace sim;
using open_room_test::OpenRoomTest;

class MapThingModes : public OpenRoomTest {
protected:
    // A netgame of two at `level`, deathmatch or cooperative.
    void netgame(CompLevel level, int deathmatch) {
        w->opts.compat = default_compat_options(level);
        w->opts.playeringame[1] = true;
        w->opts.deathmatch = deathmatch;
    }
    bool spawns(int options) { return spawn_map_thing(*w, map::Thing{0, 0, 0, 2011, options}) != nullptr; }
};

TEST_F(MapThingModes, BoomLeavesOutWhatTheModeExcludes) {
    netgame(CompLevel::Boom, 0);
    EXPECT_FALSE(spawns(7 | 64));
    EXPECT_TRUE(spawns(7 | 32));
    netgame(CompLevel::Mbf21, 1);
    EXPECT_FALSE(spawns(7 | 32));
    EXPECT_TRUE(spawns(7 | 64));
}

TEST_F(MapThingModes, TheReservedBitAndDoom19IgnoreThem) {
    netgame(CompLevel::Mbf, 0);
    EXPECT_TRUE(spawns(7 | 64 | 256));
    netgame(CompLevel::Vanilla, 0);
    EXPECT_TRUE(spawns(7 | 64));
    netgame(CompLevel::Vanilla, 1);
    EXPECT_TRUE(spawns(7 | 32));
}

TEST_F(MapThingModes, DeathmatchStartsPastTenCountFromBoom) {
    for (int i = 0; i < 12; ++i) spawn_map_thing(*w, map::Thing{i * 64, 0, 0, 11, 7});
    EXPECT_EQ(w->deathmatchstarts.size(), 10u);
    w->deathmatchstarts.clear();
    w->opts.compat = default_compat_options(CompLevel::Boom);
    for (int i = 0; i < 12; ++i) spawn_map_thing(*w, map::Thing{i * 64, 0, 0, 11, 7});
    EXPECT_EQ(w->deathmatchstarts.size(), 12u);
}

}  // namespace
