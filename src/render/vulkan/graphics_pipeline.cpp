#include "render/vulkan/graphics_pipeline.h"

#include <array>
#include <cstdint>
#include <span>

#include "render/vulkan/context.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/shader_module.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

VkPipelineShaderStageCreateInfo stage(VkShaderStageFlagBits which, const ShaderModule& module) {
    VkPipelineShaderStageCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage = which;
    info.module = module.get();
    info.pName = "main";
    return info;
}

}  // namespace

GraphicsPipeline GraphicsPipeline::create(const Context& context, const GraphicsPipelineDesc& desc,
                                          const PipelineLayout& layout) {
    if ((desc.depth_test || desc.depth_write) && desc.depth_format == VK_FORMAT_UNDEFINED)
        throw base::Error("Vulkan: a pipeline that tests or writes depth needs a depth format");
    // Modules are only needed while the pipeline is built.
    const ShaderModule vertex = ShaderModule::create(context, desc.vertex_shader);
    const ShaderModule fragment = ShaderModule::create(context, desc.fragment_shader);
    std::array stages = {stage(VK_SHADER_STAGE_VERTEX_BIT, vertex), stage(VK_SHADER_STAGE_FRAGMENT_BIT, fragment)};
    std::vector<VkSpecializationMapEntry> entries;
    for (std::uint32_t i = 0; i < desc.constants.size(); ++i)
        entries.push_back({i, i * static_cast<std::uint32_t>(sizeof(std::uint32_t)), sizeof(std::uint32_t)});
    const VkSpecializationInfo specialization{static_cast<std::uint32_t>(entries.size()), entries.data(),
                                              std::span(desc.constants).size_bytes(), desc.constants.data()};
    if (!entries.empty()) stages[0].pSpecializationInfo = stages[1].pSpecializationInfo = &specialization;

    VkPipelineVertexInputStateCreateInfo vertex_input{};
    vertex_input.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO;
    vertex_input.vertexBindingDescriptionCount = static_cast<std::uint32_t>(desc.vertex_bindings.size());
    vertex_input.pVertexBindingDescriptions = desc.vertex_bindings.data();
    vertex_input.vertexAttributeDescriptionCount = static_cast<std::uint32_t>(desc.vertex_attributes.size());
    vertex_input.pVertexAttributeDescriptions = desc.vertex_attributes.data();

    VkPipelineInputAssemblyStateCreateInfo input_assembly{};
    input_assembly.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO;
    input_assembly.topology = desc.topology;

    VkPipelineViewportStateCreateInfo viewport{};
    viewport.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO;
    viewport.viewportCount = 1;
    viewport.scissorCount = 1;

    VkPipelineRasterizationStateCreateInfo rasterization{};
    rasterization.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO;
    rasterization.polygonMode = VK_POLYGON_MODE_FILL;
    rasterization.cullMode = desc.cull_mode;
    rasterization.frontFace = desc.front_face;
    rasterization.lineWidth = 1.0f;

    VkPipelineMultisampleStateCreateInfo multisample{};
    multisample.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO;
    multisample.rasterizationSamples = VK_SAMPLE_COUNT_1_BIT;

    VkPipelineDepthStencilStateCreateInfo depth{};
    depth.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO;
    depth.depthTestEnable = desc.depth_test ? VK_TRUE : VK_FALSE;
    depth.depthWriteEnable = desc.depth_write ? VK_TRUE : VK_FALSE;
    depth.depthCompareOp = desc.depth_compare;

    VkPipelineColorBlendAttachmentState attachment{};
    attachment.colorWriteMask =
        desc.color_write ? VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT | VK_COLOR_COMPONENT_B_BIT |
                               VK_COLOR_COMPONENT_A_BIT
                         : 0;
    VkPipelineColorBlendStateCreateInfo blend{};
    blend.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO;
    blend.attachmentCount = 1;
    blend.pAttachments = &attachment;

    const std::array dynamic_states = {VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR};
    VkPipelineDynamicStateCreateInfo dynamic{};
    dynamic.sType = VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO;
    dynamic.dynamicStateCount = static_cast<std::uint32_t>(dynamic_states.size());
    dynamic.pDynamicStates = dynamic_states.data();

    VkPipelineRenderingCreateInfo rendering{};
    rendering.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO;
    rendering.colorAttachmentCount = 1;
    rendering.pColorAttachmentFormats = &desc.color_format;
    rendering.depthAttachmentFormat = desc.depth_format;

    VkGraphicsPipelineCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO;
    info.pNext = &rendering;
    info.stageCount = static_cast<std::uint32_t>(stages.size());
    info.pStages = stages.data();
    info.pVertexInputState = &vertex_input;
    info.pInputAssemblyState = &input_assembly;
    info.pViewportState = &viewport;
    info.pRasterizationState = &rasterization;
    info.pMultisampleState = &multisample;
    info.pDepthStencilState = &depth;
    info.pColorBlendState = &blend;
    info.pDynamicState = &dynamic;
    info.layout = layout.get();

    VkPipeline created = VK_NULL_HANDLE;
    check(vkCreateGraphicsPipelines(context.device(), VK_NULL_HANDLE, 1, &info, nullptr, &created),
          "vkCreateGraphicsPipelines");
    GraphicsPipeline pipeline;
    pipeline.pipeline_ = PipelineHandle(context.device(), created);
    return pipeline;
}

}  // namespace render::vulkan
