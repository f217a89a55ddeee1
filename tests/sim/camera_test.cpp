// ZDoom's ChangeCamera (special 237; p_lnspec.cpp, player.zs) on the small
// UDMF map of hexen_test_map.h: an imp with id 5 and a map spot with id 6
// in the room. Each test states the ZDoom rule it checks.
#include <gtest/gtest.h>

#include <array>

#include "sim/camera.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

class Camera : public ::testing::Test {
protected:
    Camera() : w(defs) {
        const std::string flags =
            "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
        source.map.things = "thing { x = 200.0; y = 64.0; type = 3001; id = 5; angle = 90; " + flags + " }\n" +
                            "thing { x = 32.0; y = 200.0; type = 9001; id = 6; angle = 180; " + flags + " }\n";
        new_game(w, source, GameOptions{});
    }
    bool change(int tid, int who, int revert, Mobj* by) {
        return run_hexen_special(w, 237, {tid, who, revert, 0, 0}, -1, 0, by);
    }
    Player& me() { return w.players[0]; }
    Mobj* imp() {
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == MT_TROOP)
                return static_cast<Mobj*>(t);
        return nullptr;
    }

    Definitions defs;
    World w;
    TestSource source;
    const std::array<Ticcmd, kMaxPlayers> idle{};
};

// A thing with the id becomes the camera: the view from its place and
// facing, half its height up; no id gives the view back to the body.
TEST_F(Camera, AThingWithTheIdIsTheCameraUntilNoneIsNamed) {
    Mobj* troop = imp();
    ASSERT_NE(troop, nullptr);
    EXPECT_TRUE(change(5, 0, 0, me().mo));
    EXPECT_EQ(me().camera, troop);
    ViewFrom v = view_from(me());
    EXPECT_EQ(v.thing, troop);
    EXPECT_EQ(v.player, nullptr);
    EXPECT_EQ(v.x, F(200));
    EXPECT_EQ(v.y, F(64));
    EXPECT_EQ(v.z, troop->z + troop->height / 2);
    EXPECT_EQ(v.angle, troop->angle);
    EXPECT_EQ(v.tid, 5);

    EXPECT_TRUE(change(0, 0, 0, me().mo));
    v = view_from(me());
    EXPECT_EQ(v.thing, me().mo);
    EXPECT_EQ(v.player, &me());
    EXPECT_EQ(v.z, me().viewz);
}

// A map spot (a place here, ZDoom's MapSpot actor there) is a camera too:
// its eye half a MapSpot's 16 units up. With `revert`, the view comes back
// once the player walks on the ground; turning alone keeps it.
TEST_F(Camera, AMapSpotIsACameraAndWalkingRevertsIt) {
    EXPECT_TRUE(change(6, 0, 1, me().mo));
    ViewFrom v = view_from(me());
    EXPECT_EQ(v.thing, nullptr);
    EXPECT_EQ(v.x, F(32));
    EXPECT_EQ(v.y, F(200));
    EXPECT_EQ(v.z, F(8));
    EXPECT_EQ(v.angle, base::kAng180);
    EXPECT_EQ(v.tid, 6);
    std::array<Ticcmd, kMaxPlayers> turn{}, walk{};
    turn[0].angleturn = 512;
    walk[0].forwardmove = 25;
    run_tic(w, source, turn);
    EXPECT_TRUE(me().camera_spot.on);
    run_tic(w, source, walk);
    EXPECT_FALSE(me().camera_spot.on);
    EXPECT_EQ(view_from(me()).thing, me().mo);
}

// Without a player to set it off (a script, a monster), or with `who`,
// every player's view changes; a camera that leaves the world gives the
// view back; savegames keep the camera.
TEST_F(Camera, EveryPlayersViewWithoutAPlayerAndTheCameraIsSaved) {
    EXPECT_TRUE(change(5, 0, 0, nullptr));
    EXPECT_EQ(me().camera, imp());
    World loaded(defs);
    load_game(loaded, source, save_game(w, "camera"), "camera.sav");
    ASSERT_NE(loaded.players[0].camera, nullptr);
    EXPECT_EQ(loaded.players[0].camera->type, MT_TROOP);
    EXPECT_EQ(view_from(loaded.players[0]).x, F(200));

    change(6, 1, 0, me().mo);
    load_game(loaded, source, save_game(w, "camera"), "camera.sav");
    EXPECT_TRUE(loaded.players[0].camera_spot.on);
    EXPECT_EQ(view_from(loaded.players[0]).y, F(200));

    change(5, 0, 0, me().mo);
    w.thinkers.remove(imp());
    EXPECT_EQ(view_from(me()).thing, me().mo);
}

}  // namespace
