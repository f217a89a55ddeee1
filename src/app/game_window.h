#pragma once
// The play loop's window and where its finished 8-bit frames go: through
// Vulkan's swapchain (render/vulkan/frame_presenter.h) when a device can
// present to the window; on a CPU device with an X11 window, painted on
// the CPU into memory shared with the X server (platform/x11_shm_presenter.h);
// or, where no device can and the software renderer is asked for, through
// OpenGL (platform/gl_presenter.h) with the palette applied on the CPU. The Vulkan renderer needs the first. The environment
// variable BRIMSTONE_VULKAN_LOSE_DEVICE_AFTER=N makes the window's device
// act lost after N submissions, to try the fallback.
#include <memory>
#include <optional>
#include <ostream>
#include <span>

#include "assets/palette.h"
#include "config/settings.h"
#include "platform/window.h"
#include "render/frame.h"
#include "render/vulkan/context.h"
#include "render/vulkan/validation_log.h"

namespace app {

class GameWindow {
public:
    // Opens the window. Without a Vulkan device that can present, says so on
    // `log` and falls back to OpenGL, unless `vulkan_renderer` is asked for:
    // then throws the Vulkan error. Throws base::Error without a display.
    // With `validation`, the Khronos layer watches the device, and what it
    // reported is written to `log` when the window closes. `vsync` waits
    // for the display's refresh where the present path can (video.vsync;
    // off for -timedemo, which times drawing, not the monitor).
    GameWindow(const config::Settings& settings, bool vulkan_renderer, bool validation, bool vsync, std::ostream& log);
    ~GameWindow();
    GameWindow(const GameWindow&) = delete;
    GameWindow& operator=(const GameWindow&) = delete;

    platform::Window& window() { return *window_; }
    // The context the Vulkan renderer may share; null on the OpenGL path.
    render::vulkan::Context* vulkan() { return context_ ? &*context_ : nullptr; }

    // Returns false when nothing could be shown (a minimised window).
    // Throws render::vulkan::DeviceLost when the Vulkan device is gone.
    bool present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette);

    // After the Vulkan device was lost: the context and its window are
    // dropped, and a new window of the same size shows frames through
    // OpenGL from then on. Anything made from vulkan() must be gone first.
    void fall_back_to_opengl();

private:
    class Presenter;
    class VulkanPresenter;
    class ShmPresenter;
    class GlPresenter;

    std::ostream& log_;
    std::shared_ptr<const render::vulkan::ValidationLog> validation_;  // null: not asked for
    platform::WindowOptions options_;
    bool vsync_ = true;
    std::unique_ptr<platform::Window> window_;
    std::optional<render::vulkan::Context> context_;
    std::unique_ptr<Presenter> presenter_;
};

}  // namespace app
