#include "render/vulkan/device_choice.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

int preference(VkPhysicalDeviceType type) {
    switch (type) {
        case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
        case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
        case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
        case VK_PHYSICAL_DEVICE_TYPE_CPU: return 3;
        default: return 4;
    }
}

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

bool contains_ignoring_case(std::string_view text, std::string_view part) {
    return std::search(text.begin(), text.end(), part.begin(), part.end(),
                       [](char a, char b) { return lower(a) == lower(b); }) != text.end();
}

std::string names_of(std::span<const DeviceCandidate> candidates, bool usable_only) {
    std::string names;
    for (const DeviceCandidate& candidate : candidates) {
        if (usable_only && !is_usable(candidate)) continue;
        if (!names.empty()) names += ", ";
        names += candidate.name;
    }
    return names;
}

}  // namespace

bool is_usable(const DeviceCandidate& candidate) {
    return candidate.api_version >= VK_API_VERSION_1_3 && candidate.dynamic_rendering &&
           candidate.synchronization2 && candidate.graphics_queue;
}

std::size_t choose_device(std::span<const DeviceCandidate> candidates, std::string_view name_filter) {
    std::optional<std::size_t> best;
    bool any_usable = false;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const DeviceCandidate& candidate = candidates[i];
        if (!is_usable(candidate)) continue;
        any_usable = true;
        if (!name_filter.empty() && !contains_ignoring_case(candidate.name, name_filter)) continue;
        if (!best || preference(candidate.type) < preference(candidates[*best].type)) best = i;
    }
    if (best) return *best;
    if (candidates.empty()) throw VulkanUnavailable("found 0 physical devices");
    if (any_usable)
        throw VulkanUnavailable("BRIMSTONE_VULKAN_DEVICE=" + std::string(name_filter) +
                                " matches none of the usable devices: " + names_of(candidates, true));
    throw VulkanUnavailable("none of " + names_of(candidates, false) +
                            " has Vulkan 1.3 with dynamic rendering, synchronization2 and a graphics queue");
}

}  // namespace render::vulkan
