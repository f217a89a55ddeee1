// What the window shows, read back from the X server: on both of a CPU
// device's present paths (X11 shared memory, and the copy into the Vulkan
// swapchain) every window pixel is the palette's colour of the frame pixel
// the palette pass samples, black around the frame, and the copy shows
// exactly what the palette pass shows.
#include <gtest/gtest.h>

#include <X11/Xlib.h>
#include <X11/Xutil.h>

#include <array>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <vector>

#include "assets/palette.h"
#include "platform/window.h"
#include "platform/x11_shm_presenter.h"
#include "render/frame.h"
#include "render/vulkan/context.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/frame_presenter.h"
#include "render/window_picture.h"
#include "support/distinct_palette.h"
#include "support/virtual_display.h"

namespace {

using test_support::distinct_palette;

render::Frame numbered_frame(int width, int height) {
    render::Frame frame(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) frame.row(y)[x] = static_cast<std::uint8_t>(x * 3 + y * 5);
    return frame;
}

// 0xRRGGBB for each window pixel: the palette's colour of the index
// present.frag samples there, black outside the frame's rectangle.
std::vector<std::uint32_t> expected_window(const render::Frame& frame, const std::array<assets::Rgb, 256>& palette,
                                           int width, int height) {
    const render::WindowRect rect = render::fit_in_window(frame.width, frame.height, width, height);
    std::vector<std::uint32_t> want(static_cast<std::size_t>(width * height), 0);
    for (int y = rect.y; y < rect.y + rect.height; ++y)
        for (int x = rect.x; x < rect.x + rect.width; ++x) {
            const int sx = std::min((x - rect.x) * frame.width / rect.width, frame.width - 1);
            const int sy = std::min((y - rect.y) * frame.height / rect.height, frame.height - 1);
            const assets::Rgb c = palette[frame.at(sx, sy)];
            want[static_cast<std::size_t>(y * width + x)] = std::uint32_t{c.r} << 16 | std::uint32_t{c.g} << 8 | c.b;
        }
    return want;
}

// The window's pixels as the X server holds them, through a connection of our own.
std::vector<std::uint32_t> shown_pixels(unsigned long window, int width, int height) {
    Display* display = XOpenDisplay(nullptr);
    if (display == nullptr) return {};
    std::vector<std::uint32_t> pixels;
    if (XImage* image = XGetImage(display, window, 0, 0, static_cast<unsigned>(width), static_cast<unsigned>(height),
                                  AllPlanes, ZPixmap)) {
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                pixels.push_back(static_cast<std::uint32_t>(XGetPixel(image, x, y)) & 0xffffffu);
        XDestroyImage(image);
    }
    XCloseDisplay(display);
    return pixels;
}

int differing(const std::vector<std::uint32_t>& a, const std::vector<std::uint32_t>& b) {
    if (a.size() != b.size()) return -1;
    int n = 0;
    for (std::size_t i = 0; i < a.size(); ++i) n += a[i] != b[i];
    return n;
}

// The server takes another connection's requests in its own time: reads
// until the window shows `want`, for at most a few seconds.
std::vector<std::uint32_t> wait_until_shown(unsigned long window, int width, int height,
                                            const std::vector<std::uint32_t>& want) {
    std::vector<std::uint32_t> shown;
    for (int i = 0; i < 100; ++i) {
        shown = shown_pixels(window, width, height);
        if (shown == want) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return shown;
}

bool wait_for_size(platform::Window& window, std::uint32_t width, std::uint32_t height) {
    for (int i = 0; i < 200; ++i) {
        window.poll();
        const VkExtent2D size = window.framebuffer_size();
        if (size.width == width && size.height == height) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

class ShownColours : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(setenv("DISPLAY", display_.name().c_str(), 1), 0);
        unsetenv("WAYLAND_DISPLAY");
    }
    test_support::VirtualDisplay display_;
};

TEST_F(ShownColours, SharedMemoryShowsThePalettesColours) {
    platform::Window window({"Brimstone test", 640, 480, false});
    ASSERT_TRUE(wait_for_size(window, 640, 480));
    auto shm = platform::X11ShmPresenter::open(window);
    ASSERT_NE(shm, nullptr) << "Xvfb is local and has MIT-SHM: shared memory must be offered";
    render::WindowPainter painter;
    const auto palette = distinct_palette();
    // At the window's size, then scaled with black bars above and below.
    for (const render::Frame& frame : {numbered_frame(640, 480), numbered_frame(320, 200)}) {
        for (int i = 0; i < 2; ++i) {
            const platform::WindowBuffer buffer = shm->next({640, 480});
            ASSERT_EQ(buffer.width, 640);
            painter.paint(frame, palette, buffer.bgra ? render::PixelOrder::bgra : render::PixelOrder::rgba,
                          buffer.width, buffer.height, buffer.pixels);
            shm->show();
        }
        const std::vector<std::uint32_t> want = expected_window(frame, palette, 640, 480);
        EXPECT_EQ(differing(wait_until_shown(window.x11_window(), 640, 480, want), want), 0)
            << "frame " << frame.width << "x" << frame.height;
    }
}

TEST_F(ShownColours, SwapchainCopyShowsWhatThePalettePassShows) {
    platform::Window window({"Brimstone test", 640, 480, false});
    ASSERT_TRUE(wait_for_size(window, 640, 480));
    auto context = render::vulkan::create_context_keeping_drivers_loaded(
        {}, {window.vulkan_instance_extensions(), [&](VkInstance instance) { return window.create_surface(instance); }});
    const auto palette = distinct_palette();
    for (const render::Frame& frame : {numbered_frame(640, 480), numbered_frame(320, 200)}) {
        const std::vector<std::uint32_t> want = expected_window(frame, palette, 640, 480);
        for (const auto path : {render::vulkan::PresentPath::cpu_copy, render::vulkan::PresentPath::palette_pass}) {
            render::vulkan::FramePresenter presenter(context, false, path);
            for (int i = 0; i < 3; ++i) ASSERT_TRUE(presenter.present(frame, palette, {640, 480}));
            ASSERT_EQ(presenter.path(), path) << "lavapipe's X11 swapchain takes copies of BGRA pixels";
            vkDeviceWaitIdle(context.device());
            EXPECT_EQ(differing(wait_until_shown(window.x11_window(), 640, 480, want), want), 0)
                << (path == render::vulkan::PresentPath::cpu_copy ? "copy" : "palette pass") << ", frame "
                << frame.width << "x" << frame.height;
        }
    }
}

}  // namespace
