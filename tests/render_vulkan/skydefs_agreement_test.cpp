// ID24's SKYDEFS in the exact Vulkan view: over tests/data/boom-drawn with
// tests/data/skydefs (a fire sky from a 271 line, a flat mapped to a sky
// with a scrolling, scaled background and foreground), on every third tic
// of the demo at two sizes, both ways of filling the view: every sky
// pixel of the Vulkan view is the software renderer's, and so is 99.9% of
// each frame. The validation layer must stay silent.
#include <gtest/gtest.h>

#include <iostream>
#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/level_renderer.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"
#include "vulkan_test.h"

namespace {

class SkydefsAgreement : public vulkan_test::VulkanTest,
                         public ::testing::WithParamInterface<render::vulkan::ViewPasses> {};

TEST_P(SkydefsAgreement, TheExactViewDrawsTheSoftwareRenderersSkies) {
    const test_support::IwadData& data =
        test_support::iwad_data("freedoom2.wad+../boom-drawn/boom-drawn.wad+../skydefs/skydefs.wad");
    const sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "boom-drawn" / "boom-drawn.lmp", data);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    ASSERT_FALSE(assets.skies.empty());
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{800, 500}}) {
        render::software::SoftwareRenderer software(data.archive, assets);
        software.keep_surfaces(true);
        render::vulkan::LevelRenderer vulkan(context(), data.archive, assets, GetParam());
        const auto layout = render::ScreenLayout::for_size(width, height);
        auto world = std::make_unique<sim::World>(data.defs);
        sim::new_game(*world, *data.source, demo.options);
        long sky = 0, sky_same = 0;
        double worst = 1;
        while (world->gametic < static_cast<int>(demo.tics.size())) {
            sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
            if (world->gametic % 3 != 0) continue;
            render::Frame want(width, height), got(width, height);
            software.render_view(*world, 0, want, layout);
            vulkan.render_view(*world, 0, got, layout);
            const render::SurfaceImage& surfaces = *software.surfaces();
            long same = 0;
            for (int y = 0; y < layout.view_height; ++y)
                for (int x = 0; x < layout.view_width; ++x) {
                    const bool equal = want.at(x, y) == got.at(x, y);
                    same += equal;
                    const auto i = static_cast<std::size_t>(y * layout.view_width + x);
                    if (render::surface_kind(surfaces.ids[i]) != render::SurfaceKind::sky) continue;
                    ++sky;
                    sky_same += equal;
                }
            worst = std::min(worst, static_cast<double>(same) / (layout.view_width * layout.view_height));
        }
        const double share = static_cast<double>(sky_same) / static_cast<double>(std::max(sky, 1L));
        std::cout << width << "x" << height << ": sky pixels " << sky << ", identical " << 100.0 * share
                  << "%; worst frame " << 100.0 * worst << "%\n";
        EXPECT_GT(sky, 100000L * width / 320) << "the demo shows too little sky to judge";
        EXPECT_EQ(sky_same, sky) << width << "x" << height;
        EXPECT_GT(worst, 0.999) << width << "x" << height;
    }
}

INSTANTIATE_TEST_SUITE_P(Passes, SkydefsAgreement,
                         ::testing::Values(render::vulkan::ViewPasses::raster, render::vulkan::ViewPasses::compute),
                         [](const ::testing::TestParamInfo<render::vulkan::ViewPasses>& passes) {
                             return passes.param == render::vulkan::ViewPasses::compute ? "Compute" : "Raster";
                         });

}  // namespace
