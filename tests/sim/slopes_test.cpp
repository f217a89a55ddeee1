// ZDoom's slopes in the simulation, on the map of tests/data/slopes
// (MAP01.textmap; make.sh builds slopes.wad, its demo and trace). No port
// that plays slopes is packaged for Debian, so each test names the ZDoom
// behaviour it checks (from the UDMF spec and ZDoom's documentation of
// Plane_Align, Plane_Copy and vertex heights) and derives the heights by
// hand from the plane equations the map's comments give:
//   ramp (sector 1)       z = (x - 256) / 4
//   explicit (sector 2)   z = 100 + y / 8
//   triangle (sector 3)   z = (y - 256) / 4
//   south (4), southeast (5)  z = y / 4
#include <gtest/gtest.h>
#include <zlib.h>

#include <array>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "base/log.h"
#include "sim/game.h"
#include "sim/hash.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/sight.h"
#include "sim/specials.h"
#include "sim/trace.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"
#include "support/world_things.h"

namespace {

using base::kFracUnit;
using sim::fixed_t;

constexpr fixed_t F(int units) { return units * kFracUnit; }
constexpr const char* kWads = "freedoom2.wad+../slopes/slopes.wad";
// Rounding the planes to fixed point may cost a few 1/65536 units.
constexpr fixed_t kRounding = 4;

fixed_t ramp_z(fixed_t x) { return (x - F(256)) / 4; }

class Slopes : public ::testing::Test {
protected:
    Slopes() : data(test_support::iwad_data(kWads)), w(std::make_unique<sim::World>(data.defs)) {
        sim::GameOptions opts;
        opts.mode = data.source->mode();
        opts.skill = sim::Skill::Medium;  // the zombieman is on hard only
        sim::new_game(*w, *data.source, opts);
    }
    sim::Mobj& player() { return *w->players[0].mo; }
    const sim::SectorState& sector(int s) const { return w->sectors[static_cast<std::size_t>(s)]; }
    // The floor under (x, y), whichever sector that is.
    fixed_t floor_under(fixed_t x, fixed_t y) const {
        return w->sectors[static_cast<std::size_t>(w->sector_of_subsector(sim::point_in_subsector(*w, x, y)))]
            .floor_at(x, y);
    }
    void tic(std::int8_t forward = 0) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        cmds[0].forwardmove = forward;
        sim::run_tic(*w, *data.source, cmds);
    }
    sim::Mobj* find(sim::MobjType type) { return test_support::first_thing(*w, type); }

    const test_support::IwadData& data;
    std::unique_ptr<sim::World> w;
};

// ZDoom: Plane_Align(2) slopes the back sector so that it meets the front
// sector's height along the line and keeps its own at its farthest vertex;
// floorplane_a..d give z from a*x + b*y + c*z + d = 0; a vertex's zfloor
// slopes a triangular sector through its three corners; Plane_Copy runs
// after Plane_Align (P_CopySlopes comes last in P_SetupLevel), so the
// southeast sector takes the south sector's finished slope.
TEST_F(Slopes, PlanesAreBuiltAtLoad) {
    EXPECT_FALSE(sector(0).sloped());
    for (int s = 1; s <= 5; ++s) {
        EXPECT_TRUE(sector(s).floorplane.sloped) << "sector " << s;
        EXPECT_FALSE(sector(s).ceilingplane.sloped) << "sector " << s;
    }
    EXPECT_TRUE(w->sloped_level);
    EXPECT_NEAR(sector(1).floor_at(F(256), F(100)), 0, kRounding);
    EXPECT_NEAR(sector(1).floor_at(F(384), F(128)), F(32), kRounding);
    EXPECT_NEAR(sector(1).floor_at(F(512), F(7)), F(64), kRounding);
    EXPECT_NEAR(sector(2).floor_at(F(576), F(64)), F(108), kRounding);
    EXPECT_NEAR(sector(2).floor_at(F(600), F(256)), F(132), kRounding);
    EXPECT_NEAR(sector(3).floor_at(F(128), F(384)), F(32), kRounding);
    EXPECT_NEAR(sector(3).floor_at(F(128), F(320)), F(16), kRounding);
    EXPECT_NEAR(sector(3).floor_at(F(10), F(256)), 0, kRounding);
    EXPECT_NEAR(sector(4).floor_at(F(128), F(-128)), F(-32), kRounding);
    EXPECT_NEAR(sector(5).floor_at(F(384), F(-128)), F(-32), kRounding);
    EXPECT_NEAR(sector(5).floor_at(F(500), F(-256)), F(-64), kRounding);
    // The flat ceilings and the room keep their heights.
    EXPECT_EQ(sector(0).floor_at(F(100), F(100)), 0);
    EXPECT_EQ(sector(1).ceiling_at(F(300), F(100)), F(256));
    // Both specials act at load and leave their lines plain.
    EXPECT_EQ(w->lines[2].special, 0);
    EXPECT_EQ(w->lines[4].special, 0);
}

