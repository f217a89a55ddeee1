// Frames between tics: things, views and planes are shown part of the way
// through the last tic, what jumped is shown where it landed, and the world
// the simulation sees is bit for bit the one it left.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <optional>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/tic_interpolation.h"
#include "sim/game.h"
#include "sim/hash.h"
#include "sim/mobj.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

using base::fixed_t;
constexpr fixed_t kUnit = base::kFracUnit;

struct DemoGame {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", data);
    std::unique_ptr<sim::World> world = std::make_unique<sim::World>(data.defs);
    int tic = 0;

    DemoGame() { sim::new_game(*world, *data.source, demo.options); }
    bool done() const { return tic >= static_cast<int>(demo.tics.size()); }
    void step() { sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic++)]); }
    void step(render::TicInterpolation& interpolation) {
        interpolation.before_tic(*world);
        step();
    }
    sim::Mobj& player() { return *world->players[static_cast<std::size_t>(world->opts.consoleplayer)].mo; }
};

fixed_t halfway(fixed_t from, fixed_t to) {
    return static_cast<fixed_t>(from + (static_cast<std::int64_t>(to) - from) / 2);
}

TEST(TicInterpolation, ShowsThePlayerHalfwayThroughATicAndRestoresTheWorld) {
    DemoGame game;
    render::TicInterpolation interpolation;
    fixed_t x0 = 0, y0 = 0, viewz0 = 0;
    // The first tic in which the player walks.
    while (!game.done()) {
        x0 = game.player().x, y0 = game.player().y;
        viewz0 = game.world->players[0].viewz;
        game.step(interpolation);
        if (game.player().x != x0 && game.player().y != y0) break;
    }
    ASSERT_FALSE(game.done()) << "the demo never moves its player";
    const fixed_t x1 = game.player().x, y1 = game.player().y, viewz1 = game.world->players[0].viewz;
    const std::uint32_t hash = sim::world_hash(*game.world);
    {
        const auto shown = interpolation.apply(*game.world, 0.5);
        EXPECT_NEAR(game.player().x, halfway(x0, x1), 1);
        EXPECT_NEAR(game.player().y, halfway(y0, y1), 1);
        EXPECT_NEAR(game.world->players[0].viewz, halfway(viewz0, viewz1), 1);
        EXPECT_NE(sim::world_hash(*game.world), hash);
    }
    EXPECT_EQ(game.player().x, x1);
    EXPECT_EQ(game.player().y, y1);
    EXPECT_EQ(sim::world_hash(*game.world), hash);
    {
        const auto shown = interpolation.apply(*game.world, 1.0);
        EXPECT_EQ(sim::world_hash(*game.world), hash) << "the end of the tic is the world as it is";
    }
}

// A view through a moving camera (a path follower) glides between tics as
// a player's does; a map spot's stays put, and nothing outlives the frame.
TEST(TicInterpolation, MovesAViewThroughAMovingCameraPartWay) {
    DemoGame game;
    render::TicInterpolation interpolation;
    sim::CameraSpot& spot = game.world->players[0].camera_spot;
    spot = {true, 100 * kUnit, 200 * kUnit, 40 * kUnit, 0, 0, 7, 0, 0};
    game.step(interpolation);
    spot.x = 110 * kUnit;
    spot.z = 44 * kUnit;
    spot.angle = base::kAng90;
    const std::uint32_t hash = sim::world_hash(*game.world);
    {
        const auto shown = interpolation.apply(*game.world, 0.5);
        EXPECT_EQ(spot.x, 105 * kUnit);
        EXPECT_EQ(spot.y, 200 * kUnit);
        EXPECT_EQ(spot.z, 42 * kUnit);
        EXPECT_EQ(spot.angle, base::kAng45);
    }
    EXPECT_EQ(spot.x, 110 * kUnit);
    EXPECT_EQ(spot.angle, base::kAng90);
    EXPECT_EQ(sim::world_hash(*game.world), hash);

    spot.camera = -1;  // a map spot: placed, never moved
    game.step(interpolation);
    spot.x = 120 * kUnit;
    {
        const auto shown = interpolation.apply(*game.world, 0.5);
        EXPECT_EQ(spot.x, 120 * kUnit);
    }
}

