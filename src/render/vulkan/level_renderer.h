#pragma once
// The Vulkan renderer of a player's view, drawn into the 8-bit index
// target with the shaders in shaders/, which compute each pixel's texel
// and COLORMAP row with the software renderer's integer model from what
// the original's walk decided (software::ViewWalk): the floors, ceilings,
// sky and walls (ViewPasses says how), then the things far to near, the
// masked mid textures, the fuzz things (each reading a copy of the view as
// it stands) and the weapon.
//
// Headless: render_view and render_screen return the index image. Each call submits and
// waits; a windowed front end will keep frames in flight instead.
#include <memory>
#include <optional>
#include <span>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/frame_cost.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::vulkan {

class StatusStripPass;

// How the floors, ceilings, sky and walls reach their pixels; the same
// pixels either way. raster: fragment shaders over rectangles that hold
// the visplanes (each pixel's span found on the CPU) and over the walls'
// quads; the cheaper way on CPU devices (lavapipe), whose compute shaders
// cost about three times as much a pixel. compute: compute shaders over
// tiles of the spans, the sky's columns and the walls' columns
// (view_tiles.h); the way for GPUs, which need no span map then, and of
// which the data-centre ones (H100, H200) rasterise on few of their units.
enum class ViewPasses { raster, compute };

class LevelRenderer {
public:
    // `assets` as render::load_render_assets gives; all three must outlive
    // the renderer. Without `passes`: raster on CPU devices, else compute
    // where the device can write the index image from compute shaders.
    // Throws base::Error when compute is asked of a device that cannot.
    LevelRenderer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                  std::optional<ViewPasses> passes = std::nullopt);
    ~LevelRenderer();
    LevelRenderer(const LevelRenderer&) = delete;
    LevelRenderer& operator=(const LevelRenderer&) = delete;

    // Draws `player`'s view into the top of `frame` (the layout's size),
    // leaving the status bar rows alone, as SoftwareRenderer::render_view.
    void render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout);
    // The view and, scaled on the GPU below it, the status strip: the
    // whole of `frame`.
    void render_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                       const overlay::StatusStrip& strip);

    ViewPasses view_passes() const;

    // The segs the last frame's walk stored wall ranges for, each once.
    std::span<const int> stored_segs() const;

    // The device's time for the last frame drawn, readback left out, where it has timestamps.
    std::optional<double> last_gpu_ms() const { return cost_.gpu_ms; }
    // Where the last frame's time went.
    const FrameCost& last_cost() const { return cost_; }

private:
    void render(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                const overlay::StatusStrip* strip);

    struct Impl;
    std::unique_ptr<Impl> impl_;
    std::unique_ptr<StatusStripPass> strip_;  // made for the first screen drawn
    FrameCost cost_;
};

}  // namespace render::vulkan
