#pragma once
// Errors from the Vulkan layer. A machine that cannot run the Vulkan
// renderer at all raises VulkanUnavailable, whose one message tells the user
// how to carry on; any later failing call raises base::Error naming the call,
// or DeviceLost when the device or the window's surface is gone.
#include <vulkan/vulkan.h>

#include <string>
#include <string_view>

#include "base/error.h"

namespace render::vulkan {

class VulkanUnavailable : public base::Error {
public:
    // `reason` goes in the parentheses of
    // "Vulkan: no usable device (reason); use --renderer software".
    explicit VulkanUnavailable(const std::string& reason);
};

// The device stopped (a driver reset, a hang, an unplugged GPU) or the
// window's surface went away: nothing made from the context can be used
// again, and whoever shows frames carries on without it.
class DeviceLost : public base::Error {
public:
    using base::Error::Error;
};

// "VK_ERROR_OUT_OF_DEVICE_MEMORY" and friends; the number for unknown codes.
std::string result_name(VkResult result);

// Throws base::Error("Vulkan: <call> failed (<result>)") unless `result` is
// VK_SUCCESS; DeviceLost for VK_ERROR_DEVICE_LOST and VK_ERROR_SURFACE_LOST_KHR.
void check(VkResult result, std::string_view call);

}  // namespace render::vulkan
