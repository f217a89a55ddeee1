// The true 3D view over the map of tests/data/looks: its UDMF fields put
// every surface where the software renderer puts it, and its translucent
// lines and things (alpha and "add" render styles) are blended through
// the same tables, far to near over what lies behind.
#include <gtest/gtest.h>

#include <iostream>
#include <set>

#include "looks_game.h"
#include "render/frame.h"
#include "render/map_looks.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"

namespace {

// The pictures of every frame's rotations of the things drawn translucent now.
std::set<std::uint32_t> translucent_pictures(const sim::World& world, const render::MapLooks& looks,
                                             const assets::SpriteSet& sprites) {
    std::set<std::uint32_t> pictures;
    for (const sim::SectorState& sector : world.sectors)
        for (const sim::Mobj* thing = sector.thinglist; thing; thing = thing->snext) {
            if (looks.thing_blend(thing->spawnpoint.x, thing->spawnpoint.y, thing->spawnpoint.type) <= 0) continue;
            const auto& frames = sprites.sprites.at(static_cast<std::size_t>(thing->sprite)).frames;
            const auto frame = static_cast<std::size_t>(thing->frame & sim::kFrameMask);
            if (frame >= frames.size()) continue;
            for (const assets::SpriteRotation& r : frames[frame].rotations) pictures.insert(r.picture);
        }
    return pictures;
}

TEST(TrueViewLooks, BlendsTranslucentLinesAndThingsAsTheSoftwareRenderer) {
    auto context = render::vulkan::Context::create({.validation = true});
    looks_test::LooksGame game("looks.wad");
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::software::SoftwareRenderer software(game.archive, *game.assets);
    software.keep_surfaces(true);
    auto view = std::make_unique<render::vulkan::TrueView>(context, game.archive, *game.assets);
    view->keep_surfaces(true);
    const render::MapLooks looks =
        render::MapLooks::build(game.world->level, game.assets->palettes, game.assets->colormaps);
    long pixels = 0, same_surface = 0, identical = 0;
    long line_pixels = 0, line_alike = 0, line_lit_alike = 0, thing_pixels = 0, thing_alike = 0;
    for (int tic = 0; tic < 170; ++tic) {
        game.step(tic);
        if (tic % 10 != 5) continue;
        render::Frame want(320, 200), got(320, 200);
        software.render_view(*game.world, 0, want, layout);
        view->render_view(*game.world, 0, got, layout);
        const render::SurfaceImage& a = *software.surfaces();
        const render::SurfaceImage& b = *view->surfaces();
        ASSERT_EQ(a.ids.size(), b.ids.size());
        const std::set<std::uint32_t> pictures = translucent_pictures(*game.world, looks, game.assets->sprites);
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) {
                const auto i = static_cast<std::size_t>(y * layout.view_width + x);
                const bool alike = want.at(x, y) == got.at(x, y);
                ++pixels;
                identical += alike;
                if (a.ids[i] != b.ids[i]) continue;
                ++same_surface;
                const std::uint32_t index = a.ids[i] & 0x0fffffffu;
                switch (render::surface_kind(a.ids[i])) {
                    case render::SurfaceKind::wall: {
                        const map::Seg& seg = game.world->level.segs.at(index / 4);
                        if (index % 4 != 3 || looks.line_blend(seg.line) <= 0) break;
                        ++line_pixels;
                        line_alike += alike;
                        line_lit_alike += a.light_rows[i] == b.light_rows[i];
                        break;
                    }
                    case render::SurfaceKind::thing:
                        if (!pictures.count(index)) break;
                        ++thing_pixels;
                        thing_alike += alike;
                        break;
                    default: break;
                }
            }
    }
    view.reset();
    const auto share = [](long part, long whole) { return static_cast<double>(part) / static_cast<double>(whole); };
    // The map's fields (scaled, offset and turned textures, colour tables)
    // put every surface where the software renderer has it (99.6% measured).
    EXPECT_GE(share(same_surface, pixels), 0.99);
    // A blended pixel differs where its source or what lies behind it
    // differs, so it could agree less often than the view's pixels in
    // general (89.5% identical here); 92.4% of the lines' and 98.5% of the
    // things' do. Drawn opaque, 6.9% and 35% did; with the lines lit as
    // nearly full bright (below), 58% and 58% of 80.5%.
    const double baseline = share(identical, pixels);
    ASSERT_GT(line_pixels, 500);
    ASSERT_GT(thing_pixels, 50);
    EXPECT_GE(share(line_alike, line_pixels), 0.9 * baseline)
        << line_alike << " of " << line_pixels << " translucent line pixels alike; " << baseline << " of all";
    // Lit as the software renderer lights them: their own light row before
    // the blend (until 7 December a line's blend table spilt into its fake
    // contrast in the shaders, and a translucent line was lit as nearly
    // full bright).
    EXPECT_GE(share(line_lit_alike, line_pixels), 0.98)
        << line_lit_alike << " of " << line_pixels << " translucent line pixels in the same light row";
    std::cout << "translucent lines: " << 100.0 * share(line_alike, line_pixels) << "% identical, "
              << 100.0 * share(line_lit_alike, line_pixels) << "% same light row; things "
              << 100.0 * share(thing_alike, thing_pixels) << "% identical; all " << 100.0 * baseline << "%\n";
    EXPECT_GE(share(thing_alike, thing_pixels), 0.9 * baseline)
        << thing_alike << " of " << thing_pixels << " translucent thing pixels alike; " << baseline << " of all";
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
