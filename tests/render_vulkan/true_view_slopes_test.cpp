// The true 3D view over tests/data/slopes: every pixel lies on the surface
// its id names, where the simulation's planes put it
// (support/sloped_surfaces.h). Drawn flat at the sectors' heights, as
// before slopes were drawn, 13% of the sloped planes' pixels and 13% of the
// walls' failed (all of them hold now but 29 of 8.6 million plane pixels,
// at the planes' edges).
#include <gtest/gtest.h>

#include <optional>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "support/sloped_surfaces.h"

namespace {

using test_support::check_frame;
using test_support::SlopedView;
using test_support::Tally;

TEST(TrueViewSlopes, EveryPixelLiesOnTheSurfaceItShows) {
    auto context = render::vulkan::Context::create({.validation = true});
    SlopedView game;
    ASSERT_TRUE(game.world().sloped_level);
    const assets::AssetSet assets = render::load_render_assets(game.data().archive, game.data().defs);
    render::vulkan::TrueView view(context, game.data().archive, assets);
    view.keep_surfaces(true);
    Tally planes, sloped_planes, walls;
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{640, 400}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        SlopedView walk;
        for (int tic = 0; tic < 232; ++tic) {
            walk.step(tic);
            if (tic % 8 != 0) continue;
            // Level (span pass and column records), looking down, looking up.
            for (const std::optional<double> pitch : {std::optional<double>{}, std::optional<double>{-0.6}, std::optional<double>{0.5}}) {
                view.set_pitch(pitch);
                render::Frame frame(width, height);
                view.render_view(walk.world(), 0, frame, layout);
                check_frame(walk.world(), *view.surfaces(), layout, pitch, planes, sloped_planes, walls);
            }
        }
    }
    // Flat floors, sloped ones, walls beside sloped floors: each seen
    // often enough that a few edge pixels cannot decide.
    ASSERT_GT(planes.pixels, 100000);
    ASSERT_GT(sloped_planes.pixels, 100000);
    ASSERT_GT(walls.pixels, 100000);
    EXPECT_GE(planes.share(), 0.995) << planes.consistent << " of " << planes.pixels;
    EXPECT_GE(sloped_planes.share(), 0.995) << sloped_planes.consistent << " of " << sloped_planes.pixels;
    EXPECT_GE(walls.share(), 0.995) << walls.consistent << " of " << walls.pixels;
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
