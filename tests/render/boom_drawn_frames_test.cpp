// Boom's drawn specials against dsda-doom's software renderer: the map of
// tests/data/boom-drawn (a floor lit by a 213 line and a ceiling by a 261
// line, a sky from a 271 line's wall, a 260 translucent wall through Boom's
// default table) and its Boom 2.02 demo, framed by dsda-doom 0.25.6 at
// 320×200 (tests/tools/dsda_shot.sh, make.sh there). dsda-doom's frames
// are not the original renderer's pixel for pixel: its span drawer keeps
// full 16.16 positions (the original packs them into 6.10) and its wall
// columns come from 64-bit scales, so texels differ along many floor
// pixels and some wall columns. Its sky columns are the original's, so
// - every pixel our frame draws as sky shows dsda-doom's colour there;
// - elsewhere, the share of pixels of the same colour (compared by colour:
//   the reference comes from RGB screenshots, and PLAYPAL repeats colours)
//   is at least what the Boom frame measured when written, and well above
//   the same frame drawn without Boom's specials (complevel 2).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

struct Agreement {
    long pixels = 0, same = 0;
    long sky = 0, sky_same = 0;
    double share() const { return static_cast<double>(same) / static_cast<double>(pixels); }
};

// Our view at `tic` of the demo played at `level`, against dsda-doom's frame.
Agreement agreement(sim::CompLevel level, int tic) {
    const std::filesystem::path dir = test_support::data_dir() / "boom-drawn";
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad+../boom-drawn/boom-drawn.wad");
    sim::Demo demo = test_support::oracle_demo(dir / "boom-drawn.lmp", data);
    EXPECT_EQ(demo.options.compat.level, sim::CompLevel::Boom);
    demo.options.compat.level = level;
    static const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::software::SoftwareRenderer software(data.archive, assets);
    software.keep_surfaces(true);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    while (world->gametic < tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
    const test_support::IndexedImage want =
        test_support::read_indexed_png(dir / ("dsda-tic" + std::to_string(tic) + ".png"));
    render::Frame got(320, 200);
    software.render_view(*world, 0, got, layout);
    const render::SurfaceImage& surfaces = *software.surfaces();
    const auto palette = assets.palettes.palette(0);
    Agreement a;
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) {
            const assets::Rgb ours = palette[got.at(x, y)];
            const auto& theirs = want.palette[want.at(x, y)];
            const bool same = ours.r == theirs[0] && ours.g == theirs[1] && ours.b == theirs[2];
            ++a.pixels;
            a.same += same;
            if (render::surface_kind(surfaces.ids[static_cast<std::size_t>(y * layout.view_width + x)]) !=
                render::SurfaceKind::sky)
                continue;
            ++a.sky;
            a.sky_same += same;
        }
    return a;
}

TEST(BoomDrawnFrames, SoftwareViewAgreesWithDsdaDoom) {
    // The Boom frames' shares measured when the references were written,
    // ×1000 and rounded down (complevel 2 measured 759 and 601).
    struct Case {
        int tic;
        int boom_share;
    };
    for (const Case c : {Case{5, 855}, Case{60, 803}}) {
        const Agreement boom = agreement(sim::CompLevel::Boom, c.tic);
        const Agreement vanilla = agreement(sim::CompLevel::Vanilla, c.tic);
        EXPECT_GT(boom.sky, 0) << "tic " << c.tic;
        EXPECT_EQ(boom.sky_same, boom.sky) << "tic " << c.tic;
        EXPECT_GE(boom.share() * 1000, c.boom_share) << "tic " << c.tic;
        EXPECT_GE(boom.share() - vanilla.share(), 0.05) << "tic " << c.tic;
    }
}

}  // namespace
