#include "app/vulkan_view.h"

#include "render/vulkan/driver_pinning.h"

namespace app {

namespace {

std::optional<render::vulkan::ViewPasses> passes_asked(const config::CommandLine& cl) {
    if (!cl.view_passes) return std::nullopt;
    return *cl.view_passes == "compute" ? render::vulkan::ViewPasses::compute : render::vulkan::ViewPasses::raster;
}

}  // namespace

// A command ends soon after its context; keeping the driver loaded until
// then keeps LeakSanitizer's report to our own leaks.
VulkanView::VulkanView(const wad::Archive& archive, const assets::AssetSet& assets, const config::CommandLine& cl)
    : context_(render::vulkan::create_context_keeping_drivers_loaded({.validation = false})),
      exact_(cl.vulkan_view == "true3d"
                 ? nullptr
                 : std::make_unique<render::vulkan::VulkanViewDrawer>(context_, archive, assets, passes_asked(cl))),
      true_view_(cl.vulkan_view == "true3d"
                     ? std::make_unique<render::vulkan::TrueViewDrawer>(context_, archive, assets)
                     : nullptr) {}

std::string VulkanView::view_passes() const {
    if (!exact_) return "true3d";
    return exact_->view_passes() == render::vulkan::ViewPasses::compute ? "compute" : "raster";
}

}  // namespace app
