#pragma once
// The true 3D view as a GameScreen's view drawer (video.vulkan_view =
// "true3d"): a thin adapter over TrueView, as VulkanViewDrawer is over the
// exact view.
#include "assets/asset_set.h"
#include "render/view_drawer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "wad/archive.h"

namespace render::vulkan {

class TrueViewDrawer final : public ViewDrawer {
public:
    TrueViewDrawer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets)
        : view_(context, archive, assets) {}

    // Reads past a texture are not tracked: `undefined_reads` is left empty.
    void draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                   Frame* /*undefined_reads*/) override {
        view_.render_view(world, player, frame, layout);
    }
    void draw_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                     const overlay::StatusStrip& strip, Frame* /*undefined_reads*/) override {
        view_.render_screen(world, player, frame, layout, strip);
    }
    // Kept in flight by TrueView::begin and finish.
    void begin_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                      const overlay::StatusStrip& strip) override {
        view_.begin(world, player, frame, layout, &strip);
    }
    void end_screen(const Frame& frame) override { view_.finish(frame); }
    // The segs of the subsectors it could see: a superset of the original's walls seen.
    std::span<const int> stored_segs() const override { return view_.seen_segs(); }
    void keep_surfaces(bool on) override { view_.keep_surfaces(on); }
    const SurfaceImage* surfaces() const override { return view_.surfaces(); }

    TrueView& view() { return view_; }
    const TrueView& view() const { return view_; }

private:
    TrueView view_;
};

}  // namespace render::vulkan
