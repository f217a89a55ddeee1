// ZDoom's 3D floors in the simulation, on the map of tests/data/extra-floors
// (make.sh writes MAP01.textmap and extra-floors.wad). No port packaged for
// Debian plays 3D floors, so each test names the ZDoom behaviour it checks
// and derives its figures by hand from the map:
//   sector 1 (x 256-512, y 128-384): solid slab 96-128, control sector 2
//   sector 3 (x 640-768):            solid slab 8-24, control sector 4
//   sector 5 (x 896-1024):           non-solid slab 0-64
//   sector 7 (x 1152-1280):          swimmable slab 0-48
//   sector 9 (x 1344-1408):          behind a 3D middle texture; moreids "5",
//                                    so the bridge's slab stands there too
// The hall (sector 0) is 0-256 high; the player starts at (128, 256)
// facing east.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

#include "sim/game.h"
#include "sim/hash.h"
#include "sim/map_utility.h"
#include "sim/midtex3d.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/savegame.h"
#include "sim/sight.h"
#include "sim/switch_range.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"
#include "support/world_things.h"

namespace {

using base::kFracUnit;
using sim::fixed_t;

constexpr fixed_t F(int units) { return units * kFracUnit; }
constexpr const char* kWads = "freedoom2.wad+../extra-floors/extra-floors.wad";

class ExtraFloors : public ::testing::Test {
protected:
    ExtraFloors() : data(test_support::iwad_data(kWads)), w(std::make_unique<sim::World>(data.defs)) {
        sim::GameOptions opts;
        opts.mode = data.source->mode();
        opts.skill = sim::Skill::Medium;
        sim::new_game(*w, *data.source, opts);
    }
    sim::Mobj& player() { return *w->players[0].mo; }
    int sector_of(const sim::Mobj& mo) const { return w->mobj_sector(mo); }
    void tic(std::int8_t forward = 0) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        cmds[0].forwardmove = forward;
        sim::run_tic(*w, *data.source, cmds);
    }
    void place_player(fixed_t x, fixed_t y) {
        sim::Mobj& mo = player();
        sim::unset_thing_position(*w, mo);
        mo.x = x;
        mo.y = y;
        sim::set_thing_position(*w, mo);
    }
    sim::Mobj* find(sim::MobjType type) { return test_support::first_thing(*w, type); }

    const test_support::IwadData& data;
    std::unique_ptr<sim::World> w;
};

// Each Sector_Set3DFloor line puts its control sector's planes into every
// sector with its tag (arg 0), of the type arg 1 gives (1 solid, 2
// swimmable, 3 non-solid), and is left plain.
TEST_F(ExtraFloors, SlabsAreBuiltFromTheirLines) {
    ASSERT_TRUE(w->extra_floors.any());
    EXPECT_TRUE(w->extra_floors.in(0).empty());
    const auto bridge = w->extra_floors.in(1);
    ASSERT_EQ(bridge.size(), 1u);
    EXPECT_EQ(bridge[0].control, 2);
    EXPECT_EQ(bridge[0].kind, sim::ExtraFloorKind::Solid);
    EXPECT_FALSE(bridge[0].shoot_through);
    EXPECT_FALSE(bridge[0].see_through);
    EXPECT_EQ(sim::extra_floor_top(*w, bridge[0], F(300), F(200)), F(128));
    EXPECT_EQ(sim::extra_floor_bottom(*w, bridge[0], F(300), F(200)), F(96));
    ASSERT_EQ(w->extra_floors.in(3).size(), 1u);
    ASSERT_EQ(w->extra_floors.in(5).size(), 1u);
    EXPECT_EQ(w->extra_floors.in(5)[0].kind, sim::ExtraFloorKind::NonSolid);
    EXPECT_TRUE(w->extra_floors.in(5)[0].shoot_through);
    ASSERT_EQ(w->extra_floors.in(7).size(), 1u);
    EXPECT_EQ(w->extra_floors.in(7)[0].kind, sim::ExtraFloorKind::Swimmable);
    // UDMF moreids: a sector answers to each of its ids.
    ASSERT_EQ(w->extra_floors.in(9).size(), 1u);
    EXPECT_EQ(w->extra_floors.in(9)[0].control, 2);
    for (const sim::ExtraFloor& f : w->extra_floors.all()) EXPECT_EQ(w->lines[static_cast<std::size_t>(f.line)].special, 0);
}

