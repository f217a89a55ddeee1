#include "render/vulkan/shader_module.h"

#include <string>

#include "render/vulkan/context.h"
#include "render/vulkan/shader_library.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {

ShaderModule ShaderModule::create(const Context& context, std::string_view file_name) {
    const std::span<const std::uint32_t> words = shader_spirv(file_name);
    VkShaderModuleCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    info.codeSize = words.size_bytes();
    info.pCode = words.data();
    VkShaderModule created = VK_NULL_HANDLE;
    check(vkCreateShaderModule(context.device(), &info, nullptr, &created),
          "vkCreateShaderModule(" + std::string(file_name) + ")");
    ShaderModule module;
    module.module_ = ShaderModuleHandle(context.device(), created);
    return module;
}

}  // namespace render::vulkan
