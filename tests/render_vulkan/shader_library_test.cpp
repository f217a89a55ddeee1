// Shaders from shaders/ are compiled and embedded at build time and found by file name.
#include <gtest/gtest.h>

#include <cstdint>
#include <span>

#include "base/error.h"
#include "render/vulkan/shader_library.h"

namespace {

using render::vulkan::shader_spirv;

TEST(ShaderLibrary, FindsEachTestShaderAsSpirv16) {
    for (const char* name : {"test_pattern.vert", "test_pattern.frag", "fullscreen_triangle.vert", "test_palette.frag"}) {
        const std::span<const std::uint32_t> words = shader_spirv(name);
        ASSERT_GT(words.size(), 5u) << name;  // the header alone is five words
        EXPECT_EQ(words[0], 0x07230203u) << name;  // SPIR-V magic number
        EXPECT_EQ(words[1], 0x00010600u) << name;  // version 1.6, what --target-env=vulkan1.3 emits
    }
}

TEST(ShaderLibrary, IncludedFilesAreNotShadersOfTheirOwn) {
    EXPECT_THROW(shader_spirv("test_pattern.glsl"), base::Error);
}

TEST(ShaderLibrary, UnknownNamesAreErrors) {
    EXPECT_THROW(shader_spirv("no_such_shader.frag"), base::Error);
    EXPECT_THROW(shader_spirv(""), base::Error);
    EXPECT_THROW(shader_spirv("test_pattern"), base::Error);
}

}  // namespace
