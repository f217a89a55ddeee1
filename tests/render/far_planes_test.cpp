// A floor seen from high above it: R_MapPlane's distance (plane height ×
// the row's slope, in 16.16) passes 32767 units and wraps negative, which
// once indexed the light table before its start and drew with a light row
// read from unrelated memory (found by the scripted window session under
// load: a wild read in the span drawer). Such a span is the farthest light;
// a frame seen from far above draws the same on one thread and on two,
// and nothing reads outside the tables (the sanitizers watch).
#include <gtest/gtest.h>

#include <array>
#include <limits>
#include <memory>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/view_tables.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

TEST(FarPlanes, ADistancePastTheWrapIsTheFarthestLight) {
    EXPECT_EQ(render::plane_light_index(0), 0);
    EXPECT_EQ(render::plane_light_index(5 << render::kLightZShift), 5);
    EXPECT_EQ(render::plane_light_index(0x7fffffff), render::kMaxLightZ - 1);
    EXPECT_EQ(render::plane_light_index(-1), render::kMaxLightZ - 1);
    EXPECT_EQ(render::plane_light_index(std::numeric_limits<base::fixed_t>::min()), render::kMaxLightZ - 1);
}

TEST(FarPlanes, AFloorFarBelowTheEyeDraws) {
    const auto& data = test_support::iwad_data("freedoom2.wad");
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::GameOptions options;
    options.mode = data.source->mode();
    sim::new_game(*world, *data.source, options);
    std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    sim::run_tic(*world, *data.source, cmds);
    // The eye 30 000 units up: most floor rows are past the wrap.
    world->players[0].viewz = 30000 * base::kFracUnit;

    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{1280, 800}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        render::software::SoftwareRenderer one(data.archive, assets), two(data.archive, assets);
        two.set_threads(2);
        render::Frame a(width, height), b(width, height);
        one.render_view(*world, 0, a, layout);
        two.render_view(*world, 0, b, layout);
        EXPECT_EQ(a.pixels, b.pixels) << width << "x" << height;
    }
}

}  // namespace
