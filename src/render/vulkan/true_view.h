#pragma once
// The true 3D view: the level as triangles in map space (the level mesh's
// subsector polygons and wall parts, uploaded once per level), a
// perspective camera that can look straight up or down, and a depth
// buffer that decides what is seen. Each fragment looks its texel and
// COLORMAP row up with the original's light model from its own view
// depth (shaders/true3d.glsl), into the same 8-bit index image the exact
// view draws; the status strip and the palette stage are shared with it.
// It cannot be the original's pixels (no column renderer is), so compare
// measures it by surface and light row (render/surface_image.h).
#include <memory>
#include <optional>
#include <span>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/frame_cost.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::vulkan {

// How the span pass (floors and ceilings at pitch 0) walks a row: in one
// invocation (shaders/true_spans.comp; CPU devices, where a row is a
// serial loop anyway) or in a workgroup (true_spans_grouped.comp; GPUs,
// which a row an invocation leaves idle). Both give the same pixels.
enum class SpanRows { invocation, workgroup };

class TrueView {
public:
    // All three must outlive the view; `assets` as render::load_render_assets gives.
    // `rows`: the device's kind chooses by default.
    TrueView(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
             std::optional<SpanRows> rows = std::nullopt);
    ~TrueView();
    TrueView(const TrueView&) = delete;
    TrueView& operator=(const TrueView&) = delete;

    // As LevelRenderer's: the view into the top of `frame`; with the strip, the whole screen.
    void render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout);
    void render_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                       const overlay::StatusStrip& strip);

    // Frames in flight, as LevelRenderer's begin and finish.
    void begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
               const overlay::StatusStrip* strip);
    void finish(const Frame& frame);
    bool keeps_frames_in_flight() const;
    // Where the last finished frame's time went (frame_cost.h).
    const FrameCost& last_cost() const;

    // Free look beyond the shear: the pitch in radians (up positive, within
    // ±89°); none: the layout's shear as an angle.
    void set_pitch(std::optional<double> radians);

    // Also draw each view's surface ids and light rows (compare).
    void keep_surfaces(bool on);
    const SurfaceImage* surfaces() const;

    // The segs of the subsectors the last view could see (the automap's seen lines).
    std::span<const int> seen_segs() const;
    // Subsectors drawn by the last view.
    std::size_t drawn_subsectors() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace render::vulkan
