// The true 3D view's transferred skies (MBF's 271/272) over
// tests/data/boom-drawn, whose ceiling takes SKY3 from a 271 line, offset
// 64 across: where both views show sky, the true 3D view's texels are the
// software renderer's, the transferred sky's and the level's alike.
#include <gtest/gtest.h>

#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

TEST(TrueViewSky, TransferredSkiesShowTheSoftwareRenderersTexels) {
    auto context = render::vulkan::Context::create({.validation = true});
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad+../boom-drawn/boom-drawn.wad");
    const sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "boom-drawn" / "boom-drawn.lmp", data);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::software::SoftwareRenderer software(data.archive, assets);
    software.keep_surfaces(true);
    render::vulkan::TrueView view(context, data.archive, assets);
    view.keep_surfaces(true);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    long sky = 0, sky_same = 0;
    while (world->gametic < static_cast<int>(demo.tics.size())) {
        sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
        if (world->gametic % 5 != 0) continue;
        render::Frame want(320, 200), got(320, 200);
        software.render_view(*world, 0, want, layout);
        view.render_view(*world, 0, got, layout);
        const render::SurfaceImage& a = *software.surfaces();
        const render::SurfaceImage& b = *view.surfaces();
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) {
                const auto i = static_cast<std::size_t>(y * layout.view_width + x);
                if (render::surface_kind(a.ids[i]) != render::SurfaceKind::sky ||
                    render::surface_kind(b.ids[i]) != render::SurfaceKind::sky)
                    continue;
                ++sky;
                sky_same += want.at(x, y) == got.at(x, y);
            }
    }
    ASSERT_GT(sky, 10000) << "the demo shows too little sky to judge";
    const double share = static_cast<double>(sky_same) / static_cast<double>(sky);
    std::cout << "sky pixels " << sky << ", identical " << 100.0 * share << "%\n";
    // 100% since the sky's columns at pitch 0 come from the original's
    // xtoviewangle (98.2% when they came from the direction's atan).
    EXPECT_GT(share, 0.999);
}

}  // namespace