// ZDoom: a thing's floor is the plane's height at its position; a thing
// placed on the floor stands there.
TEST_F(Slopes, ThingsStandOnThePlaneWhereTheyAre) {
    const sim::Mobj* on_ramp = sim::spawn_mobj(*w, F(384), F(100), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_NEAR(on_ramp->z, F(32), kRounding);
    EXPECT_EQ(on_ramp->floorz, on_ramp->z);
    const sim::Mobj* low = sim::spawn_mobj(*w, F(300), F(40), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_NEAR(low->z, F(11), kRounding);
    const sim::Mobj* on_triangle = sim::spawn_mobj(*w, F(128), F(300), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_NEAR(on_triangle->z, F(11), kRounding);
}

// ZDoom: stepping up compares the plane heights where the thing would
// stand, so the ramp (a quarter unit per unit) is walked up, and the
// explicit plane beyond it, 116 units high at y = 128 against the ramp's
// 64, is a step of more than 24 that stops the player. Walking back down
// keeps the player on the ramp every tic (ZDoom's P_TryMove does not let
// a walker fall off a slope it walks down).
TEST_F(Slopes, PlayerWalksUpTheRampButNotTheStep) {
    fixed_t farthest = 0;
    for (int i = 0; i < 105; ++i) {
        tic(50);
        const sim::Mobj& mo = player();
        farthest = std::max(farthest, mo.x);
        if (mo.x > F(256) + mo.radius) {
            EXPECT_EQ(mo.z, floor_under(mo.x, mo.y)) << "tic " << i;
        }
    }
    EXPECT_GT(farthest, F(480));                   // reached the top of the ramp
    EXPECT_LE(farthest, F(512) - player().radius); // never onto the explicit plane
    EXPECT_NEAR(player().z, ramp_z(player().x), kRounding);
    EXPECT_GT(player().z, F(50));
    for (int i = 0; i < 35; ++i) {
        tic(-50);
        const sim::Mobj& mo = player();
        if (mo.x > F(256) + mo.radius) {
            EXPECT_EQ(mo.z, mo.floorz) << "walking down, tic " << i;
        }
    }
    EXPECT_LT(player().x, F(300));
}

// ZDoom: a missile explodes where it reaches a sloped floor. A rocket from
// (300, 128, 100) moving 4 units east and 8 down a tic is above the ramp
// after 9 tics (z 28, floor (336 - 256) / 4 = 20) and below it after 10
// (z 20, floor 21): it explodes at x 340 on the plane, z 21.
TEST_F(Slopes, MissileExplodesOnTheSlope) {
    sim::Mobj* rocket = sim::spawn_mobj(*w, F(300), F(128), F(100), sim::MT_ROCKET);
    rocket->target = &player();
    rocket->momx = F(4);
    rocket->momz = F(-8);
    int tics = 0;
    while ((rocket->flags & sim::MF_MISSILE) && tics < 20) {
        tic();
        ++tics;
    }
    EXPECT_EQ(tics, 10);
    EXPECT_EQ(rocket->x, F(340));
    EXPECT_NEAR(rocket->z, F(21), kRounding);
    EXPECT_EQ(rocket->z, rocket->floorz);
}

// ZDoom: a hitscan stops where it meets a sloped plane and puffs there.
// From the player at (128, 128), shooting from z 36 (half its height and 8)
// and falling an eighth of a unit per unit, the shot meets the ramp where
// 36 - (x - 128) / 8 = (x - 256) / 4: x = 928 / 3. Without the plane it
// would fly on to the explicit plane's lower wall at x 512.
TEST_F(Slopes, HitscanPuffsOnTheSlope) {
    sim::Mobj& mo = player();
    sim::unset_thing_position(*w, mo);
    mo.x = F(128);
    mo.y = F(128);
    sim::set_thing_position(*w, mo);
    ASSERT_EQ(mo.z, 0);
    sim::line_attack(*w, mo, 0, sim::kMissileRange, -kFracUnit / 8, 0);
    const sim::Mobj* puff = find(sim::MT_PUFF);
    ASSERT_NE(puff, nullptr);
    EXPECT_NEAR(puff->x, F(928) / 3, kFracUnit);
    // Doom's sine table gives angle 0 a sine of 25 / 65536: y drifts a little.
    EXPECT_NEAR(puff->y, F(128), kFracUnit / 8);
    // P_SpawnPuff moves the puff up or down by less than 4 units.
    EXPECT_NEAR(puff->z, ramp_z(puff->x), F(4));
}

// ZDoom: sight is measured at the planes' heights where it crosses a line.
// The ramp meets the room at height 0 along x = 256, though its own height
// (at its far side) is 64: a barrel at (300, 128), standing 11 high, is
// seen from the player in the room over that line (the flat height 64
// would hide it). A barrel on the explicit plane at (600, 240), 130 high,
// is hidden from one at (500, 20) on the ramp (61 high, eyes at 92.5): the
// sight line crosses x = 512 at y 46.4, where the step is 105.8 high, and
// would have to climb faster than the hidden barrel's top allows.
TEST_F(Slopes, SightCrossesLinesAtThePlanesHeights) {
    sim::Mobj* near = sim::spawn_mobj(*w, F(300), F(128), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_TRUE(sim::check_sight(*w, player(), *near));
    sim::Mobj* hidden = sim::spawn_mobj(*w, F(600), F(240), sim::kOnFloorZ, sim::MT_BARREL);
    ASSERT_NEAR(hidden->z, F(130), kRounding);
    sim::Mobj* low = sim::spawn_mobj(*w, F(500), F(20), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_FALSE(sim::check_sight(*w, *low, *hidden));
}

// ZDoom: a floor mover on a sloped sector moves the whole plane by its
// height change, and things on it ride down. Floor_LowerByValue (20) on
// id 4 by 32 at 1 unit a tic.
TEST_F(Slopes, MoverLowersTheWholeSlope) {
    sim::Mobj* barrel = sim::spawn_mobj(*w, F(128), F(-128), sim::kOnFloorZ, sim::MT_BARREL);
    ASSERT_NEAR(barrel->z, F(-32), kRounding);
    const fixed_t start = sector(4).floorheight;
    ASSERT_TRUE(sim::run_hexen_special(*w, 20, {4, 8, 32, 0, 0}, -1, 0, nullptr));
    for (int i = 0; i < 40; ++i) tic();
    EXPECT_EQ(sector(4).floorheight, start - F(32));
    EXPECT_NEAR(sector(4).floor_at(F(128), F(-128)), F(-64), kRounding);
    EXPECT_NEAR(sector(4).floor_at(F(10), F(-10)), F(-69) / 2, kRounding);  // y / 4 - 32 at y -10
    EXPECT_EQ(barrel->z, sector(4).floor_at(barrel->x, barrel->y));
    EXPECT_NEAR(sector(5).floor_at(F(384), F(-128)), F(-32), kRounding);  // its copy does not move
}

// Savegames keep the planes: a game saved while the mover works plays on
// with the same state digest as the one it was saved from.
TEST_F(Slopes, SavegameKeepsThePlanes) {
    sim::spawn_mobj(*w, F(128), F(-128), sim::kOnFloorZ, sim::MT_BARREL);
    ASSERT_TRUE(sim::run_hexen_special(*w, 20, {4, 8, 32, 0, 0}, -1, 0, nullptr));
    for (int i = 0; i < 10; ++i) tic(30);
    const std::vector<std::uint8_t> saved = sim::save_game(*w, "slopes");
    auto loaded = std::make_unique<sim::World>(data.defs);
    sim::load_game(*loaded, *data.source, saved, "slopes.sav");
    EXPECT_EQ(sim::world_hash(*loaded), sim::world_hash(*w));
    EXPECT_TRUE(loaded->sloped_level);
    for (std::size_t s = 0; s < w->sectors.size(); ++s) {
        EXPECT_EQ(loaded->sectors[s].floorplane, w->sectors[s].floorplane) << "sector " << s;
        EXPECT_EQ(loaded->sectors[s].ceilingplane, w->sectors[s].ceilingplane) << "sector " << s;
    }
    for (int i = 0; i < 40; ++i) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        cmds[0].forwardmove = 30;
        sim::run_tic(*w, *data.source, cmds);
        sim::run_tic(*loaded, *data.source, cmds);
        ASSERT_EQ(sim::world_hash(*loaded), sim::world_hash(*w)) << "tic " << i;
    }
}

// A demo of seeded random input on the map (tests/tools/monkey.py, hard,
// so the zombieman walks and shoots across the slopes) replays with the
// trace make.sh recorded when the slopes were written. With
// BRIMSTONE_WRITE_SLOPES_TRACE set (make.sh does) the test writes the
// trace there instead.
TEST(SlopesDemo, ReplaysWithTheSameTrace) {
    const test_support::IwadData& data = test_support::iwad_data(kWads);
    const sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "slopes" / "slopes.lmp", data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    std::vector<std::string> lines{sim::trace_header()};
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        lines.push_back(sim::trace_line(*world, static_cast<int>(tic)));
    }
    if (const char* out = std::getenv("BRIMSTONE_WRITE_SLOPES_TRACE")) {
        gzFile file = gzopen(out, "wb9");
        ASSERT_NE(file, nullptr) << "cannot write " << out;
        for (const std::string& line : lines) gzputs(file, (line + "\n").c_str());
        gzclose(file);
        return;
    }
    const std::string path = (test_support::data_dir() / "slopes" / "slopes.trace.gz").string();
    gzFile trace = gzopen(path.c_str(), "rb");
    ASSERT_NE(trace, nullptr) << "cannot open " << path;
    std::string expected;
    char buf[1024];
    std::size_t n = 0;
    while (gzgets(trace, buf, sizeof buf)) {
        expected += buf;
        if (expected.back() != '\n') continue;
        expected.pop_back();
        ASSERT_LT(n, lines.size()) << "the trace is longer than the demo";
        ASSERT_EQ(lines[n], expected) << "trace line " << n;
        expected.clear();
        ++n;
    }
    gzclose(trace);
    EXPECT_EQ(n, lines.size());
    EXPECT_GT(demo.tics.size(), 1000u);
}

}  // namespace
