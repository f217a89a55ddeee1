// The true 3D view draws polyobjects where they stand, as the software
// renderer does (Hexen's rule: a polyobject's segs are one-sided walls of
// the sector round its centre). On the polyobject test map
// (tests/data/hexen-specials/polyobjects.textmap, with Freedoom's
// textures) the player looks east at polyobjects 1 and 2, which the map
// drew far east of the room; then polyobject 2 is moved across the view
// and turned, and polyobject 1 slides as a door. In every frame, at rest
// and mid-motion, both renderers show the same surface on almost every
// pixel, and the polyobjects' walls cover as many pixels in each.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <set>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "sim/game.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_specials.h"
#include "sim/polyobjects.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

struct Agreement {
    long pixels = 0, same = 0;
    long software_polyobject = 0, true_polyobject = 0;  // pixels showing a polyobject's wall
};

class TrueViewPolyobjects : public ::testing::Test {
protected:
    TrueViewPolyobjects()
        : data(test_support::iwad_data("freedoom2.wad")),
          assets(render::load_render_assets(data.archive, data.defs)),
          source("polyobjects", *data.source),
          world(std::make_unique<sim::World>(data.defs)),
          context(render::vulkan::Context::create({.validation = true})),
          software(data.archive, assets),
          view(context, data.archive, assets) {
        sim::GameOptions opts;
        opts.map = 3;
        sim::new_game(*world, source, opts);
        tics(2);
        software.keep_surfaces(true);
        view.keep_surfaces(true);
        for (const sim::Polyobject& po : world->polyobjects) polyobject_segs.insert(po.segs.begin(), po.segs.end());
    }

    void tics(int n) {
        const std::array<sim::Ticcmd, sim::kMaxPlayers> none{};
        for (int i = 0; i < n; ++i) sim::run_tic(*world, source, none);
    }

    bool shows_polyobject(std::uint32_t id) const {
        return render::surface_kind(id) == render::SurfaceKind::wall &&
               polyobject_segs.contains(static_cast<int>((id & 0x0fffffffu) / 4));
    }

    Agreement compare(const char* what) {
        const auto layout = render::ScreenLayout::for_size(320, 200).view_only();
        render::Frame want(layout.width, layout.height), got(layout.width, layout.height);
        software.render_view(*world, 0, want, layout);
        view.render_view(*world, 0, got, layout);
        const render::SurfaceImage& a = *software.surfaces();
        const render::SurfaceImage& b = *view.surfaces();
        Agreement n;
        EXPECT_EQ(a.ids.size(), b.ids.size());
        for (std::size_t i = 0; i < a.ids.size() && i < b.ids.size(); ++i) {
            ++n.pixels;
            n.same += a.ids[i] == b.ids[i];
            n.software_polyobject += shows_polyobject(a.ids[i]);
            n.true_polyobject += shows_polyobject(b.ids[i]);
        }
        std::printf("%s: %ld of %ld pixels the same surface; polyobject walls on %ld (software) and %ld (true 3D)\n",
                    what, n.same, n.pixels, n.software_polyobject, n.true_polyobject);
        return n;
    }

    void expect_agreement(const char* what) {
        const Agreement n = compare(what);
        ASSERT_GT(n.pixels, 0);
        EXPECT_GE(static_cast<double>(n.same) / static_cast<double>(n.pixels), 0.98) << what;
        EXPECT_GT(n.software_polyobject, 0) << what;
        // Within 2% of the view's pixels (rounding at the walls' edges).
        EXPECT_NEAR(n.true_polyobject, n.software_polyobject, n.pixels / 50) << what;
    }

    const test_support::IwadData& data;
    assets::AssetSet assets;
    hexen_data::IwadTexturedSource source;
    std::unique_ptr<sim::World> world;
    render::vulkan::Context context;
    render::software::SoftwareRenderer software;
    render::vulkan::TrueView view;
    std::set<int> polyobject_segs;
};

TEST_F(TrueViewPolyobjects, DrawsThemWhereTheyStandAsTheyMove) {
    ASSERT_EQ(world->gamestate, sim::GameState::Level);
    ASSERT_EQ(world->polyobjects.size(), 4u);
    expect_agreement("at their spawn spots");

    // Polyobj_MoveTo (2, 8 a tic, to (256, 200)): in line with the player.
    ASSERT_TRUE(sim::run_hexen_special(*world, 88, {2, 64, 256, 200, 0}, -1, 0, nullptr));
    tics(4);
    ASSERT_TRUE(sim::polyobject_busy(*world, 2));
    expect_agreement("polyobject 2 on its way");
    tics(10);
    ASSERT_FALSE(sim::polyobject_busy(*world, 2));
    expect_agreement("polyobject 2 in front of the player");

    // Polyobj_RotateLeft (2, 16, a quarter turn), looked at halfway.
    ASSERT_TRUE(sim::run_hexen_special(*world, 2, {2, 16, 64, 0, 0}, -1, 0, nullptr));
    tics(6);
    ASSERT_TRUE(sim::polyobject_busy(*world, 2));
    expect_agreement("polyobject 2 turning");

    // Polyobj_DoorSlide (1, 16, north, 64 units, back after 35 tics): open.
    ASSERT_TRUE(sim::run_hexen_special(*world, 8, {1, 16, 64, 64, 35}, -1, 0, nullptr));
    tics(20);
    expect_agreement("polyobject 1 slid open");
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

// Looking steeply down from the player's place, the view still draws the
// polyobject in front of it (no column records at this pitch).
TEST_F(TrueViewPolyobjects, ShowsThemAtAnyPitch) {
    ASSERT_TRUE(sim::run_hexen_special(*world, 88, {2, 64, 256, 200, 0}, -1, 0, nullptr));
    tics(12);
    view.set_pitch(-0.5);
    const auto layout = render::ScreenLayout::for_size(320, 200).view_only();
    render::Frame got(layout.width, layout.height);
    view.render_view(*world, 0, got, layout);
    long shown = 0;
    for (const std::uint32_t id : view.surfaces()->ids) shown += shows_polyobject(id);
    EXPECT_GT(shown, 1000);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
