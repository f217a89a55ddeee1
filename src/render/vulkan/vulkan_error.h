#pragma once
// Errors from the Vulkan layer. A machine that cannot run the Vulkan
// renderer at all raises VulkanUnavailable, whose one message tells the user
// how to carry on; any later failing call raises base::Error naming the call.
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

// "VK_ERROR_OUT_OF_DEVICE_MEMORY" and friends; the number for unknown codes.
std::string result_name(VkResult result);

// Throws base::Error("Vulkan: <call> failed (<result>)") unless `result` is VK_SUCCESS.
void check(VkResult result, std::string_view call);

}  // namespace render::vulkan
