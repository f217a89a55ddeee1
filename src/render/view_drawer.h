#pragma once
// What a GameScreen draws its 3D view with: the exact software renderer
// (its default) or the Vulkan one (render/vulkan/vulkan_view_drawer.h),
// chosen at run time. Kept free of Vulkan so render/ builds without it.
#include <span>

#include "render/frame.h"
#include "render/overlay/status_strip.h"
#include "render/screen_layout.h"
#include "render/surface_image.h"
#include "sim/world.h"

namespace render {

class ViewDrawer {
public:
    virtual ~ViewDrawer() = default;

    // Draws `player`'s view into the top of `frame` (the layout's size),
    // leaving the status bar rows alone, as SoftwareRenderer::render_view.
    // When `undefined_reads` is given, a drawer that tracks reads past a
    // texture fills it as SoftwareRenderer::render_view does; one that
    // cannot tell leaves it empty (0×0), which means "not known".
    virtual void draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                           Frame* undefined_reads) = 0;

    // The view and, below it, the status strip scaled to the screen. This
    // one scales the strip on the CPU; a GPU drawer does it on the GPU.
    virtual void draw_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                             const overlay::StatusStrip& strip, Frame* undefined_reads) {
        draw_view(world, player, frame, layout, undefined_reads);
        overlay::draw_status_strip(strip, frame, layout);
    }

    // Frames in flight: begin_screen starts draw_screen's work (no
    // undefined reads) and may return before `frame` holds it;
    // end_screen(frame) waits until it does. `frame` must stay alive and
    // the same size in between. This one draws at once.
    virtual void begin_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                              const overlay::StatusStrip& strip) {
        draw_screen(world, player, frame, layout, strip, nullptr);
    }
    virtual void end_screen(const Frame& /*frame*/) {}

    // The segs the last view drawn stored wall ranges for, each once (as
    // SoftwareRenderer::stored_segs): the automap's seen lines.
    virtual std::span<const int> stored_segs() const = 0;

    // Asks the drawer to fill a SurfaceImage with each view it draws (compare); a drawer that cannot leaves surfaces() null.
    virtual void keep_surfaces(bool /*on*/) {}
    virtual const SurfaceImage* surfaces() const { return nullptr; }
};

}  // namespace render
