// ZDoom's camera paths (movingcamera.zs) on the small UDMF map of
// hexen_test_map.h (a 256-unit room, floor 0, ceiling 128; the box beside
// it is sector tag 1). Expected places come from the rules written out
// here: a straight path moves 8 / (35 × octics) of the way a tic, a
// curved one is the Catmull-Rom spline through the nodes either side.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <string>

#include "sim/camera.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"
#include "sim/thing_ids.h"

namespace {

using namespace hexen_test;
using namespace sim;

const std::string kEverywhere =
    "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; ";

std::string thing(int type, int x, int y, const std::string& fields) {
    return "thing { type = " + std::to_string(type) + "; x = " + std::to_string(x) + ".0; y = " + std::to_string(y) +
           ".0; " + fields + " " + kEverywhere + "}\n";
}

// A path node: its id, place, height, travel and hold time (octics), next id.
std::string node(int tid, int x, int y, int height, int travel, int hold, int next, int angle = 0) {
    return thing(9070, x, y,
                 "id = " + std::to_string(tid) + "; height = " + std::to_string(height) + ".0; angle = " +
                     std::to_string(angle) + "; arg1 = " + std::to_string(travel) + "; arg2 = " + std::to_string(hold) +
                     "; arg3 = " + std::to_string(next) + ";");
}

// The tic on which a follower leaves a node `octics` eighths of a second
// from the next: ZDoom adds 8 / (35 × octics) to a double each tic and
// steps on when it passes 1 (so 8 octics take 35 tics: the sum's last
// bit is over), the tic's place taken before the addition.
int tics_to_pass_one(int octics) {
    double time = 0;
    int tics = 0;
    while (time <= 1.0) {
        time += 8.0 / (octics * 35);
        ++tics;
    }
    return tics;
}

double units(fixed_t v) { return v / 65536.0; }
double degrees(base::angle_t a) { return static_cast<std::int32_t>(a) * (360.0 / 4294967296.0); }

// The textbook Catmull-Rom segment from p1 to p2.
double catmull_rom(double t, double p0, double p1, double p2, double p3) {
    return 0.5 * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t +
                  (-p0 + 3 * p1 - 3 * p2 + p3) * t * t * t);
}

class CameraPaths : public ::testing::Test {
protected:
    explicit CameraPaths(const std::string& things) : w(defs) {
        source.map.things = things;
        new_game(w, source, GameOptions{});
    }
    void tics(int n) {
        for (int i = 0; i < n; ++i) run_tic(w, source, idle);
    }
    bool special(int number, int arg0) { return run_hexen_special(w, number, {arg0, 0, 0, 0, 0}, -1, 0, w.players[0].mo); }
    bool look_through(int tid) { return special(237, tid); }  // ChangeCamera
    bool activate(int tid) { return special(130, tid); }
    ViewFrom view() { return view_from(w.players[0]); }

    Definitions defs;
    World w;
    TestSource source;
    const std::array<Ticcmd, kMaxPlayers> idle{};
};

// A MovingCamera (id 30) on a straight path: node 20 at (32, 32), 16 up,
// one second (8 octics) to node 21 at (224, 32), 48 up, the path's end.
// Node 21's InterpolationSpecial sets the box's light to 200 on arrival.
class StraightPath : public CameraPaths {
protected:
    StraightPath()
        : CameraPaths(node(20, 32, 32, 16, 8, 0, 21) + node(21, 224, 32, 48, 8, 0, 0) +
                      thing(9072, 128, 200, "id = 30; height = 8.0; arg0 = 20; arg2 = 1;") +
                      thing(9075, 0, 0, "id = 21; special = 112; arg0 = 1; arg1 = 200;")) {}
};

TEST_F(StraightPath, TheCameraWaitsWhereItWasPlacedUntilActivated) {
    EXPECT_TRUE(things_with_id(w, 30, nullptr).empty()) << "a follower is no map object";
    EXPECT_TRUE(look_through(30));
    tics(10);
    EXPECT_EQ(view().x, F(128));
    EXPECT_EQ(view().y, F(200));
    EXPECT_EQ(view().z, F(8)) << "a MovingCamera's eye is its place";
    EXPECT_EQ(view().thing, nullptr);
}

TEST_F(StraightPath, ItTravelsTheLineInItsTimeAndRunsTheSpecialOnArrival) {
    ASSERT_TRUE(look_through(30));
    ASSERT_TRUE(activate(30));
    EXPECT_EQ(w.cameras.at(0).x, F(32)) << "activated: at the first node (the view follows at the tic's end)";
    EXPECT_EQ(w.cameras.at(0).z, F(16));
    const int box_light = w.sectors[1].lightlevel;
    ASSERT_NE(box_light, 200);
    const int arrival = tics_to_pass_one(8);
    ASSERT_GE(arrival, 35);  // one second, give or take the sum's last bit
    for (int t = 1; t <= arrival; ++t) {
        tics(1);
        const double along = (t - 1) / 35.0;  // each tic moves from where the last one's sum left it
        EXPECT_NEAR(units(view().x), 32 + 192 * along, 1e-3) << "tic " << t;
        EXPECT_NEAR(units(view().y), 32, 1e-3) << "tic " << t;
        EXPECT_NEAR(units(view().z), 16 + 32 * along, 1e-3) << "tic " << t;
        EXPECT_EQ(w.sectors[1].lightlevel, t == arrival ? 200 : box_light) << "the node's special, tic " << t;
    }
    EXPECT_FALSE(w.cameras.at(0).path.active) << "the path ends at its last node";
    const fixed_t x = view().x;
    tics(10);
    EXPECT_EQ(view().x, x);
}

