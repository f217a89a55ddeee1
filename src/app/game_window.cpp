#include "app/game_window.h"

#include <string>
#include <vector>

#include "base/error.h"
#include "platform/gl_presenter.h"
#include "render/palette_stage.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/frame_presenter.h"
#include "render/vulkan/vulkan_error.h"

namespace app {

class GameWindow::Presenter {
public:
    virtual ~Presenter() = default;
    virtual void present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) = 0;
};

class GameWindow::VulkanPresenter final : public Presenter {
public:
    VulkanPresenter(platform::Window& window, render::vulkan::Context& context, bool vsync)
        : window_(window), presenter_(context, vsync) {}
    void present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) override {
        presenter_.present(frame, palette, window_.framebuffer_size());
    }

private:
    platform::Window& window_;
    render::vulkan::FramePresenter presenter_;
};

class GameWindow::GlPresenter final : public Presenter {
public:
    GlPresenter(platform::Window& window, bool vsync) : presenter_(window, vsync) {}
    void present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) override {
        rgba_.resize(frame.pixels.size() * 4);
        render::to_rgba(frame, palette, rgba_);
        presenter_.present(rgba_, frame.width, frame.height);
    }

private:
    platform::GlPresenter presenter_;
    std::vector<std::uint8_t> rgba_;
};

GameWindow::GameWindow(const config::Settings& settings, bool vulkan_renderer, std::ostream& log) {
    platform::WindowOptions options{"Brimstone", settings.get_int("video.width"), settings.get_int("video.height"),
                                    settings.get_bool("video.fullscreen"), platform::ClientApi::Vulkan};
    const bool vsync = settings.get_bool("video.vsync");
    std::string problem;
    try {
        window_ = std::make_unique<platform::Window>(options);
        platform::Window& window = *window_;
        context_.emplace(render::vulkan::create_context_keeping_drivers_loaded(
            render::vulkan::ContextOptions{},
            {window.vulkan_instance_extensions(),
             [&window](VkInstance instance) { return window.create_surface(instance); }}));
        presenter_ = std::make_unique<VulkanPresenter>(window, *context_, vsync);
        return;
    } catch (const render::vulkan::VulkanUnavailable& e) {
        problem = e.what();
    } catch (const platform::NoVulkanForWindows& e) {
        problem = std::string(e.what()) + "; use --renderer software";
    }
    if (vulkan_renderer) throw base::Error(problem);
    log << "brimstone: showing the software renderer through OpenGL: " << problem << "\n";
    context_.reset();
    window_.reset();
    options.api = platform::ClientApi::OpenGL;
    window_ = std::make_unique<platform::Window>(options);
    presenter_ = std::make_unique<GlPresenter>(*window_, vsync);
}

GameWindow::~GameWindow() = default;

void GameWindow::present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) {
    presenter_->present(frame, palette);
}

}  // namespace app
