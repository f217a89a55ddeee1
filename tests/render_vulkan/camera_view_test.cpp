// ChangeCamera (sim/camera.h) moves the view and nothing else: through a
// camera the software renderer and the true 3D view draw what they draw
// from the player's body put at the camera's place, facing and eye
// height, without its weapon (render/viewer.h). The body itself stands
// behind the camera then, out of the view.
#include <gtest/gtest.h>

#include <array>

#include "base/trig_tables.h"
#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/camera.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/world.h"
#include "support/demo_runner.h"

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
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    sim::World world(data.defs);
    sim::GameOptions options;
    options.mode = data.source->mode();
    sim::new_game(world, *data.source, options);
    const std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    sim::run_tic(world, *data.source, cmds);
    sim::Player& me = world.players[0];
    sim::Mobj& body = *me.mo;

    auto context = render::vulkan::Context::create({.validation = true});
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::software::SoftwareRenderer software(data.archive, assets);
    render::vulkan::TrueView view(context, data.archive, assets);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const auto draw = [&](auto& renderer) {
        render::Frame frame(320, 200);
        renderer.render_view(world, 0, frame, layout);
        return frame.pixels;
    };
    const auto own_software = draw(software);

    // A map spot 96 units ahead of the start, looking back past it at 45
    // degrees, its eye 20 units up; the body 32 units behind the spot.
    const base::angle_t look = body.angle + base::kAng180 + base::kAng45;
    const unsigned ahead = body.angle >> base::kAngleToFineShift, back = look >> base::kAngleToFineShift;
    const base::fixed_t x = body.x + 96 * base::fine_cosine(ahead), y = body.y + 96 * base::fine_sine(ahead);
    const base::fixed_t eye = body.floorz + 20 * base::kFracUnit;
    me.camera_spot = {true, x, y, eye, look, sim::point_in_subsector(world, x, y), 0};
    const base::angle_t facing = body.angle;
    put(world, body, x - 32 * base::fine_cosine(back), y - 32 * base::fine_sine(back), facing);
    const auto camera_software = draw(software), camera_true = draw(view);
    EXPECT_NE(camera_software, own_software);

    me.camera_spot = {};
    put(world, body, x, y, look);
    me.viewz = eye;
    for (sim::PspriteDef& psp : me.psprites) psp = {};
    EXPECT_EQ(draw(software), camera_software);
    EXPECT_EQ(draw(view), camera_true);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
