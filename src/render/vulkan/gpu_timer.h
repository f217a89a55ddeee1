#pragma once
// The GPU's own time between marks in one command buffer, from
// timestamps: what each pass of a frame costs the device, apart from
// recording, submission and readback on the CPU.
#include <vulkan/vulkan.h>

#include <optional>
#include <vector>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

using QueryPoolHandle = DeviceHandle<VkQueryPool, vkDestroyQueryPool>;

class GpuTimer {
public:
    // `marks` timestamps a submission, the first written by start(). A
    // device whose graphics queue has no timestamps gives a timer that
    // records nothing and measures nothing.
    GpuTimer(const Context& context, int marks);

    // Mark 0: before the first command of the stretch.
    void start(VkCommandBuffer cmd) const;
    // Mark `index` (1 .. marks-1): once every command recorded before it has finished.
    void mark(VkCommandBuffer cmd, int index) const;
    // After the submission has finished: the milliseconds between each
    // mark and the next (marks-1 values).
    std::optional<std::vector<double>> intervals() const;

private:
    VkDevice device_ = VK_NULL_HANDLE;
    QueryPoolHandle pool_;
    int marks_ = 0;
    double nanoseconds_per_tick_ = 0;
};

}  // namespace render::vulkan
