#pragma once
// What the Vulkan layer needs to know about the image formats it handles.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <string>

namespace render::vulkan {

// Bytes per texel of the uncompressed formats we upload or read back; 0 for others.
std::size_t texel_size(VkFormat format);

bool is_depth_format(VkFormat format);

// "VK_FORMAT_R8_UINT" for the formats above, "VkFormat <number>" otherwise.
std::string format_name(VkFormat format);

}  // namespace render::vulkan