// A solid slab is a ceiling to a thing below its middle and a floor to one
// above it: the player walks under the bridge (96 over the floor, room for
// its 56), steps up onto the 24-high slab, and through the non-solid one.
TEST_F(ExtraFloors, PlayerWalksUnderTheBridgeOntoTheStepAndThroughNonSolid) {
    bool under = false, on_step = false, through = false;
    for (int i = 0; i < 140 && player().x < F(1100); ++i) {
        tic(25);
        const sim::Mobj& mo = player();
        const int s = sector_of(mo);
        if (s == 1 && mo.x > F(256) + mo.radius && mo.x < F(512) - mo.radius) {
            under = true;
            EXPECT_EQ(mo.z, 0) << "tic " << i;
            EXPECT_EQ(mo.ceilingz, F(96)) << "tic " << i;
        }
        if (s == 3 && mo.x > F(640) + mo.radius && mo.x < F(768) - mo.radius) {
            on_step = true;
            EXPECT_EQ(mo.floorz, F(24)) << "tic " << i;
        }
        if (s == 5 && mo.x > F(896) + mo.radius && mo.x < F(1024) - mo.radius) {
            through = true;
            EXPECT_EQ(mo.floorz, 0) << "tic " << i;
            EXPECT_EQ(mo.ceilingz, F(256)) << "tic " << i;
        }
    }
    EXPECT_TRUE(under);
    EXPECT_TRUE(on_step);
    EXPECT_TRUE(through);
    EXPECT_GT(player().x, F(1024));
}

// A thing placed on the slab stands on it, one under it has it for a
// ceiling; both ride the slab when its control sector moves.
TEST_F(ExtraFloors, ThingsStandOnAndUnderTheSlabAndRideIt) {
    sim::Mobj* on = sim::spawn_mobj(*w, F(384), F(300), F(128), sim::MT_BARREL);
    sim::Mobj* below = sim::spawn_mobj(*w, F(384), F(200), sim::kOnFloorZ, sim::MT_BARREL);
    EXPECT_EQ(on->floorz, F(128));
    EXPECT_EQ(on->ceilingz, F(256));
    EXPECT_EQ(below->z, 0);
    EXPECT_EQ(below->ceilingz, F(96));
    for (int i = 0; i < 10; ++i) tic();
    EXPECT_EQ(on->z, F(128));  // it does not fall through
    sim::SectorState& control = w->sectors[2];
    control.floorheight += F(8);
    control.ceilingheight += F(8);
    EXPECT_FALSE(sim::change_sector(*w, 2, false));
    EXPECT_EQ(on->z, F(136));
    EXPECT_EQ(on->floorz, F(136));
    EXPECT_EQ(below->ceilingz, F(104));
    // Lowered to 20-52 over the 42-high barrel below: it no longer fits.
    control.floorheight = F(20);
    control.ceilingheight = F(52);
    EXPECT_TRUE(sim::change_sector(*w, 2, false));
}

// ZDoom's water (FallAndSink): in the swimmable slab (0-48) a barrel
// (mass 100, sink speed half a unit) falling faster than that is slowed by
// a unit each tic, which holds it at one unit a tic against gravity; out
// of water the same fall from 40 ends on the ninth tic (momentum -2, then
// a unit more each tic).
TEST_F(ExtraFloors, ThingsSinkSlowlyInSwimmableSlabs) {
    sim::Mobj* wet = sim::spawn_mobj(*w, F(1200), F(256), F(40), sim::MT_BARREL);
    sim::Mobj* dry = sim::spawn_mobj(*w, F(1100), F(256), F(40), sim::MT_BARREL);
    for (int i = 0; i < 9; ++i) tic();
    EXPECT_EQ(dry->z, 0);
    EXPECT_EQ(wet->z, F(32));
    EXPECT_EQ(wet->momz, -kFracUnit);
    for (int i = 0; i < 100; ++i) tic();
    EXPECT_EQ(wet->z, 0);  // it reaches the floor all the same
}

