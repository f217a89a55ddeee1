// What the front end adds over a frame: the crosshair only when asked
// for, at the view's centre; the title loop's page covering the screen;
// nothing at all when no menu, message, page or option is up.
#include "app/front_end.h"

#include <gtest/gtest.h>

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
