#include "render_vulkan/test_pattern.h"

#include <array>
#include <span>

#include "render/vulkan/offscreen_target.h"

namespace vulkan_test {
namespace {

using render::vulkan::OffscreenTarget;

VkPushConstantRange push_range() {
    VkPushConstantRange range{};
    range.stageFlags = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;
    range.size = sizeof(TestPatternPush);
    return range;
}

render::vulkan::GraphicsPipelineDesc pipeline_desc() {
    render::vulkan::GraphicsPipelineDesc desc;
    desc.vertex_shader = "test_pattern.vert";
    desc.fragment_shader = "test_pattern.frag";
    desc.vertex_bindings = {{0, 2 * sizeof(float), VK_VERTEX_INPUT_RATE_VERTEX}};
    desc.vertex_attributes = {{0, 0, VK_FORMAT_R32G32_SFLOAT, 0}};
    desc.depth_test = true;
    desc.depth_write = true;
    desc.depth_compare = VK_COMPARE_OP_LESS;
    desc.color_format = OffscreenTarget::kIndexFormat;
    desc.depth_format = OffscreenTarget::kDepthFormat;
    return desc;
}

}  // namespace

TestPattern::TestPattern(render::vulkan::Context& context) {
    const VkPushConstantRange range = push_range();
    layout_ = render::vulkan::PipelineLayout::create(context, {}, std::span(&range, 1));
    pipeline_ = render::vulkan::GraphicsPipeline::create(context, pipeline_desc(), layout_);
    // Covers clip space [-1, 1]² and more; device-local, so it goes through a staging buffer.
    const std::array<float, 6> corners = {-1.0f, -1.0f, 3.0f, -1.0f, -1.0f, 3.0f};
    vertices_ = render::vulkan::Buffer::create(context, sizeof(corners), VK_BUFFER_USAGE_VERTEX_BUFFER_BIT,
                                               render::vulkan::MemoryUse::device_local);
    vertices_.upload(context, std::as_bytes(std::span(corners)));
}

void TestPattern::draw(VkCommandBuffer cmd, const TestPatternPush& push) const {
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_.get());
    const VkBuffer buffer = vertices_.get();
    const VkDeviceSize offset = 0;
    vkCmdBindVertexBuffers(cmd, 0, 1, &buffer, &offset);
    vkCmdPushConstants(cmd, layout_.get(), VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                       sizeof(push), &push);
    vkCmdDraw(cmd, 3, 1, 0, 0);
}

}  // namespace vulkan_test
