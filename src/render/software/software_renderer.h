#pragma once
// The exact software renderer: draws what a player sees into the view
// window of an 8-bit frame, as the original's R_RenderPlayerView does. At
// 320×200 the pixels are the original's; at other sizes the same
// algorithm runs with a scaled projection (see screen_layout.h).
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/screen_layout.h"
#include "render/surface_image.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::software {

class SoftwareRenderer {
public:
    // `assets` must hold the sprites in the simulation's sprite order
    // (render::load_render_assets does that). Both must outlive the
    // renderer; sprite lumps are read from `archive`.
    SoftwareRenderer(const wad::Archive& archive, const assets::AssetSet& assets);
    ~SoftwareRenderer();
    SoftwareRenderer(const SoftwareRenderer&) = delete;
    SoftwareRenderer& operator=(const SoftwareRenderer&) = delete;

    // Draws `player`'s view into the top of `frame` (a layout at screen size
    // 10 or 11 in high detail, or any layout's view_only()), whose size must be
    // the layout's. The status bar area is left alone. The world must be in
    // a level (gamestate Level) with that player's body spawned.
    // When `undefined_reads` is given (the frame's size), it is cleared and
    // each pixel drawn from bytes past the end of a lump or composite
    // texture is set to 1: the original read unrelated memory there, so
    // those pixels are not a function of the game state.
    //
    // `beside`, when given, is work on `frame` outside the view's rows (the
    // status bar): with several threads it runs on one of them while this
    // one walks the view; with one, after the view. It is done when this
    // returns.
    void render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                     Frame* undefined_reads = nullptr, std::function<void()> beside = {});

    // Draws the 3D view with `threads` threads from the next frame on, each
    // a band of rows; every frame stays pixel for pixel the one-thread
    // frame (draw_queue.h). 1 at first.
    void set_threads(int threads);

    // The segs the last render_view stored wall ranges for, each once: the
    // lines the original marked as seen for the automap (R_StoreWallRange's
    // ML_MAPPED).
    std::span<const int> stored_segs() const { return stored_segs_; }

    // With keep_surfaces(true), each render_view also fills surfaces(): per
    // view pixel what was drawn there last and its light row
    // (render/surface_image.h), none where nothing was. Null while off.
    void keep_surfaces(bool on);
    const SurfaceImage* surfaces() const { return keep_surfaces_ ? &surfaces_ : nullptr; }

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::vector<int> stored_segs_;
    bool keep_surfaces_ = false;
    SurfaceImage surfaces_;
};

}  // namespace render::software
