#pragma once
// A graphics pipeline for dynamic rendering, built from a short
// description. Viewport and scissor are dynamic state; blending is off,
// since the 8-bit index target is an integer format that cannot blend.
#include <vulkan/vulkan.h>

#include <cstdint>
#include <string_view>
#include <vector>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;
class PipelineLayout;

struct GraphicsPipelineDesc {
    std::string_view vertex_shader;    // file names in shaders/
    std::string_view fragment_shader;
    std::vector<VkVertexInputBindingDescription> vertex_bindings;
    std::vector<VkVertexInputAttributeDescription> vertex_attributes;
    VkPrimitiveTopology topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    VkCullModeFlags cull_mode = VK_CULL_MODE_NONE;
    VkFrontFace front_face = VK_FRONT_FACE_COUNTER_CLOCKWISE;
    bool depth_test = false;
    bool depth_write = false;
    VkCompareOp depth_compare = VK_COMPARE_OP_LESS_OR_EQUAL;
    // VK_FORMAT_R8_UINT for the index target, R8G8B8A8_UNORM or a swapchain
    // format for the palette pass.
    VkFormat color_format = VK_FORMAT_R8_UINT;
    bool color_write = true;  // false: a pass that only writes depth
    VkFormat depth_format = VK_FORMAT_UNDEFINED;  // VK_FORMAT_D32_SFLOAT, or none
    // Specialization constants 0, 1, ... of both shaders, where they have
    // them (the true 3D view's: surface ids instead of indices; wall
    // column records; slopes).
    std::vector<std::uint32_t> constants;
};

class GraphicsPipeline {
public:
    // Throws base::Error for an unknown shader or when creation fails.
    static GraphicsPipeline create(const Context& context, const GraphicsPipelineDesc& desc,
                                   const PipelineLayout& layout);

    VkPipeline get() const { return pipeline_.get(); }

private:
    PipelineHandle pipeline_;
};

}  // namespace render::vulkan
