#include "render/vulkan/frame_commands.h"

#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

FrameCommands::FrameCommands(VkDevice device, std::uint32_t queue_family, std::size_t frames) {
    VkCommandPoolCreateInfo pool_info{};
    pool_info.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pool_info.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool_info.queueFamilyIndex = queue_family;
    VkCommandPool pool = VK_NULL_HANDLE;
    check(vkCreateCommandPool(device, &pool_info, nullptr, &pool), "vkCreateCommandPool");
    pool_ = CommandPoolHandle(device, pool);

    commands_.resize(frames);
    VkCommandBufferAllocateInfo buffer_info{};
    buffer_info.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    buffer_info.commandPool = pool;
    buffer_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    buffer_info.commandBufferCount = static_cast<std::uint32_t>(frames);
    check(vkAllocateCommandBuffers(device, &buffer_info, commands_.data()), "vkAllocateCommandBuffers");

    for (std::size_t i = 0; i < frames; ++i) {
        VkFenceCreateInfo fence_info{};
        fence_info.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
        fence_info.flags = VK_FENCE_CREATE_SIGNALED_BIT;
        VkFence fence = VK_NULL_HANDLE;
        check(vkCreateFence(device, &fence_info, nullptr, &fence), "vkCreateFence");
        done_.emplace_back(device, fence);
    }
}

}  // namespace render::vulkan
