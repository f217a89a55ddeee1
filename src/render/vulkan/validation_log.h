#pragma once
// Collects what the Khronos validation layer (and the loader) report
// through VK_EXT_debug_utils: every warning and error, as one line each.
// Performance messages are not subscribed to: they are vendor advice about
// speed, not misuse, and would make the same correct code pass on one
// device and fail on another.
#include <vulkan/vulkan.h>

#include <mutex>
#include <string>
#include <vector>

namespace render::vulkan {

class ValidationLog {
public:
    // Fills a messenger description whose callback appends to this log; the
    // log must outlive the messenger (and the instance, when chained to it).
    VkDebugUtilsMessengerCreateInfoEXT messenger_info();

    // "ERROR VUID-...: text" or "WARNING ...: text", oldest first.
    std::vector<std::string> messages() const;

private:
    static VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                          VkDebugUtilsMessageTypeFlagsEXT types,
                                          const VkDebugUtilsMessengerCallbackDataEXT* data, void* user_data) noexcept;

    // The layer may call back from any thread that makes Vulkan calls.
    mutable std::mutex mutex_;
    std::vector<std::string> messages_;
};

}  // namespace render::vulkan
