// The window and the palette pass on a private X display: a Vulkan context
// made for the window's surface presents 8-bit frames through the palette
// with the validation layer silent, across a vsync change (a new
// swapchain), and the key map names what the bindings can name.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include <array>
#include <cstdlib>

#include "assets/palette.h"
#include "config/key_names.h"
#include "platform/key_map.h"
#include "platform/window.h"
#include "render/frame.h"
#include "render/vulkan/context.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/frame_presenter.h"
#include "support/virtual_display.h"

namespace {

TEST(WindowPresenter, PresentsFramesWithNoValidationMessages) {
    test_support::VirtualDisplay display;
    ASSERT_EQ(setenv("DISPLAY", display.name().c_str(), 1), 0);
    unsetenv("WAYLAND_DISPLAY");
    platform::Window window({"Brimstone test", 640, 400, false});
    auto context = render::vulkan::create_context_keeping_drivers_loaded(
        {.validation = true},
        {window.vulkan_instance_extensions(), [&](VkInstance instance) { return window.create_surface(instance); }});
    ASSERT_NE(context.surface(), VK_NULL_HANDLE);
    ASSERT_TRUE(context.validation_available()) << "the Khronos validation layer (vulkan-validationlayers) is needed";
    {
        render::vulkan::FramePresenter presenter(context, true);
        std::array<assets::Rgb, 256> palette{};
        for (int i = 0; i < 256; ++i)
            palette[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), 0, static_cast<std::uint8_t>(255 - i)};
        render::Frame frame(320, 200);
        for (std::size_t i = 0; i < frame.pixels.size(); ++i) frame.pixels[i] = static_cast<std::uint8_t>(i);
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
