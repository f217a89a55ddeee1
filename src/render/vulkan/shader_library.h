#pragma once
// Compiled shaders by the name of their source file in shaders/.
#include <cstdint>
#include <span>
#include <string_view>

namespace render::vulkan {

// The SPIR-V words of `file_name` ("test_pattern.frag"); throws base::Error
// for a name that is not in shaders/.
std::span<const std::uint32_t> shader_spirv(std::string_view file_name);

}  // namespace render::vulkan
