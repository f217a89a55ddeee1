// A quake (sim/quakes.h) moves the view and nothing else: under a quake
// the software renderer and the true 3D view draw what they draw from the
// player moved by the quake's shake without one (render/view_point.h).
// The player's own body, off the view point then, is not drawn: before
// the software renderer left it out, it filled the shaken frame.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <optional>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/quakes.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

TEST(QuakeView, AQuakeMovesTheViewByItsShake) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    sim::World world(data.defs);
    sim::GameOptions options;
    options.mode = data.source->mode();
    sim::new_game(world, *data.source, options);
    const std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    sim::run_tic(world, *data.source, cmds);
    sim::Mobj& mo = *world.players[0].mo;

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
    const auto still_software = draw(software), still_true = draw(view);

    sim::Quake* quake = world.thinkers.add(std::make_unique<sim::Quake>());
    quake->spot = &mo;
    quake->intensity = 9;
    quake->countdown = 100;
    quake->tremor_radius = 1 << 30;
    while (sim::quake_shake(world, mo).x == 0 || sim::quake_shake(world, mo).y == 0) ++world.leveltime;
    const sim::Shake shake = sim::quake_shake(world, mo);
    const auto shaken_software = draw(software), shaken_true = draw(view);
    EXPECT_NE(shaken_software, still_software);
    EXPECT_NE(shaken_true, still_true);

    world.thinkers.remove(quake);
    sim::unset_thing_position(world, mo);
    mo.x += shake.x;
    mo.y += shake.y;
    sim::set_thing_position(world, mo);
    EXPECT_EQ(draw(software), shaken_software);
    EXPECT_EQ(draw(view), shaken_true);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
