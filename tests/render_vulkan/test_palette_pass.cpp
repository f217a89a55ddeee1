#include "render_vulkan/test_palette_pass.h"

#include <cstring>
#include <span>

#include "render/vulkan/offscreen_target.h"

namespace vulkan_test {

using namespace render::vulkan;

TestPalettePass::TestPalettePass(Context& context, VkImageView indices) {
    const DescriptorBinding bindings[] = {{0, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_SHADER_STAGE_FRAGMENT_BIT},
                                          {1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_SHADER_STAGE_FRAGMENT_BIT}};
    set_layout_ = DescriptorSetLayout::create(context, bindings);
    sets_ = DescriptorSets::create(context, set_layout_, 1);

    // Packed as the shader's unpackUnorm4x8 reads it: R in the low byte.
    palette_ = Buffer::create(context, 256 * 4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::host_upload);
    for (int i = 0; i < 256; ++i) {
        const std::array<std::uint8_t, 4> c = palette_color(i);
        const std::uint32_t packed = c[0] | (c[1] << 8) | (c[2] << 16) | (static_cast<std::uint32_t>(c[3]) << 24);
        std::memcpy(palette_.mapped().data() + i * 4, &packed, 4);
    }
    write_sampled_image(context, sets_[0], 0, indices);
    write_storage_buffer(context, sets_[0], 1, palette_);

    const VkDescriptorSetLayout set_layout = set_layout_.get();
    layout_ = PipelineLayout::create(context, std::span(&set_layout, 1), {});
    GraphicsPipelineDesc desc;
    desc.vertex_shader = "fullscreen_triangle.vert";
    desc.fragment_shader = "test_palette.frag";
    desc.color_format = OffscreenTarget::kRgbaFormat;
    pipeline_ = GraphicsPipeline::create(context, desc, layout_);
}

void TestPalettePass::draw(VkCommandBuffer cmd) const {
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_.get());
    const VkDescriptorSet set = sets_[0];
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout_.get(), 0, 1, &set, 0, nullptr);
    vkCmdDraw(cmd, 3, 1, 0, 0);
}

}  // namespace vulkan_test
