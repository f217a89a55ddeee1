// ID24's SKYDEFS drawn by the software renderer over tests/data/boom-drawn
// with tests/data/skydefs (see its make.sh): the ceilings SKYDEFS maps to
// a sky show sky; the sky there moves from tic to tic where the view does
// not; its foreground covers only part of it (its texture is mostly
// palette index 0); and the 271 line's fire sky burns.
#include <gtest/gtest.h>

#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

constexpr const char* kWads = "freedoom2.wad+../boom-drawn/boom-drawn.wad+../skydefs/skydefs.wad";

bool sky(const render::SurfaceImage& s, std::size_t i) {
    return render::surface_kind(s.ids[i]) == render::SurfaceKind::sky;
}

TEST(SkydefsFrames, MappedFlatsScrollingLayersAndFireAreDrawn) {
    const test_support::IwadData& data = test_support::iwad_data(kWads);
    const test_support::IwadData& plain_data = test_support::iwad_data("freedoom2.wad+../boom-drawn/boom-drawn.wad");
    const sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "boom-drawn" / "boom-drawn.lmp", data);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    ASSERT_EQ(assets.skies.skies.size(), 2u);
    ASSERT_EQ(assets.skies.flats.size(), 1u);
    // The same skies without SKY2's foreground, and the game without SKYDEFS.
    assets::AssetSet no_front = render::load_render_assets(data.archive, data.defs);
    for (assets::SkyDef& d : no_front.skies.skies)
        if (d.kind == assets::SkyDef::Kind::WithForeground) d.kind = assets::SkyDef::Kind::Normal;
    const assets::AssetSet plain = render::load_render_assets(plain_data.archive, plain_data.defs);
    render::software::SoftwareRenderer with(data.archive, assets), without_front(data.archive, no_front),
        without(plain_data.archive, plain);
    with.keep_surfaces(true);
    without.keep_surfaces(true);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    long sky_with = 0, sky_without = 0, both_sky = 0, front_shows = 0, moved = 0, still_sky = 0;
    render::Frame last(320, 200);
    std::vector<std::uint32_t> last_ids;
    base::fixed_t last_x = 0, last_y = 0;
    std::uint32_t last_angle = 0;
    while (world->gametic < static_cast<int>(demo.tics.size())) {
        sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
        render::Frame a(320, 200), b(320, 200), c(320, 200);
        with.render_view(*world, 0, a, layout);
        without_front.render_view(*world, 0, b, layout);
        without.render_view(*world, 0, c, layout);
        const render::SurfaceImage& sa = *with.surfaces();
        const render::SurfaceImage& sc = *without.surfaces();
        const sim::Mobj& mo = *world->players[0].mo;
        const bool still = mo.x == last_x && mo.y == last_y && mo.angle == last_angle && !last_ids.empty();
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) {
                const auto i = static_cast<std::size_t>(y * layout.view_width + x);
                sky_with += sky(sa, i);
                sky_without += sky(sc, i);
                if (!sky(sa, i)) continue;
                ++both_sky;
                front_shows += a.at(x, y) != b.at(x, y);
                if (still && last_ids[i] == sa.ids[i]) {
                    ++still_sky;
                    moved += a.at(x, y) != last.at(x, y);
                }
            }
        last = a;
        last_ids = sa.ids;
        last_x = mo.x;
        last_y = mo.y;
        last_angle = mo.angle;
    }
    std::cout << "sky pixels " << sky_with << " (without SKYDEFS " << sky_without << "), foreground on "
              << 100.0 * static_cast<double>(front_shows) / static_cast<double>(both_sky) << "%, moved "
              << 100.0 * static_cast<double>(moved) / static_cast<double>(std::max(still_sky, 1L))
              << "% of the sky where the view stood still\n";
    // CEIL3_5's corridors are sky now.
    EXPECT_GT(sky_with, sky_without + 100000);
    // T-SKY2 is 87% index 0: its foreground covers some of the sky, not all.
    EXPECT_GT(front_shows, both_sky / 50);
    EXPECT_LT(front_shows, both_sky / 2);
    // Scrolling skies and the fire move while the view stands.
    ASSERT_GT(still_sky, 10000) << "the demo stands still too little to judge";
    EXPECT_GT(moved, still_sky / 10);
}

}  // namespace
