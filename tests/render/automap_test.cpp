// The automap's state (ui::Automap) and drawing (render::overlay::
// AutomapDrawer) beyond the reference frames: the scale it opens at, zoom
// limits and speed, follow and pan, the maximum-zoom key, marks, the seen
// lines, and the cheat, rotate, overlay and larger-screen drawings. The
// expected values come from the map's geometry and the original's
// documented behaviour (am_map.c), computed here in floating point.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "base/error.h"
#include "render/frame.h"
#include "render/overlay/automap_draw.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "ui/automap.h"
#include "sim/level_title.h"

namespace {

constexpr int kWidth = 320, kHeight = 168;
constexpr double kUnit = 65536.0;

struct Level {
    const test_support::IwadData& data;
    std::unique_ptr<sim::World> world;
};

// The original's tables and texts, without the Freedoom IWADs' DEHACKED lumps.
const sim::Definitions& vanilla_definitions() {
    static const sim::Definitions defs;
    return defs;
}

// E1M1 of freedoom1 (or MAP01 of freedoom2), single player, no tics run;
// with the IWAD's DeHackEd texts or the original's.
Level start_level(const std::string& iwad = "freedoom1.wad", int map = 1, bool vanilla_texts = false) {
    const auto& data = test_support::iwad_data(iwad);
    auto world = std::make_unique<sim::World>(vanilla_texts ? vanilla_definitions() : data.defs);
    sim::GameOptions options;
    options.mode = iwad == "freedoom1.wad" ? sim::GameMode::Retail : sim::GameMode::Commercial;
    options.episode = 1;
    options.map = map;
    sim::new_game(*world, *data.source, options);
    return {data, std::move(world)};
}

double extent(const sim::World& world, bool y) {
    double lo = 1e18, hi = -1e18;
    for (const map::Vertex& v : world.level.vertices) {
        lo = std::min(lo, (y ? v.y : v.x) / kUnit);
        hi = std::max(hi, (y ? v.y : v.x) / kUnit);
    }
    return hi - lo;
}

double scale_of(const ui::Automap& automap) { return automap.view().window.scale_mtof / kUnit; }

ui::AutomapResponse press(ui::Automap& automap, ui::AutomapKey key, const sim::World& world) {
    return automap.respond(key, true, world, kWidth, kHeight);
}
void release(ui::Automap& automap, ui::AutomapKey key, const sim::World& world) {
    automap.respond(key, false, world, kWidth, kHeight);
}

TEST(Automap, OpensAtTheWholeMapOverPointSevenCentredOnThePlayer) {
    Level level = start_level();
    const sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    EXPECT_FALSE(automap.active());
    EXPECT_TRUE(press(automap, ui::AutomapKey::Toggle, world).eaten);
    ASSERT_TRUE(automap.active());
    // The whole map fits at the minimum scale; the map opens 1/0.7 nearer.
    const double whole = std::min(kWidth / extent(world, false), kHeight / extent(world, true));
    EXPECT_NEAR(scale_of(automap), whole / 0.7, whole * 0.01);
    automap.follow(world);
    const ui::AutomapWindow w = automap.view().window;
    const sim::Mobj& body = *world.players[0].mo;
    // Follow mode centres the player to within a frame pixel.
    EXPECT_NEAR((w.x + w.w / 2 - body.x) / kUnit, 0, 1 / scale_of(automap) + 1);
    EXPECT_NEAR((w.y + w.h / 2 - body.y) / kUnit, 0, 1 / scale_of(automap) + 1);
    EXPECT_NEAR(w.w / kUnit * scale_of(automap), kWidth, 1);
}

TEST(Automap, ZoomDoublesInASecondAndStopsAtItsLimits) {
    Level level = start_level();
    const sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    const double opening = scale_of(automap);
    press(automap, ui::AutomapKey::ZoomIn, world);
    for (int tic = 0; tic < 35; ++tic) automap.follow(world);
    EXPECT_NEAR(scale_of(automap) / opening, std::pow(1.02, 35), 0.02);
    for (int tic = 0; tic < 350; ++tic) automap.follow(world);
    // The nearest: the window's height shows two player radii (32 units).
    EXPECT_NEAR(scale_of(automap), kHeight / 32.0, 0.01);
    release(automap, ui::AutomapKey::ZoomIn, world);
    const double held = scale_of(automap);
    automap.follow(world);
    EXPECT_EQ(scale_of(automap), held);  // released: no more zooming
    press(automap, ui::AutomapKey::ZoomOut, world);
    for (int tic = 0; tic < 700; ++tic) automap.follow(world);
    const double whole = std::min(kWidth / extent(world, false), kHeight / extent(world, true));
    EXPECT_NEAR(scale_of(automap), whole, whole * 0.01);
}

TEST(Automap, MaxZoomKeyShowsTheWholeMapAndGoesBack) {
    Level level = start_level();
    const sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    const double opening = scale_of(automap);
    press(automap, ui::AutomapKey::MaxZoom, world);
    const double whole = std::min(kWidth / extent(world, false), kHeight / extent(world, true));
    EXPECT_NEAR(scale_of(automap), whole, whole * 0.01);
    press(automap, ui::AutomapKey::MaxZoom, world);
    EXPECT_NEAR(scale_of(automap), opening, opening * 0.001);
}

TEST(Automap, ArrowsPanOnlyWithFollowOff) {
    Level level = start_level("freedoom1.wad", 1, true);
    const sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    automap.follow(world);
    // Following, the arrows go to the game (the player turns and walks).
    EXPECT_FALSE(press(automap, ui::AutomapKey::PanRight, world).eaten);
    const ui::AutomapResponse off = press(automap, ui::AutomapKey::Follow, world);
    EXPECT_EQ(off.message, "Follow Mode OFF");
    EXPECT_FALSE(automap.following());
    const double x0 = automap.view().window.x / kUnit;
    EXPECT_TRUE(press(automap, ui::AutomapKey::PanRight, world).eaten);
    for (int tic = 0; tic < 10; ++tic) automap.follow(world);
    release(automap, ui::AutomapKey::PanRight, world);
    automap.follow(world);
    // 4 frame pixels a tic (F_PANINC).
    EXPECT_NEAR((automap.view().window.x / kUnit - x0) * scale_of(automap), 40, 0.5);
    EXPECT_EQ(press(automap, ui::AutomapKey::Follow, world).message, "Follow Mode ON");
}

TEST(Automap, MarksAreNumberedFromZeroAndCleared) {
    Level level = start_level("freedoom1.wad", 1, true);
    const sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    EXPECT_EQ(press(automap, ui::AutomapKey::Mark, world).message, "Marked Spot 0");
    EXPECT_EQ(press(automap, ui::AutomapKey::Mark, world).message, "Marked Spot 1");
    const ui::AutomapView view = automap.view();
    ASSERT_TRUE(view.marks[0].has_value());
    EXPECT_EQ(view.marks[0]->x, view.window.x + view.window.w / 2);
    EXPECT_FALSE(view.marks[2].has_value());
    EXPECT_EQ(press(automap, ui::AutomapKey::ClearMarks, world).message, "All Marks Cleared");
    EXPECT_FALSE(automap.view().marks[0].has_value());
    EXPECT_EQ(press(automap, ui::AutomapKey::Grid, world).message, "Grid ON");
    EXPECT_TRUE(automap.view().grid);
    EXPECT_TRUE(press(automap, ui::AutomapKey::Toggle, world).eaten);
    EXPECT_FALSE(automap.active());
}

TEST(Automap, SeenLinesComeFromStoredSegsAndResetWithTheLevel) {
    Level level = start_level();
    sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    const auto seen_count = [&] {
        return std::count_if(automap.seen_lines().begin(), automap.seen_lines().end(), [](auto s) { return s; });
    };
    EXPECT_EQ(seen_count(), 0);
    const std::vector<int> segs = {0, 1, 2};
    automap.mark_seen(world, segs);
    for (int seg : segs) {
        const int line = world.level.segs[static_cast<std::size_t>(seg)].line;
        EXPECT_TRUE(automap.seen_lines()[static_cast<std::size_t>(line)]);
    }
    EXPECT_GE(seen_count(), 1);
    // Another map: what was seen is forgotten.
    Level next = start_level("freedoom1.wad", 2);
    automap.follow(*next.world);
    EXPECT_EQ(seen_count(), 0);
    // The same map again after a replaced world (a new game, a loaded save).
    automap.follow(world);
    automap.mark_seen(world, segs);
    automap.forget();
    automap.follow(world);
    EXPECT_EQ(seen_count(), 0);
}

// A line whose mapped flag the game sets in play (ZDoom's
// Line_SetAutomapFlags) is shown from then on, and hidden when it clears it.
TEST(Automap, LinesMappedAndUnmappedInPlayAreShownAndHidden) {
    Level level = start_level();
    sim::World& world = *level.world;
    ui::Automap automap;
    automap.follow(world);
    ASSERT_FALSE(automap.seen_lines()[5]);
    world.lines[5].flags |= map::kLineMapped;
    automap.follow(world);
    EXPECT_TRUE(automap.seen_lines()[5]);
    EXPECT_FALSE(automap.seen_lines()[6]);
    world.lines[5].flags &= ~map::kLineMapped;
    automap.follow(world);
    EXPECT_FALSE(automap.seen_lines()[5]);
    // A line seen by drawing stays seen while its flag does not change.
    const std::vector<int> segs = {0};
    automap.mark_seen(world, segs);
    const auto line = static_cast<std::size_t>(world.level.segs[0].line);
    automap.follow(world);
    EXPECT_TRUE(automap.seen_lines()[line]);
}

TEST(Automap, LevelTitlesThroughDehacked) {
    EXPECT_EQ(sim::level_title(*start_level("freedoom1.wad", 1, true).world), "E1M1: Hangar");
    EXPECT_EQ(sim::level_title(*start_level("freedoom1.wad", 9, true).world), "E1M9: Military Base");
    EXPECT_EQ(sim::level_title(*start_level("freedoom2.wad", 1, true).world), "level 1: entryway");
    EXPECT_EQ(sim::level_title(*start_level("freedoom2.wad", 32, true).world), "level 32: grosse");
    // Freedoom's IWADs carry DEHACKED lumps that rename the levels (the
    // reference frames show Chocolate Doom uses them too).
    EXPECT_EQ(sim::level_title(*start_level("freedoom2.wad").world), "MAP01: Hydroelectric Plant");
    EXPECT_NE(sim::level_title(*start_level("freedoom1.wad").world), "E1M1: Hangar");
}

int count(const render::Frame& frame, int rows, std::uint8_t colour) {
    return static_cast<int>(std::count(frame.pixels.begin(), frame.pixels.begin() + frame.width * rows, colour));
}

TEST(AutomapDrawing, CheatShowsEveryLineThenThings) {
    Level level = start_level();
    const sim::World& world = *level.world;
    const render::overlay::AutomapDrawer drawer(level.data.archive);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    automap.follow(world);
    press(automap, ui::AutomapKey::MaxZoom, world);
    render::Frame plain(320, 200), lines(320, 200), things(320, 200);
    drawer.draw(world, automap.view(), "", plain, layout);
    automap.cycle_cheat();
    drawer.draw(world, automap.view(), "", lines, layout);
    automap.cycle_cheat();
    drawer.draw(world, automap.view(), "", things, layout);
    // Nothing seen yet: the map shows the player's arrow and the centre dot.
    EXPECT_EQ(count(plain, kHeight, 176), 0);
    EXPECT_GT(count(plain, kHeight, 209), 0);
    EXPECT_GT(count(lines, kHeight, 176), 100);  // one-sided walls
    EXPECT_GT(count(lines, kHeight, 96), 10);    // two-sided lines with no height change
    EXPECT_EQ(count(lines, kHeight, 112), 0);
    EXPECT_GT(count(things, kHeight, 112), 20);  // things as green triangles
    automap.cycle_cheat();
    EXPECT_EQ(automap.view().cheat, ui::AutomapCheat::Off);
}

TEST(AutomapDrawing, OverlayKeepsTheViewAndRotateTurnsThePlayerUp) {
    Level level = start_level();
    const sim::World& world = *level.world;
    const render::overlay::AutomapDrawer drawer(level.data.archive);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    ui::Automap automap;
    automap.follow(world);
    press(automap, ui::AutomapKey::Toggle, world);
    automap.follow(world);
    automap.set_overlay(true);
    render::Frame frame(320, 200);
    std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{5});
    drawer.draw(world, automap.view(), "", frame, layout);
    EXPECT_GT(count(frame, kHeight, 5), kWidth * kHeight * 9 / 10);
    EXPECT_EQ(count(frame, kHeight, 0), 0);