// A hitscan stops at the side and the planes of a solid slab. From the
// player at (128, 256), the shot starts 36 high (half its 56 and 8):
// rising half a unit a unit it is 100 high at the bridge's edge (x 256),
// inside the slab, and puffs on its side; level, it passes under the
// bridge and hits a barrel there.
TEST_F(ExtraFloors, HitscansStopAtTheSlab) {
    sim::Mobj* high = sim::spawn_mobj(*w, F(384), F(256), F(128), sim::MT_POSSESSED);
    const int health = high->health;
    sim::line_attack(*w, player(), 0, sim::kMissileRange, kFracUnit / 2, 10);
    EXPECT_EQ(high->health, health);
    const sim::Mobj* puff = find(sim::MT_PUFF);
    ASSERT_NE(puff, nullptr);
    EXPECT_LT(puff->x, F(256));
    EXPECT_GT(puff->x, F(248));
    EXPECT_NEAR(puff->z, F(98), F(4));

    sim::Mobj* low = sim::spawn_mobj(*w, F(384), F(256), sim::kOnFloorZ, sim::MT_BARREL);
    const int barrel = low->health;
    sim::line_attack(*w, player(), 0, sim::kMissileRange, 0, 5);
    EXPECT_LT(low->health, barrel);
}

// Through the bridge's bottom plane: from under the bridge at (300, 256),
// shooting steeply up, the shot meets the plane at 96.
TEST_F(ExtraFloors, HitscanMeetsTheSlabFromBelow) {
    place_player(F(300), F(256));
    sim::line_attack(*w, player(), 0, sim::kMissileRange, 2 * kFracUnit, 0);
    const sim::Mobj* puff = find(sim::MT_PUFF);
    ASSERT_NE(puff, nullptr);
    // 36 high at x 300, rising 2 a unit: 96 at x 330.
    EXPECT_NEAR(puff->x, F(330), kFracUnit);
    EXPECT_NEAR(puff->z, F(96), F(4));
}

// Sight does not pass a solid slab: from the player's eyes (42 high) the
// sight lines to a zombieman standing on the bridge all enter the slab;
// one under the bridge, and one on the step slab, are seen.
TEST_F(ExtraFloors, SlabsHideWhatIsAcrossThem) {
    sim::Mobj* on_bridge = sim::spawn_mobj(*w, F(384), F(256), F(128), sim::MT_POSSESSED);
    sim::Mobj* under_bridge = sim::spawn_mobj(*w, F(384), F(330), sim::kOnFloorZ, sim::MT_POSSESSED);
    sim::Mobj* on_step = sim::spawn_mobj(*w, F(700), F(256), F(24), sim::MT_POSSESSED);
    EXPECT_FALSE(sim::check_sight(*w, player(), *on_bridge));
    EXPECT_TRUE(sim::check_sight(*w, player(), *under_bridge));
    EXPECT_TRUE(sim::check_sight(*w, *under_bridge, player()));
    EXPECT_FALSE(sim::check_sight(*w, *under_bridge, *on_bridge));
    EXPECT_TRUE(sim::check_sight(*w, player(), *on_step));
}

// ZDoom's switch range (P_CheckSwitchRange) with 3D floors: an upper
// switch on a line whose far sector holds a slab that shows the line's
// upper texture on its sides (flag 16) is reached by a user level with the
// slab, as if the switch were on the slab's side. The hall's line into
// sector 1 (x = 256) carries it here; the opening is the hall's full
// height, so without the slab nothing reaches an upper switch.
TEST_F(ExtraFloors, ASlabShowingTheUpperTextureBringsAnUpperSwitchInReach) {
    int line = -1;
    for (std::size_t i = 0; i < w->level.lines.size(); ++i) {
        const map::Line& l = w->level.lines[i];
        const map::Vertex& a = w->level.vertices[static_cast<std::size_t>(l.v1)];
        const map::Vertex& b = w->level.vertices[static_cast<std::size_t>(l.v2)];
        if (a.x == F(256) && b.x == F(256) && std::min(a.y, b.y) == F(128) && std::max(a.y, b.y) == F(384))
            line = static_cast<int>(i);
    }
    ASSERT_GE(line, 0);
    const map::Line& ml = w->level.lines[static_cast<std::size_t>(line)];
    const int side = w->level.sides[static_cast<std::size_t>(ml.sides[0])].sector == 0 ? 0 : 1;
    w->level.extensions.lines[static_cast<std::size_t>(line)].flags.set(map::LineBool::CheckSwitchRange);
    constexpr int kSwitch = 100000;  // a number no side of the map shows
    w->textures.switches = {{kSwitch, kSwitch + 1}};
    w->sides[static_cast<std::size_t>(ml.sides[static_cast<std::size_t>(side)])].toptexture = kSwitch;
    player().z = F(64);  // from 64 to 120: level with the slab (96-128)
    EXPECT_FALSE(sim::reaches_switch(*w, line, side, player())) << "the slab's sides show its own middle";

    std::vector<sim::ExtraFloor> slabs(w->extra_floors.all().begin(), w->extra_floors.all().end());
    for (sim::ExtraFloor& f : slabs)
        if (f.target == 1) f.side_texture = 1;
    w->extra_floors.build(slabs, static_cast<int>(w->sectors.size()));
    EXPECT_TRUE(sim::reaches_switch(*w, line, side, player()));
    player().z = 0;
    EXPECT_FALSE(sim::reaches_switch(*w, line, side, player())) << "below the slab (0 to 56)";
}

