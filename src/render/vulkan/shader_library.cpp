#include "render/vulkan/shader_library.h"

#include <string>

#include "base/error.h"
#include "render/vulkan/embedded_shaders.h"

namespace render::vulkan {

std::span<const std::uint32_t> shader_spirv(std::string_view file_name) {
    for (const EmbeddedShader& shader : embedded_shaders())
        if (shader.file_name == file_name) return shader.words;
    std::string known;
    for (const EmbeddedShader& shader : embedded_shaders()) {
        if (!known.empty()) known += ", ";
        known += shader.file_name;
    }
    throw base::Error("Vulkan: no shader named '" + std::string(file_name) + "' (shaders/ has " + known + ")");
}

}  // namespace render::vulkan
