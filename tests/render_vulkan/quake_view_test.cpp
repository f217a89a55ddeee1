// A quake (sim/quakes.h) moves the view and nothing else: under a quake
// the software renderer and the true 3D view draw what they draw from the
// player moved by the quake's shake without one (render/view_point.h).
// The player's own body, off the view point then, is not drawn: before
// the software renderer left it out, it filled the shaken frame.
#include <gtest/gtest.h>

#include <memory>

#include "map01_views.h"
#include "sim/map_utility.h"
#include "sim/quakes.h"

namespace {

TEST(QuakeView, AQuakeMovesTheViewByItsShake) {
    test_support::Map01Views views;
    sim::World& world = views.world;
    sim::Mobj& mo = *world.players[0].mo;
    const auto still_software = views.software_pixels(), still_true = views.true_pixels();

    sim::Quake* quake = world.thinkers.add(std::make_unique<sim::Quake>());
    quake->spot = &mo;
    quake->intensity = 9;
    quake->countdown = 100;
    quake->tremor_radius = 1 << 30;
    while (sim::quake_shake(world, mo).x == 0 || sim::quake_shake(world, mo).y == 0) ++world.leveltime;
    const sim::Shake shake = sim::quake_shake(world, mo);
    const auto shaken_software = views.software_pixels(), shaken_true = views.true_pixels();
    EXPECT_NE(shaken_software, still_software);
    EXPECT_NE(shaken_true, still_true);

    world.thinkers.remove(quake);
    sim::unset_thing_position(world, mo);
    mo.x += shake.x;
    mo.y += shake.y;
    sim::set_thing_position(world, mo);
    EXPECT_EQ(views.software_pixels(), shaken_software);
    EXPECT_EQ(views.true_pixels(), shaken_true);
    for (const std::string& message : views.context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
