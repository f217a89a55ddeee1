// The window's display modes on a headless Vulkan context: software and
// Vulkan modes draw what their GameScreens draw, and the split view is the
// software frame's left half beside the Vulkan frame's right half. The
// Vulkan side is the true 3D view here: the exact view agrees with the
// software renderer on every pixel, so the halves could not be told apart.
#include <gtest/gtest.h>

#include <memory>

#include "app/game_display.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/true_view_drawer.h"
#include "sim/game.h"
#include "support/demo_runner.h"

namespace {

TEST(GameDisplay, SplitViewIsSoftwareLeftAndVulkanRight) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", iwad);
    const assets::AssetSet assets = render::load_render_assets(iwad.archive, iwad.defs);
    render::vulkan::Context context = render::vulkan::create_context_keeping_drivers_loaded({.validation = true});
    sim::World world(iwad.defs);
    sim::new_game(world, *iwad.source, demo.options);

    app::GameDisplay display(iwad.archive, assets, &context, world);
    // The Vulkan screen made now follows the game from its start, as the
    // references do (the status bar face has a memory).
    display.set_true3d(true, world);
    display.set_mode(app::DisplayMode::Split, world);
    // The references: one screen per renderer, following the same game.
    render::GameScreen software(iwad.archive, assets);
    render::vulkan::TrueViewDrawer drawer(context, iwad.archive, assets);
    render::GameScreen vulkan(iwad.archive, drawer);
    software.start(world);
    vulkan.start(world);
    int tics_run = 0;
    const auto run_to = [&](int end) {
        for (; tics_run < end; ++tics_run) {
            sim::run_tic(world, *iwad.source, demo.tics[static_cast<std::size_t>(tics_run)]);
            display.after_tic(world);
            software.after_tic(world);
            vulkan.after_tic(world);
        }
    };

    // A frame where the views differ: the first of every 25th tic from 100 on.
    const render::ScreenLayout layout = render::ScreenLayout::for_size(640, 400);
    render::Frame want_software(640, 400), want_vulkan(640, 400), got(640, 400);
    for (int end = 100; end <= 1000; end += 25) {
        run_to(end);
        software.draw(world, want_software, layout);
        vulkan.draw(world, want_vulkan, layout);
        if (want_software.pixels != want_vulkan.pixels) break;
    }
    ASSERT_NE(want_software.pixels, want_vulkan.pixels)
        << "the renderers agree on every frame tried: this test needs another way to tell the halves apart";
    // The status strip: scaled by the GPU on one screen, by the CPU on the other.
    for (int y = layout.bar_y; y < 400; ++y)
        for (int x = 0; x < 640; ++x) ASSERT_EQ(want_vulkan.at(x, y), want_software.at(x, y)) << x << "," << y;

    display.draw(world, got);
    for (int y = 0; y < 400; ++y)
        for (int x = 0; x < 640; ++x)
            ASSERT_EQ(got.at(x, y), x < 320 ? want_software.at(x, y) : want_vulkan.at(x, y)) << x << "," << y;
    display.set_mode(app::DisplayMode::Software, world);
    display.draw(world, got);
    EXPECT_EQ(got.pixels, want_software.pixels);
    display.set_mode(app::DisplayMode::Vulkan, world);
    display.draw(world, got);
    EXPECT_EQ(got.pixels, want_vulkan.pixels);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
