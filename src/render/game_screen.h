#pragma once
// The whole game screen as the original's D_Display builds it: in a level
// the 3D view on top and the status bar below (the view in its bordered
// window at screen sizes 3..9, the bar left out at 11, see
// screen_layout.h; low detail doubles the view's columns); the
// intermission and finale screens otherwise; the melt between them. It
// follows the game tic by tic (the status bar's face and the wipes have
// state and draw the original's cosmetic random numbers) and draws on
// demand; the palette stage picks the palette the frame is shown with.
//
// Screen wipes start where the simulation's display bookkeeping says
// (sim/display.h, on when World::display.drawn is set), which also takes
// their cosmetic random numbers. With show_wipes on, draw() shows the melt
// until advance_wipe() ends it and the caller runs no tics meanwhile (as
// D_RunFrame); off (the default), draw() shows the new screen, as a
// screenshot taken after the melt would.
//
// The bar's 320×32 picture and the full screens are composed on the CPU
// as st_stuff.c, wi_stuff.c and f_finale.c draw them; the view, and the
// scaling of the bar to the screen, come from the software renderer or
// from a ViewDrawer given (the Vulkan renderer's). A bordered window or low
// detail is drawn by the drawer as a screen of its own and placed on the
// CPU, with the border and the bar, so both renderers show the same frame
// round the view. So is the full-screen HUD drawn over the view at size 11
// (show_hud), the width of the screen.
//
// A WAD's own status bar (ID24's SBARDEF) takes the original bar's place
// and the full-screen HUD's (overlay/sbardef_bar.h); a bar drawn on the
// whole screen goes over the view as the HUD does.
#include <array>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/overlay/finale_screen.h"
#include "render/overlay/full_screen.h"
#include "render/overlay/full_screen_hud.h"
#include "render/overlay/intermission_screen.h"
#include "render/overlay/sbardef_bar.h"
#include "render/overlay/screen_layer.h"
#include "render/overlay/status_bar.h"
#include "render/overlay/view_border.h"
#include "render/overlay/wipe_melt.h"
#include "render/screen_layout.h"
#include "render/view_drawer.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render {

class GameScreen {
public:
    // The view drawn by the exact software renderer. Both must outlive the
    // screen; `assets` as load_render_assets gives. The view is drawn with
    // `software_threads` threads (SoftwareRenderer::set_threads).
    GameScreen(const wad::Archive& archive, const assets::AssetSet& assets, int software_threads = 1);
    // The view drawn by `view`, which must outlive the screen.
    GameScreen(const wad::Archive& archive, ViewDrawer& view);

    // After sim::new_game, and after every sim::run_tic.
    void start(const sim::World& world);
    void after_tic(const sim::World& world);

    // Draws the console player's screen. `undefined_reads` as
    // ViewDrawer::draw_view (left alone outside a level).
    void draw(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads = nullptr);
    // Frames in flight: begin_draw does all of draw() that reads the world
    // and starts the view (ViewDrawer::begin_screen), so the next tic may
    // run while the drawer's device draws; end_draw(frame) waits for the
    // view and puts what goes over it on top. `frame` must stay alive and
    // the same size in between. Screens the drawer cannot keep in flight (a
    // melt, a bordered window, low detail, no level) are drawn whole by
    // begin_draw. Frames end in the order they began; draw() ends those
    // still open first.
    void begin_draw(const sim::World& world, Frame& frame, const ScreenLayout& layout);
    void end_draw(Frame& frame);

    // The segs the last view drawn stored wall ranges for (ViewDrawer's):
    // the automap's seen lines.
    std::span<const int> stored_segs() const { return view_->stored_segs(); }

    // For compare: asks the view drawer for surface images
    // (ViewDrawer::keep_surfaces). surfaces() is then the last level view's,
    // the layout's view window (view_width × view_height, its top left at
    // view_x, view_y; low detail's columns doubled), or null when the
    // drawer cannot give one.
    void keep_surfaces(bool on) { view_->keep_surfaces(on); }
    const SurfaceImage* surfaces() const;

    // The automap opened or closed: StatusBar::refresh.
    void refresh_status_bar() { bar_.refresh(); }

    // The PLAYPAL palette the frame is shown with now.
    int palette(const sim::World& world) const;
    // Its colours: that palette with the console player's fade over it
    // (a script's FadeTo), which shows in a level only, as the palette's tints.
    std::array<assets::Rgb, 256> colours(const sim::World& world, const assets::Palettes& palettes) const;

    void show_wipes(bool on) { show_wipes_ = on; }
    // The full-screen HUD at screen size 11 (overlay/full_screen_hud.h);
    // off (the original's bare view) unless asked for.
    void show_hud(bool on) { show_hud_ = on; }
    bool wiping() const { return melt_.has_value(); }
    // Moves a running melt on by `tics` real tics (wipe_ScreenWipe).
    void advance_wipe(int tics);

private:
    // The drawer owned (the software view), or the one given.
    GameScreen(const wad::Archive& archive, std::unique_ptr<ViewDrawer> owned, ViewDrawer* view);
    void draw_state(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads);
    void draw_window(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads);
    overlay::StatusStrip status_strip(const sim::World& world, const ScreenLayout& layout);
    // The full-screen HUD over a level's view at size 11, when shown, or a
    // WAD's own bar drawn on the whole screen.
    bool hud_shown(const ScreenLayout& layout) const;
    void draw_hud(const sim::World& world, overlay::ScreenLayer& layer, const ScreenLayout& layout);
    void end_oldest();

    // A frame begun and not ended: what goes over its view once it is there.
    struct OpenFrame {
        Frame* frame = nullptr;
        ScreenLayout layout;
        std::optional<overlay::ScreenLayer> hud;
    };

    std::unique_ptr<ViewDrawer> software_;  // the default view drawer, when none was given
    ViewDrawer* view_;
    overlay::StatusBar bar_;
    std::optional<overlay::SbarDefBar> sbardef_;  // the WAD's own bar, when it has one that reads
    std::array<std::uint8_t, overlay::kBarWidth * overlay::kBarHeight> bar_pixels_{};  // the strip's bar
    overlay::FullScreenHud hud_;
    overlay::ScreenLayer hud_layer_;
    overlay::ViewBorder border_;
    Frame window_;  // the view of a bordered window or low detail, one pixel a column
    SurfaceImage window_surfaces_;  // its surface image placed as the window is
    bool surfaces_placed_ = false;  // the last view was such a window
    overlay::IntermissionScreen intermission_;
    overlay::FinaleScreen finale_;
    overlay::FullScreen page_;  // the 320×200 screen of the intermission and finale
    // ST_Start runs whenever the console player is spawned; a new body, or
    // a level reload (which may reuse the old body's address), shows it.
    const sim::Mobj* body_ = nullptr;
    int leveltime_ = 0;

    bool show_wipes_ = false;
    bool show_hud_ = false;
    std::optional<overlay::Melt> melt_;
    bool melt_drawn_ = false;  // the new screen of the running melt is in end_
    Frame last_, end_;         // the last frame drawn; the screen the melt uncovers
    std::vector<OpenFrame> open_;  // oldest first
};

}  // namespace render
