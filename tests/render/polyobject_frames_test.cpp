// The software renderer draws polyobjects where they stand: on the
// polyobject test map (tests/data/hexen-specials/polyobjects.textmap) with
// Freedoom's textures, the player looks east at polyobject 2, which the map
// drew far east of the room and which moves into the player's line of
// sight: the walls the middle column shows are its segs, and smaller once
// it moves away.
#include <gtest/gtest.h>

#include <array>
#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "sim/game.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_specials.h"
#include "sim/polyobjects.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

struct ShownWall {
    int seg = -1;   // the seg the middle column shows at the view's centre row
    int rows = 0;   // how many rows of that column show it
};

class PolyobjectFrames : public ::testing::Test {
protected:
    PolyobjectFrames()
        : data(test_support::iwad_data("freedoom2.wad")),
          assets(render::load_render_assets(data.archive, data.defs)),
          source("polyobjects", *data.source),
          world(std::make_unique<sim::World>(data.defs)) {
        sim::GameOptions opts;
        opts.map = 3;
        sim::new_game(*world, source, opts);
        tics(2);
    }

    void tics(int n) {
        const std::array<sim::Ticcmd, sim::kMaxPlayers> none{};
        for (int i = 0; i < n; ++i) sim::run_tic(*world, source, none);
    }

    ShownWall middle_column() {
        render::software::SoftwareRenderer renderer(data.archive, assets);
        renderer.keep_surfaces(true);
        const render::ScreenLayout layout = render::ScreenLayout::for_size(320, 200).view_only();
        render::Frame frame(layout.width, layout.height);
        renderer.render_view(*world, 0, frame, layout);
        const render::SurfaceImage& s = *renderer.surfaces();
        const int x = s.width / 2;
        const std::uint32_t id = s.ids[static_cast<std::size_t>(s.height / 2 * s.width + x)];
        if (render::surface_kind(id) != render::SurfaceKind::wall) return {};
        ShownWall shown{static_cast<int>((id & 0x0fffffffu) / 4), 0};
        for (int y = 0; y < s.height; ++y) shown.rows += s.ids[static_cast<std::size_t>(y * s.width + x)] == id;
        return shown;
    }

    bool polyobject_seg(int number, int seg) {
        for (int s : world->polyobjects[static_cast<std::size_t>(number - 1)].segs)
            if (s == seg) return true;
        return false;
    }

    const test_support::IwadData& data;
    assets::AssetSet assets;
    hexen_data::IwadTexturedSource source;
    std::unique_ptr<sim::World> world;
};

TEST_F(PolyobjectFrames, TheMiddleColumnShowsThePolyobjectWhereverItStands) {
    ASSERT_EQ(world->gamestate, sim::GameState::Level);
    ASSERT_EQ(world->polyobjects.size(), 4u);
    // Polyobj_MoveTo (2, 8 a tic, to (256, 200)): in line with the player, 192 ahead.
    ASSERT_TRUE(sim::run_hexen_special(*world, 88, {2, 64, 256, 200, 0}, -1, 0, nullptr));
    tics(10);
    ASSERT_FALSE(sim::polyobject_busy(*world, 2));
    const ShownWall near = middle_column();
    ASSERT_GE(near.seg, 0);
    EXPECT_TRUE(polyobject_seg(2, near.seg)) << near.seg;

    // Then to (440, 200): 184 farther east.
    ASSERT_TRUE(sim::run_hexen_special(*world, 88, {2, 64, 440, 200, 0}, -1, 0, nullptr));
    tics(30);
    ASSERT_FALSE(sim::polyobject_busy(*world, 2));
    const ShownWall far = middle_column();
    EXPECT_TRUE(polyobject_seg(2, far.seg)) << far.seg;
    EXPECT_LT(far.rows, near.rows);
    EXPECT_GT(far.rows, 0);
}

}  // namespace
