// What the front end adds over a frame: the crosshair only when asked
// for, at the view's centre (where free look moves it); the title loop's
// page covering the screen; the message line and frame counter at the
// window's edges; nothing at all when no menu, message, page or option is
// up.
#include "app/front_end.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>

#include "render/view_tables.h"
#include "render/vulkan/true_view_data.h"
#include "support/demo_runner.h"

namespace {

int changed_pixels(const render::Frame& frame, std::uint8_t background) {
    int changed = 0;
    for (std::uint8_t v : frame.pixels) changed += v != background;
    return changed;
}

TEST(FrontEnd, DrawsNothingWhenNothingIsUp) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    render::Frame frame(320, 200);
    std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{3});
    front.draw(world, std::nullopt, frame);
    EXPECT_EQ(changed_pixels(frame, 3), 0);
}

TEST(FrontEnd, CrosshairMarksTheViewsCentre) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    front.set_crosshair(true);
    render::Frame frame(320, 200);
    front.draw(world, std::nullopt, frame);
    EXPECT_EQ(changed_pixels(frame, 0), 9);
    EXPECT_NE(frame.at(160, 84), 0);
    EXPECT_NE(frame.at(158, 84), 0);
    EXPECT_NE(frame.at(160, 86), 0);
    EXPECT_EQ(frame.at(161, 85), 0);
}

// At size 11 the view is the whole screen, its centre row 100; a bordered
// window (size 5: 160x80 at 80,44) keeps its centre row 84.
TEST(FrontEnd, CrosshairFollowsTheViewWindow) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    front.set_crosshair(true);
    front.set_screenblocks(11);
    render::Frame frame(320, 200);
    front.draw(world, std::nullopt, frame);
    EXPECT_EQ(changed_pixels(frame, 0), 9);
    EXPECT_NE(frame.at(160, 100), 0);
    EXPECT_EQ(frame.at(160, 84), 0);
    front.set_screenblocks(5);
    render::Frame bordered(320, 200);
    front.draw(world, std::nullopt, bordered);
    EXPECT_NE(bordered.at(160, 84), 0);
}

// Free look moves the centre row down by the pitch (looking up), in a
// bordered window by screenblocks / 10 of it, as the view's shear.
TEST(FrontEnd, CrosshairFollowsFreeLook) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    front.set_crosshair(true);
    front.set_pitch(20);
    render::Frame frame(320, 200);
    front.draw(world, std::nullopt, frame);
    EXPECT_NE(frame.at(160, 104), 0);
    EXPECT_EQ(frame.at(160, 84), 0);
    front.set_screenblocks(5);
    front.set_pitch(-20);
    render::Frame bordered(320, 200);
    front.draw(world, std::nullopt, bordered);
    EXPECT_NE(bordered.at(160, 74), 0);
    EXPECT_EQ(bordered.at(160, 84), 0);
}

// In the true 3D view the crosshair marks where the level's straight-ahead
// line (where shots go: the simulation never sees the pitch) meets the
// screen: the row the view's own projection puts a far point at eye
// height on. Looking too far up or down for it to be in view, none.
TEST(FrontEnd, CrosshairMarksTheLevelLineInTheTrue3DView) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    front.set_crosshair(true);
    const render::ViewTables tables = render::ViewTables::build(render::ScreenLayout::for_size(320, 200));
    for (const double pitch : {0.35, -0.2, 0.05}) {
        front.set_view_angle(pitch);
        render::Frame frame(320, 200);
        front.draw(world, std::nullopt, frame);
        int row = -1;
        for (int y = 2; y < 198; ++y)
            if (frame.at(158, y) != 0 && frame.at(162, y) != 0) row = y;
        render::vulkan::TrueEye eye;
        eye.pitch = pitch;
        const std::array<float, 16> m = render::vulkan::true_clip_from_map(eye, tables);
        // A point 4096 units straight ahead at eye height: (4096, 0, 0, 1).
        const double clip_y = m[1] * 4096.0 + m[13], clip_w = m[3] * 4096.0 + m[15];  // column-major
        const double projected = (clip_y / clip_w + 1) / 2 * tables.height;  // framebuffer row, centre at +0.5
        EXPECT_NEAR(row + 0.5, projected, 1.0) << "pitch " << pitch;
    }
    front.set_view_angle(1.2);
    render::Frame steep(320, 200);
    front.draw(world, std::nullopt, steep);
    EXPECT_EQ(changed_pixels(steep, 0), 0);
}

// Columns of `frame` that differ from `background`: the first and the last.
std::pair<int, int> changed_columns(const render::Frame& frame, std::uint8_t background) {
    int first = frame.width, last = -1;
    for (int y = 0; y < frame.height; ++y)
        for (int x = 0; x < frame.width; ++x)
            if (frame.at(x, y) != background) {
                first = std::min(first, x);
                last = std::max(last, x);
            }
    return {first, last};
}

// At 16:9 the message starts at the window's left edge and the frame
// counter ends at its right edge, not at the 4:3 middle's (64 and 1216).
TEST(FrontEnd, MessageLineAndCounterKeepToTheEdges) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    front.messages().post("Picked up a clip.");
    front.messages().tick();  // HU_Ticker shows it
    render::Frame message(1280, 720);
    front.draw(world, std::nullopt, message);
    const auto [left, message_end] = changed_columns(message, 0);
    EXPECT_LE(left, 4);
    EXPECT_LT(message_end, 640);

    front.messages().clear();
    front.set_fps(60);
    render::Frame counter(1280, 720);
    front.draw(world, std::nullopt, counter);
    const auto [counter_start, right] = changed_columns(counter, 0);
    EXPECT_GE(right, 1280 - 12);
    EXPECT_GT(counter_start, 1100);
}

TEST(FrontEnd, ThePageCoversTheScreen) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    app::FrontEnd front(iwad.archive, sim::GameMode::Commercial);
    sim::World world(iwad.defs);
    render::Frame frame(320, 200);
    std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{3});
    front.draw(world, std::string("TITLEPIC"), frame);
    // TITLEPIC is a full 320x200 picture: only pixels that happen to be colour 3 stay.
    EXPECT_GT(changed_pixels(frame, 3), 60000);
}

}  // namespace