// The slabs come from the map, their heights from the control sectors a
// savegame keeps: a loaded game has the same slabs and plays on alike.
TEST_F(ExtraFloors, SavegamesKeepTheSlabs) {
    sim::Mobj* on = sim::spawn_mobj(*w, F(384), F(300), F(128), sim::MT_BARREL);
    w->sectors[2].floorheight += F(16);
    w->sectors[2].ceilingheight += F(16);
    sim::change_sector(*w, 2, false);
    ASSERT_EQ(on->z, F(144));
    const std::vector<std::uint8_t> saved = sim::save_game(*w, "extra floors");
    auto loaded = std::make_unique<sim::World>(data.defs);
    sim::load_game(*loaded, *data.source, saved, "extra-floors.sav");
    EXPECT_EQ(sim::world_hash(*loaded), sim::world_hash(*w));
    ASSERT_EQ(loaded->extra_floors.all().size(), w->extra_floors.all().size());
    EXPECT_EQ(sim::extra_floor_top(*loaded, loaded->extra_floors.in(1)[0], F(300), F(200)), F(144));
    std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    for (int i = 0; i < 20; ++i) {
        cmds[0].forwardmove = 25;
        sim::run_tic(*w, *data.source, cmds);
        sim::run_tic(*loaded, *data.source, cmds);
    }
    EXPECT_EQ(sim::world_hash(*loaded), sim::world_hash(*w));
}

// ZDoom's midtex3d: sector 9's west line (36, x 1344) carries STARTAN3,
// 128 high, lower unpegged 24 rows up: solid from 24 to 152. The player,
// 56 high, does not fit under it; a thing above its middle stands on it;
// shots and missiles below its top stop at it.
TEST_F(ExtraFloors, ThreeDMiddleTexturesAreSolid) {
    fixed_t bottom = 0, top = 0;
    ASSERT_TRUE(sim::midtex3d_span(*w, 36, bottom, top));
    EXPECT_EQ(bottom, F(24));
    EXPECT_EQ(top, F(152));
    EXPECT_FALSE(sim::midtex3d_span(*w, 4, bottom, top));  // a plain two-sided line

    place_player(F(1250), F(256));
    for (int i = 0; i < 30; ++i) tic(25);
    EXPECT_LE(player().x, F(1344) - player().radius);
    EXPECT_GT(player().x, F(1300));

    sim::Mobj* barrel = sim::spawn_mobj(*w, F(1330), F(200), F(152), sim::MT_BARREL);
    ASSERT_TRUE(sim::check_position(*w, *barrel, F(1344), F(200)));
    EXPECT_EQ(w->tm.tmfloorz, F(152));

    place_player(F(1250), F(160));
    sim::line_attack(*w, player(), 0, sim::kMissileRange, 0, 0);
    const sim::Mobj* puff = find(sim::MT_PUFF);
    ASSERT_NE(puff, nullptr);
    EXPECT_GT(puff->x, F(1336));
    EXPECT_LT(puff->x, F(1344));

    sim::Mobj* rocket = sim::spawn_mobj(*w, F(1300), F(300), F(60), sim::MT_ROCKET);
    rocket->target = &player();
    rocket->momx = F(8);
    for (int i = 0; i < 20 && (rocket->flags & sim::MF_MISSILE); ++i) tic();
    EXPECT_FALSE(rocket->flags & sim::MF_MISSILE);
    EXPECT_LT(rocket->x, F(1344));
}

}  // namespace
