#pragma once
// Which physical device the renderer runs on. Kept apart from the Vulkan
// calls that gather the facts, so the rules are testable with made-up devices.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace render::vulkan {

struct DeviceCandidate {
    std::string name;
    VkPhysicalDeviceType type = VK_PHYSICAL_DEVICE_TYPE_OTHER;
    std::uint32_t api_version = 0;
    bool dynamic_rendering = false;
    bool synchronization2 = false;
    bool graphics_queue = false;
};

// Vulkan 1.3 with dynamic rendering, synchronization2 and a graphics queue.
bool is_usable(const DeviceCandidate& candidate);

// The index of the device to use: a discrete GPU first, then an integrated
// one, a virtual one, the CPU (lavapipe), anything else. A non-empty
// `name_filter` (BRIMSTONE_VULKAN_DEVICE) keeps only devices whose name
// contains it, ignoring case. Throws VulkanUnavailable saying why no
// candidate qualifies.
std::size_t choose_device(std::span<const DeviceCandidate> candidates, std::string_view name_filter);

}  // namespace render::vulkan
