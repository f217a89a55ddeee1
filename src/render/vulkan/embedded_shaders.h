#pragma once
// The SPIR-V of every shader in shaders/, compiled by glslc at build time and
// embedded by cmake/embed_spirv.cmake (the generated embedded_shaders.cpp).
// Look shaders up through shader_library.h.
#include <cstdint>
#include <span>
#include <string_view>

namespace render::vulkan {

struct EmbeddedShader {
    std::string_view file_name;  // "test_pattern.frag"
    std::span<const std::uint32_t> words;
};

std::span<const EmbeddedShader> embedded_shaders();

}  // namespace render::vulkan
