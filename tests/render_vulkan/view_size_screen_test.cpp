// The original's screen sizes and low detail drawn with the Vulkan view:
// GameScreen places the window the Vulkan drawer draws and puts the border
// and the status bar round it on the CPU, so every pixel outside the view
// window must equal the software screen's, and inside it the two views
// must agree on almost every pixel (the Vulkan view is not bit-exact
// everywhere; a misplaced or unscaled window falls far below). The
// validation layer must stay silent. Free look's shear and the full-screen
// HUD keep the same agreement: the HUD is the same CPU overlay on both.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_view_drawer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

// Of two screens: pixels outside the view window that differ, and the
// share of pixels inside it that agree.
struct WindowAgreement {
    long outside_wrong = 0;
    double inside = 0;
};

WindowAgreement window_agreement(const render::Frame& want, const render::Frame& got,
                                 const render::ScreenLayout& layout) {
    long outside_wrong = 0, inside = 0, inside_same = 0;
    for (int y = 0; y < want.height; ++y) {
        for (int x = 0; x < want.width; ++x) {
            const bool in_window = x >= layout.view_x && x < layout.view_x + layout.view_width &&
                                   y >= layout.view_y && y < layout.view_y + layout.view_height;
            const bool same = got.at(x, y) == want.at(x, y);
            if (!in_window) {
                outside_wrong += !same;
                continue;
            }
            ++inside;
            inside_same += same;
        }
    }
    return {outside_wrong, static_cast<double>(inside_same) / static_cast<double>(inside)};
}

// The first oracle demo played to `tics` on both screens, the Vulkan one
// under the validation layer.
struct TwoScreens {
    explicit TwoScreens(int tics)
        : row(test_support::read_oracle_manifest().front()),
          data(test_support::iwad_data(row.iwad)),
          assets(render::load_render_assets(data.archive, data.defs)),
          context(render::vulkan::Context::create({.validation = true})),
          drawer(context, data.archive, assets),
          software(data.archive, assets),
          vulkan(data.archive, drawer),
          world(std::make_unique<sim::World>(data.defs)) {
        const sim::Demo demo = test_support::oracle_demo(row.file, data);
        sim::new_game(*world, *data.source, demo.options);
        software.start(*world);
        vulkan.start(*world);
        for (int tic = 0; tic < tics; ++tic) {
            sim::run_tic(*world, *data.source, demo.tics.at(static_cast<std::size_t>(tic)));
            software.after_tic(*world);
            vulkan.after_tic(*world);
        }
    }

    const test_support::OracleDemo row;
    const test_support::IwadData& data;
    const assets::AssetSet assets;
    render::vulkan::Context context;
    render::vulkan::VulkanViewDrawer drawer;
    render::GameScreen software, vulkan;
    std::unique_ptr<sim::World> world;
};

TEST(VulkanViewSizes, BorderAndBarEqualTheSoftwareScreen) {
    TwoScreens two(100);
    render::GameScreen &software = two.software, &vulkan = two.vulkan;
    const std::unique_ptr<sim::World>& world = two.world;
    struct Case {
        int width, height, blocks, detail;
    };
    for (const Case c : {Case{320, 200, 5, 0}, Case{320, 200, 8, 1}, Case{320, 200, 10, 1}, Case{320, 200, 11, 0},
                         Case{640, 400, 6, 0}, Case{1280, 720, 9, 1}}) {
        SCOPED_TRACE(std::to_string(c.width) + "x" + std::to_string(c.height) + " size " + std::to_string(c.blocks) +
                     (c.detail ? " low" : ""));
        const auto layout = render::ScreenLayout::for_size(c.width, c.height, c.blocks, c.detail);
        render::Frame want(c.width, c.height), got(c.width, c.height);
        software.draw(*world, want, layout);
        vulkan.draw(*world, got, layout);
        const WindowAgreement a = window_agreement(want, got, layout);
        EXPECT_EQ(a.outside_wrong, 0) << "border or status bar pixels differ from the software screen's";
        EXPECT_GE(a.inside, 0.998) << "share of view pixels that agree";
    }
    for (const std::string& message : two.context.validation_messages()) ADD_FAILURE() << message;
}

// Each case drawn straight ahead and sheared: the sheared view agrees with
// the software one as well as the straight one does, low detail too (at
// this tic its weapon and a near floor once parted: the sprite rows'
// step and the floors' row projection left out the detail shift), and
// the bar, border and HUD, drawn on the CPU, are the same pixels.
TEST(VulkanViewSizes, FreeLookAndHudAgreeWithTheSoftwareScreen) {
    TwoScreens two(400);
    render::GameScreen &software = two.software, &vulkan = two.vulkan;
    const std::unique_ptr<sim::World>& world = two.world;
    software.show_hud(true);
    vulkan.show_hud(true);
    struct Case {
        int width, height, blocks, detail, pitch;
    };
    for (const Case c : {Case{320, 200, 10, 0, 50}, Case{320, 200, 10, 0, -50}, Case{320, 200, 7, 0, 30},
                         Case{320, 200, 7, 1, -30}, Case{320, 200, 10, 1, 20}, Case{1280, 720, 11, 0, -25},
                         Case{1280, 720, 11, 0, 50}}) {
        SCOPED_TRACE(std::to_string(c.width) + "x" + std::to_string(c.height) + " size " + std::to_string(c.blocks) +
                     (c.detail ? " low" : "") + " pitch " + std::to_string(c.pitch));
        const auto straight = render::ScreenLayout::for_size(c.width, c.height, c.blocks, c.detail);
        double agreement[2] = {};
        for (const int pitch : {0, c.pitch}) {
            const auto layout = straight.with_pitch(pitch);
            render::Frame want(c.width, c.height), got(c.width, c.height);
            software.draw(*world, want, layout);
            vulkan.draw(*world, got, layout);
            const WindowAgreement a = window_agreement(want, got, layout);
            EXPECT_EQ(a.outside_wrong, 0) << "border or status bar pixels differ from the software screen's";
            agreement[pitch != 0] = a.inside;
        }
        EXPECT_GE(agreement[1], agreement[0] - 0.01) << "sheared " << agreement[1] << ", straight " << agreement[0];
        EXPECT_GE(agreement[1], 0.998);

        // The HUD over the view at size 11: its pixels are the CPU's, the
        // same in both.
        if (c.blocks != render::kMaxScreenBlocks) continue;
        const auto layout = straight.with_pitch(c.pitch);
        render::Frame bare(c.width, c.height), want(c.width, c.height), got(c.width, c.height);
        software.show_hud(false);
        software.draw(*world, bare, layout);
        software.show_hud(true);
        software.draw(*world, want, layout);
        vulkan.draw(*world, got, layout);
        long hud = 0, hud_wrong = 0;
        for (std::size_t i = 0; i < want.pixels.size(); ++i) {
            if (bare.pixels[i] == want.pixels[i]) continue;
            ++hud;
            hud_wrong += got.pixels[i] != want.pixels[i];
        }
        EXPECT_GT(hud, 0);
        EXPECT_EQ(hud_wrong, 0) << "HUD pixels differ from the software screen's";
    }
    for (const std::string& message : two.context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
