// The drawers' reads outside a post's pixels, against frames of the
// original engine (tests/data/vanilla-reads): a masked middle's first row
// reading byte 127 (R_DrawColumn's & 127), a translated sprite's first row
// reading the post's pad byte (R_DrawTranslatedColumn masks nothing).
// Every view pixel some surface draws from a lump's bytes must be the
// original's.
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

struct Case {
    const char* name;
    const char* iwad;
    const char* demo;
    int tic;
};

class VanillaReads : public ::testing::TestWithParam<Case> {};

TEST_P(VanillaReads, SoftwareViewIsTheOriginals) {
    const Case c = GetParam();
    const test_support::IwadData& data = test_support::iwad_data(c.iwad);
    const sim::Demo demo = test_support::oracle_demo(test_support::oracle_dir() / (std::string(c.demo) + ".lmp"), data);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::software::SoftwareRenderer software(data.archive, assets);
    software.keep_surfaces(true);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    while (world->gametic < c.tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::Frame got(320, 200), undefined(320, 200);
    software.render_view(*world, 0, got, layout, &undefined);
    const test_support::IndexedImage want = test_support::read_indexed_png(
        test_support::data_dir() / "vanilla-reads" / (std::string(c.demo) + "-tic" + std::to_string(c.tic) + ".png"));
    const render::SurfaceImage& surfaces = *software.surfaces();
    int compared = 0, differing = 0;
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) {
            // A pixel nothing drew shows the original's previous frame; one
            // read past its lump's end, unrelated memory.
            if (render::surface_kind(surfaces.ids[static_cast<std::size_t>(y * layout.view_width + x)]) ==
                    render::SurfaceKind::none ||
                undefined.at(x, y))
                continue;
            ++compared;
            if (got.at(x, y) != want.at(x, y)) {
                ++differing;
                ADD_FAILURE() << c.demo << " tic " << c.tic << ": (" << x << ", " << y << ") is "
                              << int{got.at(x, y)} << ", the original's " << int{want.at(x, y)};
                if (differing == 10) return;
            }
        }
    EXPECT_GT(compared, 50000);
}

INSTANTIATE_TEST_SUITE_P(Frames, VanillaReads,
                         ::testing::Values(Case{"MaskedMiddleByte127", "freedoom1.wad", "monkey-freedoom1-e1m1-uv", 764},
                                           Case{"TranslatedPadByte", "freedoom2.wad", "monkey-freedoom2-map03-coop2", 1969}),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
