#include "render/vulkan/validation_log.h"

#include <utility>

namespace render::vulkan {

VkDebugUtilsMessengerCreateInfoEXT ValidationLog::messenger_info() {
    VkDebugUtilsMessengerCreateInfoEXT info{};
    info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    info.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    info.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
    info.pfnUserCallback = &ValidationLog::on_message;
    info.pUserData = this;
    return info;
}

std::vector<std::string> ValidationLog::messages() const {
    const std::lock_guard lock(mutex_);
    return messages_;
}

VkBool32 VKAPI_CALL ValidationLog::on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                              VkDebugUtilsMessageTypeFlagsEXT /*types*/,
                                              const VkDebugUtilsMessengerCallbackDataEXT* data, void* user_data) noexcept {
    std::string line = (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) != 0 ? "ERROR " : "WARNING ";
    line += data->pMessageIdName != nullptr ? data->pMessageIdName : "(no id)";
    line += ": ";
    line += data->pMessage != nullptr ? data->pMessage : "";
    auto& log = *static_cast<ValidationLog*>(user_data);
    const std::lock_guard lock(log.mutex_);
    log.messages_.push_back(std::move(line));
    // VK_FALSE: the call that triggered the message goes on as it would without the layer.
    return VK_FALSE;
}

}  // namespace render::vulkan
