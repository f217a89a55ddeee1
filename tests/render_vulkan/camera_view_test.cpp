// ChangeCamera (sim/camera.h) moves the view and nothing else: through a
// camera the software renderer and the true 3D view draw what they draw
// from the player's body put at the camera's place, facing and eye
// height, without its weapon (render/viewer.h). The body itself stands
// behind the camera then, out of the view.
#include <gtest/gtest.h>

#include "base/trig_tables.h"
#include "map01_views.h"
#include "sim/camera.h"
#include "sim/map_utility.h"

namespace {

// The body moved to (x, y) facing `angle`.
void put(sim::World& world, sim::Mobj& mo, base::fixed_t x, base::fixed_t y, base::angle_t angle) {
    sim::unset_thing_position(world, mo);
    mo.x = x;
    mo.y = y;
    mo.angle = angle;
    sim::set_thing_position(world, mo);
}

TEST(CameraView, ACameraDrawsWhatTheBodyWouldSeeFromThere) {
    test_support::Map01Views views;
    sim::World& world = views.world;
    sim::Player& me = world.players[0];
    sim::Mobj& body = *me.mo;
    const auto own_software = views.software_pixels();

    // A map spot 96 units ahead of the start, looking back past it at 45
    // degrees, its eye 20 units up; the body 32 units behind the spot.
    const base::angle_t look = body.angle + base::kAng180 + base::kAng45;
    const unsigned ahead = body.angle >> base::kAngleToFineShift, back = look >> base::kAngleToFineShift;
    const base::fixed_t x = body.x + 96 * base::fine_cosine(ahead), y = body.y + 96 * base::fine_sine(ahead);
    const base::fixed_t eye = body.floorz + 20 * base::kFracUnit;
    me.camera_spot = {true, x, y, eye, look, sim::point_in_subsector(world, x, y), 0};
    const base::angle_t facing = body.angle;
    put(world, body, x - 32 * base::fine_cosine(back), y - 32 * base::fine_sine(back), facing);
    const auto camera_software = views.software_pixels(), camera_true = views.true_pixels();
    EXPECT_NE(camera_software, own_software);

    me.camera_spot = {};
    put(world, body, x, y, look);
    me.viewz = eye;
    for (sim::PspriteDef& psp : me.psprites) psp = {};
    EXPECT_EQ(views.software_pixels(), camera_software);
    EXPECT_EQ(views.true_pixels(), camera_true);
    for (const std::string& message : views.context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
