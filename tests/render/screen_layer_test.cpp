// The 2D layer: pictures land where V_DrawPatch puts them (offsets
// subtracted, clipped at the screen's edges), and composing copies only
// what was drawn, scaled and placed as the status bar is.
#include "render/overlay/screen_layer.h"

#include <gtest/gtest.h>

namespace {

// A 2×3 picture: column 0 is 3 pixels of 10, 11, 12; column 1 a single
// pixel 20 at row 1. Offsets (1, 1).
assets::Picture small_picture() {
    assets::Picture p;
    p.width = 2;
    p.height = 3;
    p.left_offset = 1;
    p.top_offset = 1;
    p.columns.resize(2);
    p.columns[0].posts.push_back({0, {10, 11, 12}});
    p.columns[1].posts.push_back({1, {20}});
    return p;
}

TEST(ScreenLayer, DrawsAtThePositionLessTheOffsets) {
    render::overlay::ScreenLayer layer;
    EXPECT_TRUE(layer.empty());
    layer.draw_patch(5, 7, small_picture());
    EXPECT_FALSE(layer.empty());
    EXPECT_EQ(layer.at(4, 6), 10);
    EXPECT_EQ(layer.at(4, 8), 12);
    EXPECT_EQ(layer.at(5, 7), 20);
    EXPECT_EQ(layer.at(5, 6), -1);  // no post there
    EXPECT_EQ(layer.at(6, 6), -1);
    layer.clear();
    EXPECT_TRUE(layer.empty());
    EXPECT_EQ(layer.at(4, 6), -1);
}

TEST(ScreenLayer, ClipsAtTheEdges) {
    render::overlay::ScreenLayer layer;
    layer.draw_patch(0, 0, small_picture());  // column 0 falls off the left, row 0 off the top
    EXPECT_EQ(layer.at(0, 0), 20);
    layer.draw_patch(320, 200, small_picture());
    EXPECT_EQ(layer.at(319, 199), 10);
}

TEST(ScreenLayer, ComposesOnlyWhatWasDrawnAtTheBarsScale) {
    render::overlay::ScreenLayer layer;
    layer.draw_patch(5, 7, small_picture());

    render::Frame same(320, 200);
    std::fill(same.pixels.begin(), same.pixels.end(), std::uint8_t{99});
    layer.compose(same, render::ScreenLayout::for_size(320, 200));
    EXPECT_EQ(same.at(4, 6), 10);
    EXPECT_EQ(same.at(5, 7), 20);
    EXPECT_EQ(same.at(5, 6), 99);
    int changed = 0;
    for (std::uint8_t v : same.pixels) changed += v != 99;
    EXPECT_EQ(changed, 4);

    // Twice the size: every pixel a 2×2 block.
    render::Frame doubled(640, 400);
    layer.compose(doubled, render::ScreenLayout::for_size(640, 400));
    for (int dy = 0; dy < 2; ++dy)
        for (int dx = 0; dx < 2; ++dx) {
            EXPECT_EQ(doubled.at(8 + dx, 12 + dy), 10);
            EXPECT_EQ(doubled.at(10 + dx, 14 + dy), 20);
        }

    // Wider than 16:10: the 320×200 screen is centred where the bar is.
    render::Frame wide(1280, 400);
    const render::ScreenLayout layout = render::ScreenLayout::for_size(1280, 400);
    layer.compose(wide, layout);
    EXPECT_EQ(wide.at(layout.bar_x + 8, 12), 10);
    EXPECT_EQ(wide.at(8, 12), 0);
}

}  // namespace
