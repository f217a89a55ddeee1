#pragma once
// The Vulkan side of the commands that draw with it: a context and the
// view drawer made from it, kept in one object because the drawer must not
// outlive its context. Validation stays off: these commands are for users
// and benchmarks; test_render_vulkan runs with it.
#include <optional>
#include <string>

#include "assets/asset_set.h"
#include "config/command_line.h"
#include "render/view_drawer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/vulkan_view_drawer.h"
#include "wad/archive.h"

namespace app {

class VulkanView {
public:
    // Throws render::vulkan::VulkanUnavailable (a base::Error whose message
    // suggests --renderer software) when the machine cannot run it.
    // `cl`'s --view-passes, if given, says how the view is filled.
    VulkanView(const wad::Archive& archive, const assets::AssetSet& assets, const config::CommandLine& cl);
    VulkanView(const VulkanView&) = delete;
    VulkanView& operator=(const VulkanView&) = delete;

    render::ViewDrawer& drawer() { return drawer_; }
    // The device's time for the last view drawn, where it has timestamps.
    std::optional<double> last_gpu_ms() const { return drawer_.last_gpu_ms(); }
    // Where the last view's time went, stage by stage.
    const render::vulkan::FrameCost& last_cost() const { return drawer_.last_cost(); }
    // "llvmpipe (LLVM 15.0.6, 256 bits)", for reports.
    const std::string& device_name() const { return context_.info().name; }
    // "raster" or "compute" (render::vulkan::ViewPasses), for reports.
    std::string view_passes() const;
    // Whether a screen's drawing is kept in flight (LevelRenderer::keep_frames_in_flight).
    bool keeps_frames_in_flight() const { return drawer_.keeps_frames_in_flight(); }

private:
    render::vulkan::Context context_;
    render::vulkan::VulkanViewDrawer drawer_;
};

}  // namespace app
