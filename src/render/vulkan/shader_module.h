#pragma once
// A VkShaderModule made from an embedded shader (shader_library.h).
#include <vulkan/vulkan.h>

#include <string_view>

#include "render/vulkan/device_handle.h"

namespace render::vulkan {

class Context;

class ShaderModule {
public:
    // Throws base::Error for an unknown name or when creation fails.
    static ShaderModule create(const Context& context, std::string_view file_name);

    VkShaderModule get() const { return module_.get(); }

private:
    ShaderModuleHandle module_;
};

}  // namespace render::vulkan
