#include "app/game_window.h"

#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "platform/gl_presenter.h"
#include "platform/x11_shm_presenter.h"
#include "render/palette_stage.h"
#include "render/vulkan/driver_pinning.h"
#include "render/vulkan/frame_presenter.h"
#include "render/vulkan/vulkan_error.h"
#include "render/window_picture.h"

namespace app {

class GameWindow::Presenter {
public:
    virtual ~Presenter() = default;
    virtual bool present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) = 0;
};

class GameWindow::VulkanPresenter final : public Presenter {
public:
    VulkanPresenter(platform::Window& window, render::vulkan::Context& context, bool vsync)
        : window_(window), presenter_(context, vsync) {}
    bool present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) override {
        return presenter_.present(frame, palette, window_.framebuffer_size());
    }

private:
    platform::Window& window_;
    render::vulkan::FramePresenter presenter_;
};

// A CPU Vulkan device's window on X11: the window's pixels painted on the
// CPU in bands straight into memory the X server shares, never through
// the device (x11_shm_presenter.h says why). No vsync: the server shows
// each frame as it gets it.
class GameWindow::ShmPresenter final : public Presenter {
public:
    ShmPresenter(platform::Window& window, std::unique_ptr<platform::X11ShmPresenter> shm)
        : window_(window), shm_(std::move(shm)) {}
    bool present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) override {
        const VkExtent2D size = window_.framebuffer_size();
        if (size.width == 0 || size.height == 0 || frame.width <= 0 || frame.height <= 0) return false;
        const platform::WindowBuffer buffer = shm_->next(size);
        painter_.paint(frame, palette, buffer.bgra ? render::PixelOrder::bgra : render::PixelOrder::rgba, buffer.width,
                       buffer.height, buffer.pixels);
        shm_->show();
        return true;
    }

private:
    platform::Window& window_;
    std::unique_ptr<platform::X11ShmPresenter> shm_;
    render::WindowPainter painter_;
};

class GameWindow::GlPresenter final : public Presenter {
public:
    GlPresenter(platform::Window& window, bool vsync) : window_(window), presenter_(window, vsync) {}
    bool present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) override {
        const VkExtent2D size = window_.framebuffer_size();
        if (size.width == 0 || size.height == 0) return false;
        rgba_.resize(frame.pixels.size() * 4);
        render::to_rgba(frame, palette, rgba_);
        presenter_.present(rgba_, frame.width, frame.height);
        return true;
    }

private:
    platform::Window& window_;
    platform::GlPresenter presenter_;
    std::vector<std::uint8_t> rgba_;
};

namespace {

// BRIMSTONE_VULKAN_LOSE_DEVICE_AFTER=N, for trying the fallback by hand and in tests.
render::vulkan::ContextOptions window_context_options(bool validation) {
    render::vulkan::ContextOptions options;
    options.validation = validation;
    const char* after = std::getenv("BRIMSTONE_VULKAN_LOSE_DEVICE_AFTER");
    if (after == nullptr) return options;
    std::uint64_t submissions = 0;
    const std::string_view text(after);
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), submissions);
    if (error != std::errc() || end != text.data() + text.size())
        throw base::Error("BRIMSTONE_VULKAN_LOSE_DEVICE_AFTER='" + std::string(text) + "' is not a number of submissions");
    options.lose_device_after_submissions = submissions;
    return options;
}

}  // namespace

GameWindow::GameWindow(const config::Settings& settings, bool vulkan_renderer, bool validation, bool vsync,
                       std::ostream& log)
    : log_(log),
      options_{"Brimstone", settings.get_int("video.width"), settings.get_int("video.height"),
               settings.get_bool("video.fullscreen"), platform::ClientApi::Vulkan},
      vsync_(vsync) {
    std::string problem;
    try {
        window_ = std::make_unique<platform::Window>(options_);
        platform::Window& window = *window_;
        context_.emplace(render::vulkan::create_context_keeping_drivers_loaded(
            window_context_options(validation),
            {window.vulkan_instance_extensions(),
             [&window](VkInstance instance) { return window.create_surface(instance); }}));
        if (validation) {
            if (!context_->validation_available())
                log << "brimstone: --vulkan-validation: the Khronos validation layer is not installed\n";
            validation_ = context_->validation_log();
        }
        // A CPU device presents by sharing memory with the X server where
        // it can, and copies into its swapchain elsewhere (frame_presenter.h).
        if (context_->info().is_cpu) {
            if (auto shm = platform::X11ShmPresenter::open(window)) {
                presenter_ = std::make_unique<ShmPresenter>(window, std::move(shm));
                return;
            }
        }
        presenter_ = std::make_unique<VulkanPresenter>(window, *context_, vsync_);
        return;
    } catch (const render::vulkan::VulkanUnavailable& e) {
        problem = e.what();
    } catch (const platform::NoVulkanForWindows& e) {
        problem = std::string(e.what()) + "; use --renderer software";
    }
    if (vulkan_renderer) throw base::Error(problem);
    log << "brimstone: showing the software renderer through OpenGL: " << problem << "\n";
    fall_back_to_opengl();
}

GameWindow::~GameWindow() {
    // The context first: destroying it may report objects left alive.
    presenter_.reset();
    context_.reset();
    if (!validation_) return;
    const std::vector<std::string> messages = validation_->messages();
    log_ << "brimstone: Vulkan validation: " << messages.size() << (messages.size() == 1 ? " message" : " messages")
         << "\n";
    for (const std::string& message : messages) log_ << "  " << message << "\n";
}

void GameWindow::fall_back_to_opengl() {
    if (window_) options_.fullscreen = window_->fullscreen();
    presenter_.reset();
    context_.reset();
    window_.reset();
    options_.api = platform::ClientApi::OpenGL;
    window_ = std::make_unique<platform::Window>(options_);
    presenter_ = std::make_unique<GlPresenter>(*window_, vsync_);
}

bool GameWindow::present(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) {
    return presenter_->present(frame, palette);
}

}  // namespace app
