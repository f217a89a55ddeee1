#include "render/vulkan/memory.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

std::uint32_t choose_memory_type(const VkPhysicalDeviceMemoryProperties& properties, std::uint32_t type_bits,
                                 VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred) {
    std::optional<std::uint32_t> fallback;
    const std::uint32_t count = std::min<std::uint32_t>(properties.memoryTypeCount, VK_MAX_MEMORY_TYPES);
    for (std::uint32_t i = 0; i < count; ++i) {
        const VkMemoryPropertyFlags flags = properties.memoryTypes[i].propertyFlags;
        if ((type_bits & (1u << i)) == 0 || (flags & required) != required) continue;
        if ((flags & preferred) == preferred) return i;
        if (!fallback) fallback = i;
    }
    if (fallback) return *fallback;
    std::ostringstream message;
    message << std::hex << "Vulkan: no memory type has the property flags 0x" << required
            << " among the allowed types (mask 0x" << type_bits << ")";
    throw base::Error(message.str());
}

MemoryHandle allocate_memory(const Context& context, const VkMemoryRequirements& requirements,
                             VkMemoryPropertyFlags required, VkMemoryPropertyFlags preferred) {
    VkMemoryAllocateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    info.allocationSize = requirements.size;
    info.memoryTypeIndex =
        choose_memory_type(context.memory_properties(), requirements.memoryTypeBits, required, preferred);
    VkDeviceMemory memory = VK_NULL_HANDLE;
    check(vkAllocateMemory(context.device(), &info, nullptr, &memory), "vkAllocateMemory");
    return MemoryHandle(context.device(), memory);
}

}  // namespace render::vulkan
