#pragma once
// The Vulkan renderer as a GameScreen's view drawer: a thin adapter over
// LevelRenderer, so the screen, the status bar and the palette stage stay
// the same whichever renderer draws the view.
#include "assets/asset_set.h"
#include "render/view_drawer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "wad/archive.h"

namespace render::vulkan {

class VulkanViewDrawer final : public ViewDrawer {
public:
    // All three must outlive the drawer; `assets` as render::load_render_assets gives.
    VulkanViewDrawer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                     std::optional<ViewPasses> passes = std::nullopt);

    // Reads past a texture are not tracked: `undefined_reads` is left empty.
    void draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                   Frame* undefined_reads) override;
    // The status strip is scaled on the GPU with the view.
    void draw_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                     const overlay::StatusStrip& strip, Frame* undefined_reads) override;
    // Kept in flight by LevelRenderer::begin and finish.
    void begin_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                      const overlay::StatusStrip& strip) override {
        renderer_.begin(world, player, frame, layout, &strip);
    }
    void end_screen(const Frame& frame) override { renderer_.finish(frame); }
    std::span<const int> stored_segs() const override { return renderer_.stored_segs(); }
    ViewPasses view_passes() const { return renderer_.view_passes(); }
    void keep_frames_in_flight(bool on) { renderer_.keep_frames_in_flight(on); }
    bool keeps_frames_in_flight() const { return renderer_.keeps_frames_in_flight(); }

    // The device's time for the last view or screen drawn (gpu_timer.h).
    std::optional<double> last_gpu_ms() const { return renderer_.last_gpu_ms(); }
    // Where the last view's time went (frame_cost.h).
    const FrameCost& last_cost() const { return renderer_.last_cost(); }

private:
    LevelRenderer renderer_;
};

}  // namespace render::vulkan
