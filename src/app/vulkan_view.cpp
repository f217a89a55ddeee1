#include "app/vulkan_view.h"

#include "render/vulkan/driver_pinning.h"

namespace app {

// A command ends soon after its context; keeping the driver loaded until
// then keeps LeakSanitizer's report to our own leaks.
VulkanView::VulkanView(const wad::Archive& archive, const assets::AssetSet& assets)
    : context_(render::vulkan::create_context_keeping_drivers_loaded({.validation = false})),
      drawer_(context_, archive, assets) {}

}  // namespace app
