#include "render/vulkan/pipeline_layout.h"

#include <cstdint>

#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

PipelineLayout PipelineLayout::create(const Context& context, std::span<const VkDescriptorSetLayout> set_layouts,
                                      std::span<const VkPushConstantRange> push_constants) {
    VkPipelineLayoutCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    info.setLayoutCount = static_cast<std::uint32_t>(set_layouts.size());
    info.pSetLayouts = set_layouts.data();
    info.pushConstantRangeCount = static_cast<std::uint32_t>(push_constants.size());
    info.pPushConstantRanges = push_constants.data();
    VkPipelineLayout created = VK_NULL_HANDLE;
    check(vkCreatePipelineLayout(context.device(), &info, nullptr, &created), "vkCreatePipelineLayout");
    PipelineLayout layout;
    layout.layout_ = PipelineLayoutHandle(context.device(), created);
    return layout;
}

}  // namespace render::vulkan
