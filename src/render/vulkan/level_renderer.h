#pragma once
// The Vulkan renderer of a player's view, drawn into the 8-bit index
// target with the shaders in shaders/, which compute each pixel's texel
// and COLORMAP row with the software renderer's integer model from what
// the original's walk decided (software::ViewWalk): the floors, ceilings,
// sky and walls (ViewPasses says how), then the things far to near, the
// masked mid textures, the fuzz things (each reading a copy of the view as
// it stands) and the weapon.
//
// render_view and render_screen draw and wait. begin and finish keep
// frames in flight (kFramesInFlight, each slot with its own buffers,
// descriptor set, target and readback): the CPU prepares and records the
// next frame while the device draws the last.
#include <cstddef>
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
    // `first_lit_bytes`: the room lit textures and flats start with
    // (LitPictures; it doubles when one frame needs more).
    LevelRenderer(Context& context, const wad::Archive& archive, const assets::AssetSet& assets,
                  std::optional<ViewPasses> passes = std::nullopt, std::size_t first_lit_bytes = kFirstLitBytes);
    static constexpr std::size_t kFirstLitBytes = std::size_t{16} << 20;
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

    // Frames in flight: begin prepares and submits `player`'s view (and,
    // with `strip`, the whole screen as render_screen) into `frame` and
    // returns before the device has drawn it; finish(frame) waits for it
    // and copies it into `frame`, which must stay alive and the same size
    // in between. A begin whose slot is still busy finishes that slot's
    // frame first. Throws as render_view; DeviceLost from either.
    void begin(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
               const overlay::StatusStrip* strip);
    void finish(const Frame& frame);
    void finish_all();
    // Whether begin returns before the device has drawn the frame; off,
    // begin waits for it as render_screen does. On by default, on CPU
    // devices (lavapipe) too: there the next frame's walk, records and
    // palette conversion take cores from the rasteriser threads, yet the
    // frame rate still rose by about 4% (docs/performance-history.md).
    void keep_frames_in_flight(bool on);
    bool keeps_frames_in_flight() const;

    ViewPasses view_passes() const;

    // The segs the last frame's walk stored wall ranges for, each once.
    std::span<const int> stored_segs() const;

    // The device's time for the last frame finished, readback left out, where it has timestamps.
    std::optional<double> last_gpu_ms() const;
    // Where the last finished frame's time went.
    const FrameCost& last_cost() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace render::vulkan
