// ZDoom's ChangeCamera (special 237; p_lnspec.cpp, player.zs) on the small
// UDMF map of hexen_test_map.h: an imp with id 5 and a map spot with id 6
// in the room. Each test states the ZDoom rule it checks.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>

#include "sim/camera.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"
#include "sim/thing_ids.h"

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

// ZDoom's camera things (camera.zs). A SecurityCamera (9025) with id 7 at
// (32, 32), 64 up, facing east: pitch 20° (its first argument), a sweep of
// 45° either side (the second), its third the eighths of a second a turn
// takes (8: 35 tics), halved with a sweep: its angle is 45° × sin(2π t /
// 70) after t tics. One with id 9 and no sweep turns round from east
// (ZDoom sets its angle to the phase, not the facing plus it), 360° in 35
// tics. An
// AimingCamera (9073) with id 8 at (128, 32), 64 up, turns toward the imp
// (id 5, dormant so that it stays put) at most 90° a second and tilts at
// most 35° a second, toward the imp's middle.
class CameraThings : public ::testing::Test {
protected:
    CameraThings() : w(defs) {
        const std::string flags =
            "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true;";
        source.map.things =
            "thing { x = 200.0; y = 64.0; type = 3001; id = 5; dormant = true; " + flags + " }\n" +
            "thing { x = 32.0; y = 32.0; height = 64.0; type = 9025; id = 7; arg0 = 20; arg1 = 45; arg2 = 8; " +
            flags + " }\n" + "thing { x = 32.0; y = 128.0; type = 9025; id = 9; arg2 = 8; " + flags + " }\n" +
            "thing { x = 128.0; y = 32.0; height = 64.0; type = 9073; id = 8; arg1 = 90; arg2 = 35; arg3 = 5; " +
            flags + " }\n";
        new_game(w, source, GameOptions{});
    }
    void tics(int n) {
        for (int i = 0; i < n; ++i) run_tic(w, source, idle);
    }
    bool change(int tid) { return run_hexen_special(w, 237, {tid, 0, 0, 0, 0}, -1, 0, w.players[0].mo); }
    static double degrees(base::angle_t a) { return static_cast<std::int32_t>(a) * (360.0 / 4294967296.0); }

    Definitions defs;
    World w;
    TestSource source;
    const std::array<Ticcmd, kMaxPlayers> idle{};
};

TEST_F(CameraThings, ASecurityCameraSweepsAboutItsFacingWithItsPitch) {
    EXPECT_TRUE(things_with_id(w, 7, nullptr).empty()) << "a camera is no map object";
    EXPECT_TRUE(change(7));
    ViewFrom v = view_from(w.players[0]);
    EXPECT_EQ(v.thing, nullptr);
    EXPECT_EQ(v.x, F(32));
    EXPECT_EQ(v.y, F(32));
    EXPECT_EQ(v.z, F(64));
    EXPECT_EQ(v.tid, 7);
    EXPECT_NEAR(degrees(v.pitch), 20.0, 1e-6);
    for (int t = 1; t <= 140; ++t) {
        tics(1);
        v = view_from(w.players[0]);
        EXPECT_NEAR(degrees(v.angle), 45.0 * std::sin(2 * std::numbers::pi * t / 70.0), 0.05) << "tic " << t;
    }
}

TEST_F(CameraThings, ACameraWithoutASweepTurnsRoundFromEast) {
    EXPECT_TRUE(change(9));
    for (int t = 1; t <= 35; ++t) {
        tics(1);
        const double want = std::remainder(t * 360.0 / 35.0, 360.0);
        EXPECT_NEAR(std::remainder(degrees(view_from(w.players[0]).angle) - want, 360.0), 0.0, 1e-3) << "tic " << t;
    }
    EXPECT_EQ(view_from(w.players[0]).pitch, 0u);
}

TEST_F(CameraThings, AnAimingCameraTurnsAndTiltsTowardItsThingAtItsRates) {
    EXPECT_TRUE(change(8));
    EXPECT_NEAR(degrees(view_from(w.players[0]).angle), 0.0, 1e-9);
    tics(1);
    EXPECT_NEAR(degrees(view_from(w.players[0]).angle), 90.0 / 35.0, 1e-3) << "one tic's turn, toward the imp";
    EXPECT_NEAR(degrees(view_from(w.players[0]).pitch), 35.0 / 35.0, 1e-3) << "one tic's tilt, down";
    tics(140);
    Mobj* imp = things_with_id(w, 5, nullptr).at(0);
    const double dx = 200 - 128, dy = 64 - 32;
    const double dz = 64 - (imp->z + imp->height / 2) / 65536.0;
    const ViewFrom v = view_from(w.players[0]);
    EXPECT_NEAR(degrees(v.angle), std::atan2(dy, dx) * 180 / std::numbers::pi, 0.1);
    EXPECT_NEAR(degrees(v.pitch), std::atan2(dz, std::hypot(dx, dy)) * 180 / std::numbers::pi, 0.1);
}

// Savegames keep each camera's turn and the view through it.
TEST_F(CameraThings, SavegamesKeepTheCamerasTurning) {
    EXPECT_TRUE(change(7));
    tics(10);
    World loaded(defs);
    load_game(loaded, source, save_game(w, "cameras"), "cameras.sav");
    for (int t = 0; t < 20; ++t) {
        run_tic(loaded, source, idle);
        tics(1);
        ASSERT_EQ(view_from(loaded.players[0]).angle, view_from(w.players[0]).angle) << "tic " << t;
        ASSERT_EQ(view_from(loaded.players[0]).pitch, view_from(w.players[0]).pitch) << "tic " << t;
        for (std::size_t c = 0; c < w.cameras.size(); ++c)
            ASSERT_EQ(loaded.cameras.at(c).angle, w.cameras[c].angle) << "camera " << c << " tic " << t;
    }
}

}  // namespace
