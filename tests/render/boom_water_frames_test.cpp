// Boom's deep water (242) against dsda-doom's software renderer: the map of
// tests/data/boom-water (a pool whose fake floor, 56 units over its real
// one, is drawn from the shore; under its surface the control sector's
// flats and light, and the WATERMAP colormap its 242 line names) and its
// Boom 2.02 demo, framed by dsda-doom 0.25.6 at 320×200 after 10 tics (on
// the shore), 70 (sunk to the pool's floor) and 126 (turned back to the
// shore). As in boom_drawn_frames_test.cpp, dsda-doom's spans and some
// wall columns take other texels than the original's, so
// - under water every pixel of the view, ours and dsda-doom's, is one of
//   WATERMAP's colours (the whole view goes through it, weapon included);
// - the share of pixels of the same colour is at least what was measured
//   when the references were written; and where our frame drawn without
//   Boom's specials (complevel 2: no fake planes, no colormap) differs,
//   the Boom frame has dsda-doom's colour at least four times as often.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "sim/demo.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

constexpr const char* kBoomMap = "freedoom2.wad+../boom-water/boom-water.wad";
// The same map in the zdoom namespace with ZDoom's forms of the specials
// (tests/data/boom-water/make_zdoom_twin.py); WATERMAP from boom-water.wad.
constexpr const char* kZDoomTwin = "freedoom2.wad+../boom-water/boom-water.wad+../boom-water/zdoom-twin.wad";

const test_support::IwadData& water_data(const char* files = kBoomMap) { return test_support::iwad_data(files); }

const assets::AssetSet& water_assets(const char* files = kBoomMap) {
    static std::map<std::string, assets::AssetSet> loaded;
    auto it = loaded.find(files);
    if (it == loaded.end())
        it = loaded.emplace(files, render::load_render_assets(water_data(files).archive, water_data(files).defs)).first;
    return it->second;
}

// Our view at `tic` of the demo played at `level`, as colours.
std::vector<assets::Rgb> our_view(sim::CompLevel level, int tic, const render::ScreenLayout& layout,
                                  const char* files = kBoomMap) {
    const test_support::IwadData& data = water_data(files);
    const assets::AssetSet& assets = water_assets(files);
    sim::Demo demo = test_support::oracle_demo(test_support::data_dir() / "boom-water" / "boom-water.lmp", data);
    EXPECT_EQ(demo.options.compat.level, sim::CompLevel::Boom);
    demo.options.compat.level = level;
    render::software::SoftwareRenderer software(data.archive, assets);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    while (world->gametic < tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(world->gametic)]);
    render::Frame got(320, 200);
    software.render_view(*world, 0, got, layout);
    const auto palette = assets.palettes.palette(0);
    std::vector<assets::Rgb> view;
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) view.push_back(palette[got.at(x, y)]);
    return view;
}

// WATERMAP's colours, from the lump the map's WAD carries.
std::set<std::array<int, 3>> water_colours() {
    const assets::BoomTables& tables = water_assets().boom_tables;
    const auto palette = water_assets().palettes.palette(0);
    std::set<std::array<int, 3>> colours;
    EXPECT_EQ(tables.colormaps.size(), 1u);
    if (!tables.colormaps.empty())
        for (const std::uint8_t index : tables.colormaps[0].rows)
            colours.insert({palette[index].r, palette[index].g, palette[index].b});
    return colours;
}

std::array<int, 3> rgb(const assets::Rgb& c) { return {c.r, c.g, c.b}; }

TEST(BoomWaterFrames, SoftwareViewAgreesWithDsdaDoom) {
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const std::set<std::array<int, 3>> water = water_colours();
    // Measured when the references were written, ×1000 and rounded down:
    // the share of the view of dsda-doom's colour, and of the pixels where
    // the Boom and the vanilla frame differ, the share Boom's gets right.
    struct Case {
        int tic;
        bool under_water;
        int share, changed_share;
    };
    for (const Case c : {Case{10, false, 626, 209}, Case{70, true, 740, 740}, Case{126, true, 796, 799}}) {
        SCOPED_TRACE("tic " + std::to_string(c.tic));
        const std::vector<assets::Rgb> boom = our_view(sim::CompLevel::Boom, c.tic, layout);
        const std::vector<assets::Rgb> vanilla = our_view(sim::CompLevel::Vanilla, c.tic, layout);
        const test_support::IndexedImage want = test_support::read_indexed_png(
            test_support::data_dir() / "boom-water" / ("dsda-tic" + std::to_string(c.tic) + ".png"));
        long same = 0, changed = 0, boom_right = 0, vanilla_right = 0, ours_in_water = 0, theirs_in_water = 0;
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) {
                const std::size_t i = static_cast<std::size_t>(y * layout.view_width + x);
                const auto& t = want.palette[want.at(x, y)];
                const std::array<int, 3> theirs{t[0], t[1], t[2]};
                same += rgb(boom[i]) == theirs;
                ours_in_water += water.contains(rgb(boom[i]));
                theirs_in_water += water.contains(theirs);
                if (rgb(boom[i]) == rgb(vanilla[i])) continue;
                ++changed;
                boom_right += rgb(boom[i]) == theirs;
                vanilla_right += rgb(vanilla[i]) == theirs;
            }
        const long pixels = static_cast<long>(boom.size());
        if (c.under_water) {
            EXPECT_EQ(theirs_in_water, pixels);
            EXPECT_EQ(ours_in_water, pixels);
        }
        EXPECT_GE(same * 1000 / pixels, c.share);
        ASSERT_GT(changed, 0);
        EXPECT_GE(boom_right * 1000 / changed, c.changed_share);
        EXPECT_GT(boom_right, 4 * vanilla_right);
    }
}

// ZDoom's Transfer_Heights (209) and Sector_SetWind (218) with its push
// bit on a Hexen-type map are Boom's 242 and 224: the demo plays the same
// (wind over the pool, none under it) and every frame is the Boom map's.
TEST(BoomWaterFrames, TheZDoomTwinDrawsWhatTheBoomMapDraws) {
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const auto colours = [](const std::vector<assets::Rgb>& view) {
        std::vector<std::array<int, 3>> out;
        for (const assets::Rgb& c : view) out.push_back(rgb(c));
        return out;
    };
    for (int tic : {10, 40, 70, 100, 126})
        EXPECT_EQ(colours(our_view(sim::CompLevel::Boom, tic, layout, kZDoomTwin)),
                  colours(our_view(sim::CompLevel::Boom, tic, layout)))
            << "tic " << tic;
}

}  // namespace
