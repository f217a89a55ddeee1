#pragma once
// The play loop's window and where its finished 8-bit frames go: through
// Vulkan's palette pass (render/vulkan/frame_presenter.h) when a device can
// present to the window, or, where none can and the software renderer is
// asked for, through OpenGL (platform/gl_presenter.h) with the palette
// applied on the CPU. The Vulkan renderer needs the first.
#include <memory>
#include <optional>
#include <ostream>
#include <span>

#include "assets/palette.h"
#include "config/settings.h"
#include "platform/window.h"
#include "render/frame.h"
#include "render/vulkan/context.h"

namespace app {

class GameWindow {
public:
    // Opens the window. Without a Vulkan device that can present, says so on
    // `log` and falls back to OpenGL, unless `vulkan_renderer` is asked for:
    // then throws the Vulkan error. Throws base::Error without a display.
    GameWindow(const config::Settings& settings, bool vulkan_renderer, std::ostream& log);
    ~GameWindow();
    GameWindow(const GameWindow&) = delete;
    GameWindow& operator=(const GameWindow&) = delete;

    platform::Window& window() { return *window_; }
    // The context the Vulkan renderer may share; null on the OpenGL path.
    render::vulkan::Context* vulkan() { return context_ ? &*context_ : nullptr; }

    void present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette);

private:
    class Presenter;
    class VulkanPresenter;
    class GlPresenter;

    std::unique_ptr<platform::Window> window_;
    std::optional<render::vulkan::Context> context_;
    std::unique_ptr<Presenter> presenter_;
};

}  // namespace app
