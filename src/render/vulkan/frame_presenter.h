#pragma once
// Shows 8-bit frames in the window, scaled to fit with the aspect ratio
// kept, one of two ways (PresentPath). On a GPU each frame's indices and
// the current palette go to the device, where one palette pass
// (shaders/present.frag) draws them into the swapchain image. On a CPU
// device (lavapipe) that pass cost more than drawing the frame, so the
// window's pixels are made on the CPU in bands over threads
// (render/window_picture.h) and copied into the image. Two frames are in
// flight: the CPU fills the next while the device shows the last
// (kFramesInFlight, each with its own buffer and fence).
#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"
#include "render/window_picture.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/device_handle.h"
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/swapchain.h"

namespace render::vulkan {

class Context;

enum class PresentPath {
    palette_pass,  // present.frag over the window: GPUs
    cpu_copy,      // the window's pixels made on the CPU, copied in: CPU devices
};

class FramePresenter {
public:
    // `context` must have been made for a window and outlive the presenter.
    // `path` forces a way (tests compare both); by default a CPU device
    // copies and a GPU runs the palette pass. A copy needs a swapchain of
    // 8-bit RGBA or BGRA images that take transfers; where the surface
    // offers none, the palette pass is used.
    FramePresenter(Context& context, bool vsync, std::optional<PresentPath> path = std::nullopt);
    ~FramePresenter();
    FramePresenter(const FramePresenter&) = delete;
    FramePresenter& operator=(const FramePresenter&) = delete;

    // Shows `frame` through `palette` in a window whose framebuffer is
    // `window` pixels. Returns false, showing nothing, while the window has
    // no area (minimised). A changed size or vsync setting rebuilds the
    // swapchain first, and one that goes out of date while acquiring is
    // rebuilt and tried again. Throws DeviceLost when the device or the
    // surface is gone, base::Error when another call fails.
    bool present(const Frame& frame, std::span<const assets::Rgb, 256> palette, VkExtent2D window);

    void set_vsync(bool vsync) { vsync_ = vsync; }
    const Swapchain& swapchain() const { return swapchain_; }
    // The way the current swapchain is shown (the wanted one before the first present).
    PresentPath path() const { return path_; }

private:
    // Each with the command buffer and fence of its number in commands_.
    struct InFlight {
        SemaphoreHandle image_acquired;
        Buffer picture;  // palette pass: palette then indices, rewritten each time
        Buffer window;   // copy: the window's pixels, four bytes each
    };

    void rebuild(VkExtent2D window);
    void fill_picture(InFlight& slot, const Frame& frame, std::span<const assets::Rgb, 256> palette);
    void paint_window(InFlight& slot, const Frame& frame, std::span<const assets::Rgb, 256> palette);
    void record(InFlight& slot, std::uint32_t image, const Frame& frame);
    void record_copy(InFlight& slot, std::uint32_t image);

    Context& context_;
    PresentPath wanted_;
    PresentPath path_;
    bool vsync_;
    bool swapchain_vsync_;
    VkExtent2D requested_{};  // the window size the swapchain was made for
    Swapchain swapchain_;
    std::vector<SemaphoreHandle> image_rendered_;  // one per swapchain image, waited on by present
    DescriptorSetLayout set_layout_;
    DescriptorSets sets_;
    PipelineLayout layout_;
    GraphicsPipeline pipeline_;
    VkFormat pipeline_format_ = VK_FORMAT_UNDEFINED;
    FrameCommands commands_;
    std::array<InFlight, kFramesInFlight> slots_;
    std::size_t next_ = 0;
    std::unique_ptr<WindowPainter> painter_;  // the copy's, made with its first swapchain
};

}  // namespace render::vulkan
