// The map of tests/data/looks, which uses every visual field of ZDoom's UDMF
// extensions the renderers draw (render/map_looks.h), walked through with
// both renderers at 320×200 and 1920×1080: the views must agree on at
// least 99.9% of their pixels on every frame (they agree on 100.00%; a
// translucent thing drawn opaque leaves 99.5%, under the 99% bar
// but not under this one), and the
// fields must change the picture (the same map without them, plain.wad,
// looks different). The validation layer must stay silent.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <iomanip>
#include <iostream>
#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/level_renderer.h"
#include "looks_game.h"
#include "vulkan_test.h"

namespace {

using looks_test::LooksGame;

double same_share(const render::Frame& a, const render::Frame& b, const render::ScreenLayout& layout) {
    int same = 0;
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) same += a.at(x, y) == b.at(x, y);
    return static_cast<double>(same) / (layout.view_width * layout.view_height);
}

// Both ways of filling the Vulkan view (render::vulkan::ViewPasses).
class MapLooksAgreement : public vulkan_test::VulkanTest,
                          public ::testing::WithParamInterface<render::vulkan::ViewPasses> {};

TEST_P(MapLooksAgreement, BothRenderersDrawEveryVisualFieldAlike) {
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{1920, 1080}}) {
        LooksGame game("looks.wad");
        const auto layout = render::ScreenLayout::for_size(width, height);
        render::software::SoftwareRenderer software(game.archive, *game.assets);
        render::vulkan::LevelRenderer vulkan(context(), game.archive, *game.assets, GetParam());
        double worst = 1;
        int frames = 0;
        for (int tic = 0; tic < 170; ++tic) {
            game.step(tic);
            if (tic % 10 != 5) continue;
            render::Frame want(width, height), got(width, height);
            software.render_view(*game.world, 0, want, layout);
            vulkan.render_view(*game.world, 0, got, layout);
            const double share = same_share(got, want, layout);
            worst = std::min(worst, share);
            ++frames;
        }
        std::cout << width << "x" << height << ": frames=" << frames << " worst=" << std::fixed
                  << std::setprecision(2) << 100 * worst << "%\n";
        EXPECT_GE(worst, 0.999) << width << "x" << height;
    }
}

INSTANTIATE_TEST_SUITE_P(Passes, MapLooksAgreement,
                         ::testing::Values(render::vulkan::ViewPasses::raster, render::vulkan::ViewPasses::compute),
                         [](const ::testing::TestParamInfo<render::vulkan::ViewPasses>& passes) {
                             return passes.param == render::vulkan::ViewPasses::compute ? "Compute" : "Raster";
                         });

TEST(MapLooks, TheFieldsChangeThePicture) {
    LooksGame looks("looks.wad"), plain("plain.wad");
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::software::SoftwareRenderer looks_view(looks.archive, *looks.assets);
    render::software::SoftwareRenderer plain_view(plain.archive, *plain.assets);
    for (int tic = 0; tic < 120; ++tic) {
        looks.step(tic);
        plain.step(tic);
        if (tic % 30 != 1) continue;
        render::Frame a(320, 200), b(320, 200);
        looks_view.render_view(*looks.world, 0, a, layout);
        plain_view.render_view(*plain.world, 0, b, layout);
        EXPECT_LT(same_share(a, b, layout), 0.8) << "tic " << tic;
    }
}

}  // namespace