TEST(TicInterpolation, MovesPlanesPartWay) {
    DemoGame game;
    render::TicInterpolation interpolation;
    std::vector<sim::SectorState> before;
    std::optional<std::size_t> moving;
    while (!game.done() && !moving) {
        before = game.world->sectors;
        game.step(interpolation);
        for (std::size_t i = 0; i < before.size() && !moving; ++i)
            if (game.world->sectors[i].ceilingheight != before[i].ceilingheight) moving = i;
    }
    ASSERT_TRUE(moving) << "no ceiling moves in the demo";
    const sim::SectorState& sector = game.world->sectors[*moving];
    const fixed_t from = before[*moving].ceilingheight, to = sector.ceilingheight;
    {
        const auto shown = interpolation.apply(*game.world, 0.25);
        EXPECT_NEAR(sector.ceilingheight, from + (static_cast<std::int64_t>(to) - from) / 4, 1);
    }
    EXPECT_EQ(sector.ceilingheight, to);
}

TEST(TicInterpolation, ShowsJumpsWhereTheyLanded) {
    DemoGame game;
    render::TicInterpolation interpolation;
    for (int i = 0; i < 40; ++i) game.step();
    interpolation.before_tic(*game.world);
    // What a tic with a teleport and an instant floor change would leave.
    ++game.world->leveltime;
    game.player().x += 300 * kUnit;
    game.player().angle += 0x40000000;
    game.world->sectors[0].floorheight += 100 * kUnit;
    game.world->sectors[1].floorheight += 4 * kUnit;
    const fixed_t x = game.player().x, floor = game.world->sectors[0].floorheight;
    const fixed_t slow_floor = game.world->sectors[1].floorheight;
    const auto shown = interpolation.apply(*game.world, 0.5);
    EXPECT_EQ(game.player().x, x);
    EXPECT_EQ(game.world->sectors[0].floorheight, floor);
    EXPECT_EQ(game.world->sectors[1].floorheight, slow_floor - 2 * kUnit) << "a mover's speed is interpolated";
}

TEST(TicInterpolation, DoesNotCarryAcrossLevelsOrMissedTics) {
    DemoGame game;
    render::TicInterpolation interpolation;
    for (int i = 0; i < 40; ++i) game.step();
    interpolation.before_tic(*game.world);
    game.step();
    game.step();  // two tics since the snapshot: nothing to interpolate from
    const std::uint32_t hash = sim::world_hash(*game.world);
    const auto shown = interpolation.apply(*game.world, 0.5);
    EXPECT_EQ(sim::world_hash(*game.world), hash);
}

// Drawing every tic at a fraction changes nothing the simulation sees: the
// whole demo ends with the same state as one played without drawing.
TEST(TicInterpolation, DrawingInterpolatedFramesKeepsTheDemoInSync) {
    DemoGame plain, drawn;
    const assets::AssetSet assets = render::load_render_assets(drawn.data.archive, drawn.data.defs);
    render::software::SoftwareRenderer renderer(drawn.data.archive, assets);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::Frame frame(320, 200);
    render::TicInterpolation interpolation;
    constexpr int kTics = 400;
    for (int i = 0; i < kTics && !plain.done(); ++i) {
        plain.step();
        drawn.step(interpolation);
        const auto shown = interpolation.apply(*drawn.world, (i % 7) / 7.0);
        if (drawn.world->gamestate == sim::GameState::Level)
            renderer.render_view(*drawn.world, drawn.world->opts.consoleplayer, frame, layout);
    }
    EXPECT_EQ(sim::world_hash(*drawn.world), sim::world_hash(*plain.world));
}

}  // namespace
