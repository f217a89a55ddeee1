#pragma once
// Device memory without an allocator library: one allocation per buffer or
// image, enough for a renderer that creates its resources once per level.
#include <vulkan/vulkan.h>

#include <cstdint>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

// The first memory type allowed by `type_bits` that has every `required`
// flag, preferring one that also has every `preferred` flag. Throws
// base::Error when no allowed type has the required flags.
std::uint32_t choose_memory_type(const VkPhysicalDeviceMemoryProperties& properties, std::uint32_t type_bits,
                                 VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred);

MemoryHandle allocate_memory(const Context& context, const VkMemoryRequirements& requirements,
                             VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred);

}  // namespace render::vulkan
