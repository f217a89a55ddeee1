// Boom's deep water in the simulation, on the map of tests/data/boom-water
// (a pool whose real floor is at -64 and whose 242 control sector puts its
// surface at -8): P_CheckSight's rule that a fake floor between two things
// hides them, worked out by hand from Boom's (killough 4/19/98). The
// player's ghost through the pool is checked against dsda-doom's in
// complevel_sync_test.cpp.
#include <gtest/gtest.h>

#include <memory>

#include "sim/demo.h"
#include "sim/game.h"
#include "sim/mobjs.h"
#include "sim/sight.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

using base::kFracUnit;

// The pool's demo played `tics` tics at `level`, then a barrel put on the
// shore in front of the pool: whether the player and the barrel see each
// other, both ways.
std::pair<bool, bool> player_sees_barrel(sim::CompLevel level, int tics) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad+../boom-water/boom-water.wad");
    sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "boom-water" / "boom-water.lmp", data);
    demo.options.compat.level = level;
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    while (world->gametic < tics) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
    sim::Mobj& player = *world->players[0].mo;
    sim::Mobj* barrel = sim::spawn_mobj(*world, 200 * kFracUnit, 128 * kFracUnit, 0, sim::MT_BARREL);
    return {sim::check_sight(*world, player, *barrel), sim::check_sight(*world, *barrel, player)};
}

TEST(BoomDeepWater, FakeFloorHidesWhatIsAcrossIt) {
    // Sunk to the pool's floor (z -64, top at -8: not above the surface)
    // the player and the barrel on the shore (z 0, above it) are parted.
    const auto [sunk_sees, seen_sunk] = player_sees_barrel(sim::CompLevel::Boom, 90);
    EXPECT_FALSE(sunk_sees);
    EXPECT_FALSE(seen_sunk);
    // On the shore both are on the same side.
    const auto [shore_sees, seen_shore] = player_sees_barrel(sim::CompLevel::Boom, 12);
    EXPECT_TRUE(shore_sees);
    EXPECT_TRUE(seen_shore);
    // Doom 1.9 has no fake planes: only the walls decide.
    const auto [vanilla_sees, vanilla_seen] = player_sees_barrel(sim::CompLevel::Vanilla, 90);
    EXPECT_TRUE(vanilla_sees);
    EXPECT_TRUE(vanilla_seen);
}

}  // namespace
