#pragma once
// A VkPipelineLayout: the descriptor set layouts and push-constant ranges a
// pipeline's shaders use.
#include <vulkan/vulkan.h>

#include <span>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

class PipelineLayout {
public:
    // Set i of the shaders is set_layouts[i]. Throws base::Error when creation fails.
    static PipelineLayout create(const Context& context, std::span<const VkDescriptorSetLayout> set_layouts,
                                 std::span<const VkPushConstantRange> push_constants);

    VkPipelineLayout get() const { return layout_.get(); }

private:
    PipelineLayoutHandle layout_;
};

}  // namespace render::vulkan
