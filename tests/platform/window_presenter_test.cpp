// The window and the palette pass on a private X display: a Vulkan context
// made for the window's surface presents 8-bit frames through the palette
// with the validation layer silent, across a vsync change (a new
// swapchain), a resize and sizes gone stale under it; a lost device is
// reported as DeviceLost every time it is used, never waited on; and the
// key map names what the bindings can name.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include <array>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "assets/palette.h"
#include "config/key_names.h"
#include "platform/key_map.h"
#include "platform/window.h"
#include "render/frame.h"
#include "render/vulkan/context.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/frame_presenter.h"
#include "render/vulkan/vulkan_error.h"
#include "support/virtual_display.h"

namespace {

std::array<assets::Rgb, 256> ramp_palette() {
    std::array<assets::Rgb, 256> palette{};
    for (int i = 0; i < 256; ++i)
        palette[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), 0, static_cast<std::uint8_t>(255 - i)};
    return palette;
}

render::Frame pattern_frame() {
    render::Frame frame(320, 200);
    for (std::size_t i = 0; i < frame.pixels.size(); ++i) frame.pixels[i] = static_cast<std::uint8_t>(i);
    return frame;
}

// A window on a private display with a validated Vulkan context for it.
class PresenterTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_EQ(setenv("DISPLAY", display_.name().c_str(), 1), 0);
        unsetenv("WAYLAND_DISPLAY");
    }
    render::vulkan::Context make_context(platform::Window& window, render::vulkan::ContextOptions options) {
        options.validation = true;
        auto context = render::vulkan::create_context_keeping_drivers_loaded(
            options,
            {window.vulkan_instance_extensions(), [&](VkInstance instance) { return window.create_surface(instance); }});
        EXPECT_NE(context.surface(), VK_NULL_HANDLE);
        EXPECT_TRUE(context.validation_available()) << "the Khronos validation layer (vulkan-validationlayers) is needed";
        return context;
    }
    test_support::VirtualDisplay display_;
};

// The X server takes a resize asynchronously; polls until it shows.
bool wait_for_size(platform::Window& window, std::uint32_t width, std::uint32_t height) {
    for (int i = 0; i < 200; ++i) {
        window.poll();
        const VkExtent2D size = window.framebuffer_size();
        if (size.width == width && size.height == height) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

using WindowPresenter = PresenterTest;

TEST_F(WindowPresenter, PresentsFramesWithNoValidationMessages) {
    platform::Window window({"Brimstone test", 640, 400, false});
    auto context = make_context(window, {});
    {
        render::vulkan::FramePresenter presenter(context, true);
        const auto palette = ramp_palette();
        const render::Frame frame = pattern_frame();
        const VkExtent2D size = window.framebuffer_size();
        ASSERT_EQ(size.width, 640u);
        for (int i = 0; i < 4; ++i) {
            window.poll();
            EXPECT_TRUE(presenter.present(frame, palette, size));
        }
        EXPECT_EQ(presenter.swapchain().present_mode(), VK_PRESENT_MODE_FIFO_KHR);
        presenter.set_vsync(false);
        EXPECT_TRUE(presenter.present(frame, palette, size));
        EXPECT_EQ(presenter.swapchain().extent().width, 640u);
        EXPECT_FALSE(presenter.present(frame, palette, {0, 0}));  // minimised: nothing shown
    }
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

TEST_F(WindowPresenter, FollowsAResizeAndSizesGoneStale) {
    platform::Window window({"Brimstone test", 640, 400, false});
    auto context = make_context(window, {});
    {
        render::vulkan::FramePresenter presenter(context, false);
        const auto palette = ramp_palette();
        const render::Frame frame = pattern_frame();
        ASSERT_TRUE(presenter.present(frame, palette, window.framebuffer_size()));
        EXPECT_EQ(presenter.swapchain().extent().width, 640u);

        window.set_size(800, 500);
        ASSERT_TRUE(wait_for_size(window, 800, 500));
        // The size the game asked before the resize: the surface has moved
        // on, so the swapchain is out of date or suboptimal; neither may throw.
        for (int i = 0; i < 3; ++i) presenter.present(frame, palette, {640, 400});
        EXPECT_TRUE(presenter.present(frame, palette, window.framebuffer_size()));
        EXPECT_EQ(presenter.swapchain().extent().width, 800u);
        EXPECT_EQ(presenter.swapchain().extent().height, 500u);

        EXPECT_FALSE(presenter.present(frame, palette, {0, 0}));  // minimised
        window.set_size(320, 200);
        ASSERT_TRUE(wait_for_size(window, 320, 200));
        EXPECT_TRUE(presenter.present(frame, palette, window.framebuffer_size()));  // restored, smaller
        EXPECT_EQ(presenter.swapchain().extent().width, 320u);
    }
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

TEST_F(WindowPresenter, ALostDeviceIsReportedEachTimeAndNeverWaitedOn) {
    platform::Window window({"Brimstone test", 640, 400, false});
    auto context = make_context(window, {.lose_device_after_submissions = 2});
    {
        render::vulkan::FramePresenter presenter(context, false);
        const auto palette = ramp_palette();
        const render::Frame frame = pattern_frame();
        EXPECT_TRUE(presenter.present(frame, palette, window.framebuffer_size()));
        EXPECT_TRUE(presenter.present(frame, palette, window.framebuffer_size()));
        EXPECT_FALSE(context.lost());
        EXPECT_THROW(presenter.present(frame, palette, window.framebuffer_size()), render::vulkan::DeviceLost);
        EXPECT_TRUE(context.lost());
        // The refused submission left its fence unsignalled: a second try
        // must say so at once instead of waiting on it for ever.
        const auto start = std::chrono::steady_clock::now();
        EXPECT_THROW(presenter.present(frame, palette, window.framebuffer_size()), render::vulkan::DeviceLost);
        EXPECT_THROW(context.submit_and_wait([](VkCommandBuffer) {}), render::vulkan::DeviceLost);
        EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
    }
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

TEST(KeyMap, EveryMappedNameIsABindingName) {
    int named = 0;
    for (int key = GLFW_KEY_SPACE; key <= GLFW_KEY_LAST; ++key) {
        const std::string_view name = platform::glfw_key_name(key);
        if (name.empty()) continue;
        ++named;
        EXPECT_TRUE(config::is_key_name(name)) << key << " -> " << name;
    }
    // Every binding name but the mouse's seven comes from a key.
    EXPECT_EQ(named, static_cast<int>(config::key_names().size()) - 7);
    EXPECT_EQ(platform::glfw_key_name(GLFW_KEY_LEFT_CONTROL), "lctrl");
    EXPECT_EQ(platform::glfw_mouse_button_name(GLFW_MOUSE_BUTTON_RIGHT), "mouse2");
    EXPECT_TRUE(platform::glfw_key_name(GLFW_KEY_LEFT_SUPER).empty());
}

}  // namespace
