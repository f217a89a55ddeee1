#include "render/vulkan/quirks.h"

namespace render::vulkan {

Quirks quirks_for(const VkPhysicalDeviceProperties& properties) {
    Quirks quirks;
    if (properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) quirks.submission_timeout = std::chrono::seconds(300);
    return quirks;
}

}  // namespace render::vulkan