    automap.set_overlay(false);
    automap.set_rotate(true);
    render::Frame turned(320, 200);
    drawer.draw(world, automap.view(), "", turned, layout);
    // The arrow's shaft lies along the facing direction, now straight up:
    // its white pixels share (about) one column.
    int lo = 320, hi = -1, whites = 0;
    for (int y = 0; y < kHeight; ++y)
        for (int x = 0; x < 320; ++x)
            if (turned.at(x, y) == 209) {
                lo = std::min(lo, x);
                hi = std::max(hi, x);
                ++whites;
            }
    ASSERT_GT(whites, 0);
    int rows_lo = kHeight, rows_hi = -1;
    for (int y = 0; y < kHeight; ++y)
        if (turned.at((lo + hi) / 2, y) == 209) {
            rows_lo = std::min(rows_lo, y);
            rows_hi = std::max(rows_hi, y);
        }
    EXPECT_GT(rows_hi - rows_lo, hi - lo) << "the arrow is taller than wide when it points up";
}

TEST(AutomapDrawing, LargerScreenGetsAWindowOfItsOwnSize) {
    Level level = start_level("freedoom2.wad");
    const sim::World& world = *level.world;
    const render::overlay::AutomapDrawer drawer(level.data.archive);
    const auto layout = render::ScreenLayout::for_size(640, 400);
    const render::overlay::AutomapSize size = render::overlay::automap_size(layout);
    EXPECT_EQ(size.width, 640);
    EXPECT_EQ(size.height, 336);
    ui::Automap automap;
    automap.follow(world);
    ASSERT_TRUE(automap.respond(ui::AutomapKey::Toggle, true, world, size.width, size.height).eaten);
    automap.follow(world);
    render::Frame frame(640, 400);
    drawer.draw(world, automap.view(), sim::level_title(world), frame, layout);
    EXPECT_GT(count(frame, 336, 209), 0);
    // A window made for another size is refused, naming both.
    const auto small = render::ScreenLayout::for_size(320, 200);
    render::Frame other(320, 200);
    EXPECT_THROW(drawer.draw(world, automap.view(), "", other, small), base::Error);
}

}  // namespace
