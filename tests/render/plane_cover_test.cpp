// The rectangles the Vulkan renderer draws the floors, ceilings and sky
// over (ViewWalk::plane_cover) hold every plane pixel of the walk, the
// sky's apart from the others', with few pixels to spare; the span map
// written within them (find_spans) is the one written over the whole view
// there, and nothing outside them is touched.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/pixel_sources.h"
#include "render/software/view_walk.h"
#include "render/view_tables.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

using render::software::kNoSpanRecord;
using render::software::kSkySpan;
using render::software::PlaneRect;

constexpr std::uint32_t kUntouched = 0x5eed5eedu;

// Which rectangle kinds hold each pixel: bit 0 a floor's or ceiling's, bit 1 the sky's.
std::vector<std::uint8_t> holders(const std::vector<PlaneRect>& rects, std::size_t first_sky, int width, int height) {
    std::vector<std::uint8_t> held(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (std::size_t i = 0; i < rects.size(); ++i) {
        const PlaneRect& r = rects[i];
        EXPECT_TRUE(r.x1 >= 0 && r.x1 <= r.x2 && r.x2 < width && r.y1 >= 0 && r.y1 <= r.y2 && r.y2 < height)
            << "rectangle " << i << ": " << r.x1 << "," << r.y1 << " to " << r.x2 << "," << r.y2;
        for (int y = std::max(r.y1, 0); y <= std::min(r.y2, height - 1); ++y)
            for (int x = std::max(r.x1, 0); x <= std::min(r.x2, width - 1); ++x)
                held[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)] |=
                    i < first_sky ? 1 : 2;
    }
    return held;
}

TEST(PlaneCover, HoldsEveryPlanePixelOfTheWalk) {
    int frames = 0;
    for (const test_support::OracleDemo& row : test_support::read_oracle_manifest()) {
        if (row.file != "freedoom2-demo1.lmp" && row.file != "freedoom1-demo4.lmp") continue;
        const auto& data = test_support::iwad_data(row.iwad);
        const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
        render::software::PixelSources pixels(data.archive, assets.textures, assets.flats, assets.sprites);
        render::software::ViewWalk walk(pixels, assets);
        const sim::Demo demo = test_support::oracle_demo(row.file, data);
        auto world = std::make_unique<sim::World>(data.defs);
        sim::new_game(*world, *data.source, demo.options);
        for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
            sim::run_tic(*world, *data.source, demo.tics[tic]);
            if (tic % 175 != 100 || world->gamestate != sim::GameState::Level) continue;
            for (const auto& [width, height] : {std::pair{320, 200}, std::pair{1280, 800}}) {
                const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
                const render::ViewTables tables = render::ViewTables::build(layout);
                const int w = tables.width, h = tables.height;
                walk.run(*world, world->opts.consoleplayer, tables);
                std::vector<PlaneRect> rects;
                const std::size_t first_sky = walk.plane_cover(rects, 64);
                ASSERT_LE(first_sky, rects.size());

                // The whole view's span map, and the one written within the rectangles only.
                const auto pixel_count = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
                std::vector<std::uint32_t> whole(pixel_count, kUntouched), within(pixel_count, kUntouched);
                walk.find_spans(whole, w, std::vector<PlaneRect>{{0, 0, w - 1, h - 1}});
                walk.find_spans(within, w, rects);
                const std::vector<std::uint8_t> held = holders(rects, first_sky, w, h);

                long plane_pixels = 0, held_pixels = 0, wrong = 0;
                for (std::size_t p = 0; p < pixel_count; ++p) {
                    if (held[p]) ++held_pixels;
                    const std::uint32_t id = whole[p];
                    const bool plane = id != kNoSpanRecord;
                    if (plane) ++plane_pixels;
                    const bool right = !held[p] ? !plane && within[p] == kUntouched
                                       : id == kSkySpan ? (held[p] & 2) != 0 && within[p] == id
                                       : plane          ? (held[p] & 1) != 0 && within[p] == id
                                                        : within[p] == kNoSpanRecord;
                    if (!right && wrong++ == 0)
                        ADD_FAILURE() << row.file << " tic " << tic << " " << width << "x" << height << ": pixel "
                                      << p % static_cast<std::size_t>(w) << "," << p / static_cast<std::size_t>(w)
                                      << " has span " << id << ", held " << int(held[p]) << ", written " << within[p];
                }
                EXPECT_EQ(wrong, 0);
                // Few pixels to spare: the rectangles are for shading only what shows.
                EXPECT_LE(held_pixels, plane_pixels + plane_pixels / 2 + 64 * h)
                    << row.file << " tic " << tic << " " << width << "x" << height;
                ++frames;
            }
        }
    }
    EXPECT_GT(frames, 10);
}

}  // namespace
