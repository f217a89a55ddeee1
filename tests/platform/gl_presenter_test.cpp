// The OpenGL way of showing frames, used where no Vulkan device can: on a
// private X display, a frame drawn into a window twice its size becomes
// 2×2 blocks, top row first.
#include <gtest/gtest.h>

#include <GL/gl.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "platform/gl_presenter.h"
#include "platform/window.h"
#include "support/virtual_display.h"

namespace {

TEST(GlPresenter, ShowsTheFrameScaledAndTheRightWayUp) {
    test_support::VirtualDisplay display;
    ASSERT_EQ(setenv("DISPLAY", display.name().c_str(), 1), 0);
    unsetenv("WAYLAND_DISPLAY");
    platform::Window window({"Brimstone GL test", 640, 400, false, platform::ClientApi::OpenGL});
    platform::GlPresenter presenter(window, false);

    constexpr int kWidth = 320, kHeight = 200;
    std::vector<std::uint8_t> rgba(kWidth * kHeight * 4);
    for (int y = 0; y < kHeight; ++y) {
        for (int x = 0; x < kWidth; ++x) {
            std::uint8_t* p = &rgba[static_cast<std::size_t>((y * kWidth + x) * 4)];
            p[0] = static_cast<std::uint8_t>(x);
            p[1] = static_cast<std::uint8_t>(y);
            p[2] = 77;
            p[3] = 255;
        }
    }
    window.poll();
    presenter.present(rgba, kWidth, kHeight);  // shown once, then drawn again to be read
    presenter.draw(rgba, kWidth, kHeight);

    // What the next swap shows: the back buffer, read bottom row first.
    const auto read_buffer = reinterpret_cast<void (*)(GLenum)>(window.gl_function("glReadBuffer"));
    const auto read_pixels = reinterpret_cast<void (*)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, void*)>(
        window.gl_function("glReadPixels"));
    ASSERT_NE(read_buffer, nullptr);
    ASSERT_NE(read_pixels, nullptr);
    read_buffer(GL_BACK);
    std::vector<std::uint8_t> shown(640 * 400 * 4);
    read_pixels(0, 0, 640, 400, GL_RGBA, GL_UNSIGNED_BYTE, shown.data());
    int wrong = 0;
    for (int y = 0; y < 400; ++y) {
        for (int x = 0; x < 640; ++x) {
            const std::uint8_t* p = &shown[static_cast<std::size_t>(((399 - y) * 640 + x) * 4)];
            if (p[0] != (x / 2 & 0xff) || p[1] != y / 2 || p[2] != 77) ++wrong;
        }
    }
    EXPECT_EQ(wrong, 0);
}

}  // namespace
