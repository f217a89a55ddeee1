#include "render/vulkan/status_strip_pass.h"

#include <array>
#include <cstring>

#include "assets/flat.h"
#include "base/error.h"
#include "render/overlay/status_bar.h"
#include "render/vulkan/offscreen_target.h"

namespace render::vulkan {
namespace {

constexpr std::size_t kBarBytes = overlay::kBarWidth * overlay::kBarHeight;
constexpr std::size_t kFlatBytes = assets::kFlatSide * assets::kFlatSide;

struct StripConstants {
    std::int32_t bar_x, bar_y, bar_width, scale;
};

GraphicsPipelineDesc strip_pipeline() {
    GraphicsPipelineDesc desc;
    desc.vertex_shader = "fullscreen_triangle.vert";
    desc.fragment_shader = "status_strip.frag";
    desc.color_format = OffscreenTarget::kIndexFormat;
    return desc;
}

}  // namespace

StatusStripPass::StatusStripPass(Context& context)
    : images_(Buffer::create(context, kBarBytes + kFlatBytes, VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT,
                             MemoryUse::host_upload)),
      images_view_(create_texel_view(context, images_, VK_FORMAT_R8_UINT)) {
    const std::array<DescriptorBinding, 1> bindings{{{0, VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER}}};
    set_layout_ = DescriptorSetLayout::create(context, bindings);
    sets_ = DescriptorSets::create(context, set_layout_, 1);
    write_texel_buffer(context, sets_[0], 0, images_view_.get());
    const VkDescriptorSetLayout layouts[] = {set_layout_.get()};
    const VkPushConstantRange push{VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(StripConstants)};
    layout_ = PipelineLayout::create(context, layouts, std::span(&push, 1));
    pipeline_ = GraphicsPipeline::create(context, strip_pipeline(), layout_);
}

bool StatusStripPass::prepare(const overlay::StatusStrip& strip) {
    if (strip.bar.size() != kBarBytes || strip.border_flat.size() != kFlatBytes)
        throw base::Error("status bar: the bar or border image has the wrong size");
    std::byte* out = images_.mapped().data();
    const bool changed = !prepared_ || std::memcmp(out, strip.bar.data(), kBarBytes) != 0 ||
                         std::memcmp(out + kBarBytes, strip.border_flat.data(), kFlatBytes) != 0;
    std::memcpy(out, strip.bar.data(), kBarBytes);
    std::memcpy(out + kBarBytes, strip.border_flat.data(), kFlatBytes);
    prepared_ = true;
    return changed;
}

void StatusStripPass::record(VkCommandBuffer cmd, const OffscreenTarget& target, const ScreenLayout& layout) const {
    if (layout.bar_y >= layout.height) return;
    target.begin_pass(cmd, target.indices(), nullptr);
    const VkRect2D rows{{0, layout.bar_y},
                        {static_cast<std::uint32_t>(layout.width), static_cast<std::uint32_t>(layout.height - layout.bar_y)}};
    vkCmdSetScissor(cmd, 0, 1, &rows);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_.get());
    const VkDescriptorSet set = sets_[0];
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout_.get(), 0, 1, &set, 0, nullptr);
    const StripConstants constants{layout.bar_x, layout.bar_y, layout.bar_width, layout.scale};
    vkCmdPushConstants(cmd, layout_.get(), VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof constants, &constants);
    vkCmdDraw(cmd, 3, 1, 0, 0);
    target.end_pass(cmd, target.indices());
}

}  // namespace render::vulkan
