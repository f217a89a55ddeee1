// The window's pixels painted on the CPU (the CPU devices' present path):
// each is the palette's colour of the frame pixel present.frag samples,
// in the swapchain's byte order, black outside the frame's rectangle, the
// same whatever the bands.
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <vector>

#include "render/window_picture.h"
#include "support/distinct_palette.h"

namespace {

using test_support::distinct_palette;

render::Frame numbered_frame(int width, int height) {
    render::Frame frame(width, height);
    for (std::size_t i = 0; i < frame.pixels.size(); ++i) frame.pixels[i] = static_cast<std::uint8_t>(i * 13 + 5);
    return frame;
}

std::array<std::uint8_t, 4> bytes_of(std::uint32_t word) {
    std::array<std::uint8_t, 4> b{};
    std::memcpy(b.data(), &word, 4);
    return b;
}

TEST(WindowPicture, FitsTheFrameKeepingItsAspect) {
    const render::WindowRect same = render::fit_in_window(1280, 800, 1280, 800);
    EXPECT_EQ(same.x, 0);
    EXPECT_EQ(same.y, 0);
    EXPECT_EQ(same.width, 1280);
    EXPECT_EQ(same.height, 800);
    const render::WindowRect letterbox = render::fit_in_window(320, 200, 640, 480);
    EXPECT_EQ(letterbox.x, 0);
    EXPECT_EQ(letterbox.y, 40);
    EXPECT_EQ(letterbox.width, 640);
    EXPECT_EQ(letterbox.height, 400);
    const render::WindowRect pillarbox = render::fit_in_window(320, 240, 1920, 1080);
    EXPECT_EQ(pillarbox.x, 240);
    EXPECT_EQ(pillarbox.width, 1440);
    EXPECT_EQ(pillarbox.height, 1080);
}

// Every window pixel against the palette, at the frame's size and scaled
// into a window of another shape, in both byte orders.
TEST(WindowPicture, EachPixelIsThePalettesColourOfTheSampledIndex) {
    const auto palette = distinct_palette();
    for (const auto& [fw, fh, ww, wh] : {std::array{64, 40, 64, 40}, std::array{32, 20, 100, 77}, std::array{90, 60, 41, 23}}) {
        const render::Frame frame = numbered_frame(fw, fh);
        const render::WindowRect rect = render::fit_in_window(fw, fh, ww, wh);
        for (const render::PixelOrder order : {render::PixelOrder::rgba, render::PixelOrder::bgra}) {
            std::vector<std::uint32_t> out(static_cast<std::size_t>(ww * wh), 0x12345678u);
            render::paint_window_rows(frame, render::window_colours(palette, order), rect, ww, 0, wh, out);
            for (int y = 0; y < wh; ++y)
                for (int x = 0; x < ww; ++x) {
                    std::array<std::uint8_t, 4> want{0, 0, 0, 255};
                    if (x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height) {
                        // present.frag: window pixel × frame size / drawn size, clamped.
                        const int sx = std::min((x - rect.x) * fw / rect.width, fw - 1);
                        const int sy = std::min((y - rect.y) * fh / rect.height, fh - 1);
                        const assets::Rgb c = palette[frame.at(sx, sy)];
                        want = order == render::PixelOrder::rgba ? std::array<std::uint8_t, 4>{c.r, c.g, c.b, 255}
                                                                 : std::array<std::uint8_t, 4>{c.b, c.g, c.r, 255};
                    }
                    ASSERT_EQ(bytes_of(out[static_cast<std::size_t>(y * ww + x)]), want)
                        << fw << "x" << fh << " in " << ww << "x" << wh << " at " << x << "," << y;
                }
        }
    }
}

TEST(WindowPicture, BandsOverThreadsPaintWhatOneThreadPaints) {
    const auto palette = distinct_palette();
    const render::Frame frame = numbered_frame(320, 200);
    std::vector<std::uint32_t> one(640 * 457), many(640 * 457);
    render::WindowPainter(1).paint(frame, palette, render::PixelOrder::bgra, 640, 457, one);
    render::WindowPainter(5).paint(frame, palette, render::PixelOrder::bgra, 640, 457, many);
    EXPECT_EQ(one, many);
}

}  // namespace
