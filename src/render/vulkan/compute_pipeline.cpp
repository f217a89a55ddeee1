#include "render/vulkan/compute_pipeline.h"

#include "render/vulkan/context.h"
#include "render/vulkan/pipeline_layout.h"
#include "render/vulkan/shader_module.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

ComputePipeline ComputePipeline::create(const Context& context, std::string_view shader,
                                        const PipelineLayout& layout) {
    // The module is only needed while the pipeline is built.
    const ShaderModule module = ShaderModule::create(context, shader);
    VkComputePipelineCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = module.get();
    info.stage.pName = "main";
    info.layout = layout.get();
    VkPipeline created = VK_NULL_HANDLE;
    check(vkCreateComputePipelines(context.device(), VK_NULL_HANDLE, 1, &info, nullptr, &created),
          "vkCreateComputePipelines");
    ComputePipeline pipeline;
    pipeline.pipeline_ = PipelineHandle(context.device(), created);
    return pipeline;
}

}  // namespace render::vulkan
