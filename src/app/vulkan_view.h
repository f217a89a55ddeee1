#pragma once
// The Vulkan side of the commands that draw with it: a context and the
// view drawer made from it, kept in one object because the drawer must not
// outlive its context. Validation stays off: these commands are for users
// and benchmarks; test_render_vulkan runs with it. The view is the exact
// one or the true 3D one, as the settings' video.vulkan_view says.
#include <memory>
#include <optional>
#include <string>

#include "assets/asset_set.h"
#include "config/command_line.h"
#include "render/view_drawer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view_drawer.h"
#include "render/vulkan/vulkan_view_drawer.h"
#include "wad/archive.h"

namespace app {

class VulkanView {
public:
    // Throws render::vulkan::VulkanUnavailable (a base::Error whose message
    // suggests --renderer software) when the machine cannot run it.
    // `cl`'s --view-passes, if given, says how the exact view is filled;
    // its vulkan_view, which view draws.
    VulkanView(const wad::Archive& archive, const assets::AssetSet& assets, const config::CommandLine& cl);
    VulkanView(const VulkanView&) = delete;
    VulkanView& operator=(const VulkanView&) = delete;

    render::ViewDrawer& drawer() { return true_view_ ? static_cast<render::ViewDrawer&>(*true_view_) : *exact_; }
    bool is_true3d() const { return true_view_ != nullptr; }
    // The device's time for the last view drawn, where it has timestamps.
    std::optional<double> last_gpu_ms() const { return last_cost().gpu_ms; }
    // Where the last view's time went, stage by stage.
    const render::vulkan::FrameCost& last_cost() const {
        return exact_ ? exact_->last_cost() : true_view_->view().last_cost();
    }
    // "llvmpipe (LLVM 15.0.6, 256 bits)", for reports.
    const std::string& device_name() const { return context_.info().name; }
    // "raster" or "compute" (render::vulkan::ViewPasses), or "true3d", for reports.
    std::string view_passes() const;
    // Whether a screen's drawing is kept in flight (FrameRing::keep_in_flight).
    bool keeps_frames_in_flight() const {
        return exact_ ? exact_->keeps_frames_in_flight() : true_view_->view().keeps_frames_in_flight();
    }

private:
    render::vulkan::Context context_;
    std::unique_ptr<render::vulkan::VulkanViewDrawer> exact_;
    std::unique_ptr<render::vulkan::TrueViewDrawer> true_view_;
};

}  // namespace app
