#pragma once
// The whole game screen of a level, as the original's D_Display builds it
// at screen size 10: the 3D view on top, the status bar below. It follows
// the game tic by tic (the status bar's face has its own state) and draws
// on demand; the palette stage picks the palette the frame is shown with.
// The bar's 320×32 picture is composed on the CPU as st_stuff.c draws it;
// the view, and the scaling of the bar to the screen, come from the
// software renderer or from a ViewDrawer given (the Vulkan renderer's).
#include <memory>
#include <span>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/overlay/status_bar.h"
#include "render/screen_layout.h"
#include "render/view_drawer.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render {

class GameScreen {
public:
    // The view drawn by the exact software renderer. Both must outlive the
    // screen; `assets` as load_render_assets gives.
    GameScreen(const wad::Archive& archive, const assets::AssetSet& assets);
    // The view drawn by `view`, which must outlive the screen.
    GameScreen(const wad::Archive& archive, ViewDrawer& view);

    // After sim::new_game, and after every sim::run_tic.
    void start(const sim::World& world);
    void after_tic(const sim::World& world);

    // Draws the console player's screen. Throws base::Error outside a level
    // (intermission and finale screens are not drawn yet). `undefined_reads`
    // as ViewDrawer::draw_view.
    void draw(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads = nullptr);

    // The segs the last view drawn stored wall ranges for (ViewDrawer's):
    // the automap's seen lines.
    std::span<const int> stored_segs() const { return view_->stored_segs(); }
    // The automap opened or closed: StatusBar::refresh.
    void refresh_status_bar() { bar_.refresh(); }

    // The PLAYPAL palette the frame is shown with now.
    int palette(const sim::World& world) const;

private:
    std::unique_ptr<ViewDrawer> software_;  // the default view drawer, when none was given
    ViewDrawer* view_;
    overlay::StatusBar bar_;
    // ST_Start runs whenever the console player is spawned; a new body, or
    // a level reload (which may reuse the old body's address), shows it.
    const sim::Mobj* body_ = nullptr;
    int leveltime_ = 0;
};

}  // namespace render
