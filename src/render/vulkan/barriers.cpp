#include "render/vulkan/barriers.h"

#include <cstdint>
#include <vector>

namespace render::vulkan {

void transition(VkCommandBuffer cmd, std::initializer_list<ImageTransition> images) {
    std::vector<VkImageMemoryBarrier2> barriers;
    barriers.reserve(images.size());
    for (const ImageTransition& image : images) {
        VkImageMemoryBarrier2 barrier{};
        barrier.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER_2;
        barrier.srcStageMask = image.before.stages;
        barrier.srcAccessMask = image.before.access;
        barrier.dstStageMask = image.after.stages;
        barrier.dstAccessMask = image.after.access;
        barrier.oldLayout = image.old_layout;
        barrier.newLayout = image.new_layout;
        barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
        barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
        barrier.image = image.image;
        barrier.subresourceRange.aspectMask = image.aspect;
        barrier.subresourceRange.levelCount = 1;
        barrier.subresourceRange.layerCount = 1;
        barriers.push_back(barrier);
    }
    VkDependencyInfo dependency{};
    dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO;
    dependency.imageMemoryBarrierCount = static_cast<std::uint32_t>(barriers.size());
    dependency.pImageMemoryBarriers = barriers.data();
    vkCmdPipelineBarrier2(cmd, &dependency);
}

void buffer_barrier(VkCommandBuffer cmd, VkBuffer buffer, Use before, Use after) {
    VkBufferMemoryBarrier2 barrier{};
    barrier.sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER_2;
    barrier.srcStageMask = before.stages;
    barrier.srcAccessMask = before.access;
    barrier.dstStageMask = after.stages;
    barrier.dstAccessMask = after.access;
    barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.buffer = buffer;
    barrier.size = VK_WHOLE_SIZE;
    VkDependencyInfo dependency{};
    dependency.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO;
    dependency.bufferMemoryBarrierCount = 1;
    dependency.pBufferMemoryBarriers = &barrier;
    vkCmdPipelineBarrier2(cmd, &dependency);
}

}  // namespace render::vulkan
