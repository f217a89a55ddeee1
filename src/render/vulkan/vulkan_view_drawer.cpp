#include "render/vulkan/vulkan_view_drawer.h"

namespace render::vulkan {

VulkanViewDrawer::VulkanViewDrawer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                                   std::optional<ViewPasses> passes)
    : renderer_(context, archive, assets, passes) {}

void VulkanViewDrawer::draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                                 Frame* undefined_reads) {
    if (undefined_reads) *undefined_reads = Frame();
    renderer_.render_view(world, player, frame, layout);
}

void VulkanViewDrawer::draw_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                                   const overlay::StatusStrip& strip, Frame* undefined_reads) {
    if (undefined_reads) *undefined_reads = Frame();
    renderer_.render_screen(world, player, frame, layout, strip);
}

}  // namespace render::vulkan
