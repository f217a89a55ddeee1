#pragma once
// The GPU's own time for a stretch of one command buffer, from two
// timestamps: what a frame costs the device, apart from recording,
// submission and readback on the CPU.
#include <vulkan/vulkan.h>

#include <optional>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

using QueryPoolHandle = DeviceHandle<VkQueryPool, vkDestroyQueryPool>;

class GpuTimer {
public:
    // A device whose graphics queue has no timestamps gives a timer that
    // records nothing and measures nothing.
    explicit GpuTimer(const Context& context);

    void begin(VkCommandBuffer cmd) const;
    void end(VkCommandBuffer cmd) const;
    // After the submission with begin() and end() has finished.
    std::optional<double> milliseconds() const;

private:
    VkDevice device_ = VK_NULL_HANDLE;
    QueryPoolHandle pool_;
    double nanoseconds_per_tick_ = 0;
};

}  // namespace render::vulkan
