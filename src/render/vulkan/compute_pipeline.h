#pragma once
// A compute pipeline of one embedded shader (shader_library.h).
#include <vulkan/vulkan.h>

#include <string_view>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;
class PipelineLayout;

class ComputePipeline {
public:
    // Throws base::Error for an unknown shader or when creation fails.
    static ComputePipeline create(const Context& context, std::string_view shader, const PipelineLayout& layout);

    VkPipeline get() const { return pipeline_.get(); }

private:
    PipelineHandle pipeline_;
};

}  // namespace render::vulkan
