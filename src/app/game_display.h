#pragma once
// What the game window shows: the level drawn by the software renderer, by
// the Vulkan one, or split (left half software, right half Vulkan) for
// side-by-side inspection, switched live. Each renderer has its own
// GameScreen following the game, so a switch shows the right status bar
// face at once. The Vulkan view shares the window's context and is made
// on first use.
#include <array>
#include <memory>
#include <optional>
#include <span>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/view_drawer.h"
#include "render/vulkan/true_view_drawer.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace app {

enum class DisplayMode { Software, Vulkan, Split };

class GameDisplay {
public:
    // All four must outlive the display; `context` is null where there is
    // no Vulkan device, and only the software mode works. The software view
    // is drawn with `software_threads` threads (video.software_threads).
    GameDisplay(const wad::Archive& archive, const assets::AssetSet& assets, render::vulkan::Context* context,
                const sim::World& world, int software_threads = 1);

    // Throws render::vulkan::VulkanUnavailable or base::Error when the
    // Vulkan view cannot be made; the mode then stays as it was.
    void set_mode(DisplayMode mode, const sim::World& world);
    DisplayMode mode() const { return mode_; }
    // Which Vulkan view draws (video.vulkan_view): the exact one, or the
    // true 3D one; a change remakes the Vulkan screen on its next use.
    void set_true3d(bool on, const sim::World& world);
    bool true3d() const { return true3d_; }
    // After the Vulkan device was lost: the Vulkan view is dropped (before
    // its context goes) and the software renderer draws from now on.
    void forget_vulkan();

    // After the world was replaced (a new game, a demo, a loaded save).
    void restart(const sim::World& world);
    void after_tic(const sim::World& world);
    // A screen melt is running (render::GameScreen's wipes, always shown
    // here); the caller runs no tics until advance_wipe ends it.
    bool wiping() const { return software_.wiping(); }
    void advance_wipe(int tics);
    // The original's screen size (screenblocks 3..11) and detail (0 high,
    // 1 low) the next frames are drawn with (render::ScreenLayout's).
    void set_view_size(int screenblocks, int detail) {
        screenblocks_ = screenblocks;
        detail_ = detail;
    }
    // The full-screen HUD at screen size 11 (GameScreen::show_hud), in
    // both renderers' screens.
    void show_hud(bool on);
    // Free look's pitch for the next frames (render::ScreenLayout::pitch).
    void set_pitch(int pitch) { pitch_ = pitch; }
    // The true 3D view's camera pitch in radians (FreeLook::angle).
    void set_camera_pitch(double radians);
    // The console player's screen at `frame`'s size (at least 320×200).
    void draw(const sim::World& world, render::Frame& frame);
    int palette(const sim::World& world) const { return software_.palette(world); }
    std::array<assets::Rgb, 256> colours(const sim::World& world, const assets::Palettes& palettes) const {
        return software_.colours(world, palettes);
    }
    // The segs the last view drawn stored wall ranges for (the automap's
    // seen lines), and the status bar's full redraw when the map opens or
    // closes (GameScreen's).
    std::span<const int> stored_segs() const {
        return mode_ == DisplayMode::Vulkan && vulkan_ ? vulkan_->stored_segs() : software_.stored_segs();
    }
    void refresh_status_bar() {
        software_.refresh_status_bar();
        if (vulkan_) vulkan_->refresh_status_bar();
    }

private:
    render::GameScreen& vulkan_screen(const sim::World& world);

    const wad::Archive& archive_;
    const assets::AssetSet& assets_;
    render::vulkan::Context* context_;
    render::GameScreen software_;
    std::unique_ptr<render::ViewDrawer> vulkan_drawer_;
    render::vulkan::TrueViewDrawer* true_view_ = nullptr;  // vulkan_drawer_, when it is the true 3D view
    double camera_pitch_ = 0;
    bool true3d_ = false;
    std::unique_ptr<render::GameScreen> vulkan_;
    DisplayMode mode_ = DisplayMode::Software;
    render::Frame other_;  // the right half's renderer, in split mode
    int screenblocks_ = render::kFullWidthBlocks;
    int detail_ = 0;
    int pitch_ = 0;
    bool show_hud_ = false;
};

}  // namespace app
