#pragma once
// synchronization2 barriers in one call each, so every place that hands an
// image or buffer from one use to the next spells out both sides.
#include <vulkan/vulkan.h>

#include <initializer_list>

namespace render::vulkan {

struct Use {
    VkPipelineStageFlags2 stages = VK_PIPELINE_STAGE_2_NONE;
    VkAccessFlags2 access = VK_ACCESS_2_NONE;
};

struct ImageTransition {
    VkImage image = VK_NULL_HANDLE;
    VkImageAspectFlags aspect = VK_IMAGE_ASPECT_COLOR_BIT;
    Use before;
    Use after;
    // VK_IMAGE_LAYOUT_UNDEFINED as `old_layout` discards the contents.
    VkImageLayout old_layout = VK_IMAGE_LAYOUT_UNDEFINED;
    VkImageLayout new_layout = VK_IMAGE_LAYOUT_UNDEFINED;
};

// One vkCmdPipelineBarrier2 over the whole of each image (one mip, one layer).
void transition(VkCommandBuffer cmd, std::initializer_list<ImageTransition> images);

// Makes writes to a whole buffer by `before` visible to `after`.
void buffer_barrier(VkCommandBuffer cmd, VkBuffer buffer, Use before, Use after);

}  // namespace render::vulkan
