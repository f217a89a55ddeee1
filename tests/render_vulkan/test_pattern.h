#pragma once
// Draws shaders/test_pattern.vert/.frag: a full-screen triangle from a
// vertex buffer that writes (x * 3 + y * 5 + offset) & 255 into the pixels
// of a rectangle, at one depth, with depth testing (less) on.
#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>

#include "render/vulkan/buffer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/graphics_pipeline.h"
#include "render/vulkan/pipeline_layout.h"

namespace vulkan_test {

// Mirrors the push-constant block in shaders/test_pattern.glsl.
struct TestPatternPush {
    std::int32_t rect[4] = {};  // x0, y0, x1 (exclusive), y1 (exclusive)
    float depth = 0.5f;
    std::uint32_t index_offset = 0;
};
static_assert(sizeof(TestPatternPush) == 24);
static_assert(offsetof(TestPatternPush, depth) == 16);
static_assert(offsetof(TestPatternPush, index_offset) == 20);

// What the shader should write at (x, y), worked out on the CPU.
inline std::uint8_t pattern_index(int x, int y, std::uint32_t offset = 0) {
    return static_cast<std::uint8_t>((static_cast<std::uint32_t>(x * 3 + y * 5) + offset) & 255u);
}

inline bool inside(const TestPatternPush& push, int x, int y) {
    return x >= push.rect[0] && y >= push.rect[1] && x < push.rect[2] && y < push.rect[3];
}

class TestPattern {
public:
    explicit TestPattern(render::vulkan::Context& context);

    // Inside OffscreenTarget::begin_rendering / end_rendering.
    void draw(VkCommandBuffer cmd, const TestPatternPush& push) const;

private:
    render::vulkan::PipelineLayout layout_;
    render::vulkan::GraphicsPipeline pipeline_;
    render::vulkan::Buffer vertices_;
};

}  // namespace vulkan_test
