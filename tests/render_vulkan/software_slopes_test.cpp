// The software renderer over tests/data/slopes: sloped walls and planes
// where the simulation's planes put them (support/sloped_surfaces.h), the
// same surfaces as the true 3D view shows at pitch 0, and the same pixels
// drawn by one thread or by bands. Drawn flat at the sectors' heights, as
// the software renderer drew slopes before, `compare` with the true 3D view
// gave the same surface on 94.3% of the slopes demo's pixels every 100 tics
// (41.8% on its worst tic).
#include <gtest/gtest.h>

#include <optional>
#include <utility>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "support/sloped_surfaces.h"

namespace {

using test_support::check_frame;
using test_support::SlopedView;
using test_support::Tally;

// The share of view pixels whose surface ids agree.
double same_surface(const render::SurfaceImage& a, const render::SurfaceImage& b) {
    if (a.ids.size() != b.ids.size()) return 0;
    long same = 0;
    for (std::size_t i = 0; i < a.ids.size(); ++i) same += a.ids[i] == b.ids[i];
    return static_cast<double>(same) / static_cast<double>(a.ids.size());
}

TEST(SoftwareSlopes, EveryPixelLiesOnTheSurfaceItShowsAsTheTrueViewShowsIt) {
    auto context = render::vulkan::Context::create({.validation = true});
    SlopedView game;
    ASSERT_TRUE(game.world().sloped_level);
    const assets::AssetSet assets = render::load_render_assets(game.data().archive, game.data().defs);
    render::software::SoftwareRenderer software(game.data().archive, assets);
    software.keep_surfaces(true);
    render::software::SoftwareRenderer banded(game.data().archive, assets);
    banded.set_threads(2);
    render::vulkan::TrueView view(context, game.data().archive, assets);
    view.keep_surfaces(true);
    Tally planes, sloped_planes, walls;
    double worst = 1, total = 0;
    int frames = 0;
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{640, 400}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        SlopedView walk;
        for (int tic = 0; tic < 232; ++tic) {
            walk.step(tic);
            if (tic % 8 != 0) continue;
            render::Frame frame(width, height), banded_frame(width, height), true_frame(width, height);
            software.render_view(walk.world(), 0, frame, layout);
            check_frame(walk.world(), *software.surfaces(), layout, std::nullopt, planes, sloped_planes, walls);
            banded.render_view(walk.world(), 0, banded_frame, layout);
            EXPECT_TRUE(frame.pixels == banded_frame.pixels) << width << "x" << height << " tic " << tic;
            view.set_pitch(std::nullopt);
            view.render_view(walk.world(), 0, true_frame, layout);
            const double share = same_surface(*software.surfaces(), *view.surfaces());
            worst = std::min(worst, share);
            total += share;
            ++frames;
        }
    }
    ASSERT_GT(planes.pixels, 100000);
    ASSERT_GT(sloped_planes.pixels, 100000);
    ASSERT_GT(walls.pixels, 100000);
    EXPECT_GE(planes.share(), 0.995) << planes.consistent << " of " << planes.pixels;
    EXPECT_GE(sloped_planes.share(), 0.995) << sloped_planes.consistent << " of " << sloped_planes.pixels;
    EXPECT_GE(walls.share(), 0.995) << walls.consistent << " of " << walls.pixels;
    // Issue 42's measure: the same surface on at least 98% of each frame's pixels.
    EXPECT_GE(worst, 0.98);
    EXPECT_GE(total / frames, 0.995);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
