#pragma once
// Shows 8-bit frames in the window: each frame's indices and the current
// palette go to the GPU, where one palette pass (shaders/present.frag)
// draws them into the swapchain image, scaled to fit with the aspect ratio
// kept. Two frames are in flight: the CPU fills the next while the GPU
// shows the last (kFramesInFlight, each with its own buffer and fence).
#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"
#include "render/vulkan/buffer.h"
#include "render/vulkan/descriptors.h"
#include "render/vulkan/device_handle.h"
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/swapchain.h"

namespace render::vulkan {

class Context;

class FramePresenter {
public:
    // `context` must have been made for a window and outlive the presenter.
    FramePresenter(Context& context, bool vsync);
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

private:
    // Each with the command buffer and fence of its number in commands_.
    struct InFlight {
        SemaphoreHandle image_acquired;
        Buffer picture;  // palette then indices, rewritten each time
    };

    void rebuild(VkExtent2D window);
    void fill_picture(InFlight& slot, const Frame& frame, std::span<const assets::Rgb, 256> palette);
    void record(InFlight& slot, std::uint32_t image, const Frame& frame);

    Context& context_;
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
};

}  // namespace render::vulkan