TEST_F(StraightPath, DeactivatingStopsItWhereItIs) {
    ASSERT_TRUE(look_through(30));
    ASSERT_TRUE(activate(30));
    tics(11);
    const fixed_t x = view().x;
    EXPECT_TRUE(special(131, 30));
    tics(10);
    EXPECT_EQ(view().x, x);
    EXPECT_NEAR(units(x), 32 + 192 * 10 / 35.0, 1e-3);
}

TEST_F(StraightPath, SavegamesResumeItAtExactlyItsPlace) {
    ASSERT_TRUE(look_through(30));
    ASSERT_TRUE(activate(30));
    tics(12);
    World loaded(defs);
    load_game(loaded, source, save_game(w, "paths"), "paths.sav");
    for (int t = 0; t < 30; ++t) {
        run_tic(loaded, source, idle);
        tics(1);
        ASSERT_EQ(view_from(loaded.players[0]).x, view().x) << "tic " << t;
        ASSERT_EQ(view_from(loaded.players[0]).z, view().z) << "tic " << t;
    }
    EXPECT_EQ(loaded.sectors[1].lightlevel, 200);
}

// Four nodes in a loop round the room (ids 1-4, half a second each), a
// PathFollower (id 40) on a curve through them, turning as it goes (bit
// 1) between the nodes' facings; node 2 holds it a second.
class LoopedCurve : public CameraPaths {
protected:
    LoopedCurve()
        : CameraPaths(node(1, 64, 64, 32, 4, 0, 2, 0) + node(2, 192, 64, 32, 4, 8, 3, 90) +
                      node(3, 192, 192, 64, 4, 0, 4, 180) + node(4, 64, 192, 32, 4, 0, 1, 270) +
                      thing(9071, 128, 128, "id = 40; arg0 = 1; arg2 = 2;")) {}
};

TEST_F(LoopedCurve, ItStartsAtTheFirstNodeOfALoopAndFollowsTheSpline) {
    ASSERT_TRUE(look_through(40));
    ASSERT_TRUE(activate(40));
    tics(1);
    EXPECT_NEAR(units(view().x), 64, 1e-3);
    EXPECT_NEAR(units(view().z), 32 + 8, 1e-3) << "a PathFollower's eye is 8 above it";
    const double step = 8.0 / (4 * 35);
    for (int t = 2; t <= 17; ++t) {
        tics(1);
        const double along = (t - 1) * step;
        // Node 4 before node 1, node 2 after: the loop closes.
        EXPECT_NEAR(units(view().x), catmull_rom(along, 64, 64, 192, 192), 1e-3) << "tic " << t;
        EXPECT_NEAR(units(view().y), catmull_rom(along, 192, 64, 64, 192), 1e-3) << "tic " << t;
        EXPECT_NEAR(degrees(view().angle), 90 * along, 1e-3) << "tic " << t;
    }
}

TEST_F(LoopedCurve, ANodesHoldKeepsItThereAndTheLoopGoesOn) {
    ASSERT_TRUE(look_through(40));
    ASSERT_TRUE(activate(40));
    // Half a second to node 2, then 35 tics held there.
    tics(tics_to_pass_one(4));
    tics(1);
    EXPECT_NEAR(units(view().x), 192, 1e-3);
    EXPECT_NEAR(units(view().y), 64, 1e-3);
    for (int t = 0; t < 34; ++t) {
        tics(1);
        EXPECT_NEAR(units(view().x), 192, 1e-3) << "held, tic " << t;
        EXPECT_NEAR(units(view().y), 64, 1e-3) << "held, tic " << t;
    }
    tics(3);
    EXPECT_GT(units(view().y), 64.01) << "on toward node 3";
    tics(35 * 10);
    EXPECT_TRUE(w.cameras.at(0).path.active) << "a loop never ends";
}

// An ActorMover (id 50) carries the imp (id 5) straight from (64, 220) to
// (192, 220) in a second, clear of the player; bit 1 turns it to the
// nodes' facings.
class CarriedImp : public CameraPaths {
protected:
    CarriedImp()
        : CameraPaths(thing(3001, 32, 224, "id = 5;") + node(60, 64, 220, 0, 8, 0, 61, 0) +
                      node(61, 192, 220, 0, 8, 0, 0, 90) + thing(9074, 16, 16, "id = 50; arg0 = 60; arg2 = 3; arg3 = 5;")) {}
    Mobj& imp() { return *things_with_id(w, 5, nullptr).at(0); }
};

TEST_F(CarriedImp, TheMoverTakesItsThingAlongUnharmedAndLetsItGo) {
    const int health = imp().health;
    ASSERT_TRUE(activate(50));
    EXPECT_EQ(imp().x, F(64));
    EXPECT_EQ(imp().y, F(220));
    EXPECT_TRUE(imp().flags & MF_NOGRAVITY);
    tics(18);
    EXPECT_NEAR(units(imp().x), 64 + 128 * 17 / 35.0, 1e-3);
    EXPECT_NEAR(degrees(imp().angle), 90 * 17 / 35.0, 1e-2);
    EXPECT_TRUE(imp().dormant) << "carried, it cannot be hurt";
    const int arrival = tics_to_pass_one(8);
    tics(arrival - 18);
    EXPECT_NEAR(units(imp().x), 64 + 128 * (arrival - 1) / 35.0, 1e-3) << "where the last tic's sum left it";
    EXPECT_FALSE(imp().flags & MF_NOGRAVITY) << "its own flags back at the end";
    EXPECT_FALSE(imp().dormant);
    EXPECT_EQ(imp().health, health);
}

}  // namespace
