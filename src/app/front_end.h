#pragma once
// What the window shows over the game and what the keys do outside it:
// the menus, the message line, typed cheats, the title loop's pages and
// the pause sign (ui/ holds their state, render/overlay/ draws them). The
// 2D pictures are composed on the CPU into the 8-bit frame after the view
// is drawn, so both renderers show the same screens.
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "assets/font.h"
#include "render/frame.h"
#include "render/overlay/menu_screen.h"
#include "render/overlay/picture_cache.h"
#include "render/overlay/screen_layer.h"
#include "render/screen_layout.h"
#include "sim/world.h"
#include "ui/cheat_keys.h"
#include "ui/hud_messages.h"
#include "ui/menu.h"
#include "ui/settings_pages.h"
#include "wad/archive.h"

namespace app {

class FrontEnd {
public:
    // `archive` must outlive the front end.
    FrontEnd(const wad::Archive& archive, sim::GameMode mode);

    ui::Menu& menu() { return menu_; }
    const ui::Menu& menu() const { return menu_; }
    ui::HudMessages& messages() { return messages_; }
    ui::CheatKeys& cheats() { return cheats_; }
    int text_width(const std::string& text) const;

    // A short label near the top for two seconds, as when the renderer
    // changes; with `right`, the two names either side of a bar at the
    // screen's centre, where the split view divides.
    void show_label(const std::string& left, const std::string& right = {});
    void set_crosshair(bool shown) { crosshair_ = shown; }
    // The screen size the view is drawn at (render::ScreenLayout's
    // screenblocks): the crosshair and the pause sign follow its window.
    void set_screenblocks(int screenblocks) { screenblocks_ = screenblocks; }
    // Free look's pitch (render::ScreenLayout::pitch): the crosshair moves
    // with the view's centre row.
    void set_pitch(int pitch) { pitch_ = pitch; }
    // The true 3D view's pitch (radians, up positive), when it draws the
    // view: the crosshair goes where the level's straight-ahead line meets
    // the screen, since shots leave level whatever the camera's tilt, and
    // off the view it is not drawn. Without it, the shear's pitch counts.
    void set_view_angle(std::optional<double> radians) { view_angle_ = radians; }
    // The frame-rate counter's figure, or nullopt to hide it.
    void set_fps(std::optional<int> fps) { fps_ = fps; }
    // While a demo is reviewed: how far it has played (0..1) and a line
    // saying where (level, time, speed), drawn as a bar along the screen's
    // bottom; nullopt hides it.
    struct DemoProgress {
        double fraction = 0;
        std::string text;
    };
    void set_demo_progress(std::optional<DemoProgress> progress) { demo_progress_ = std::move(progress); }
    // A netgame's chat line being typed, drawn with a cursor under the message line; nullopt hides it.
    void set_chat_line(std::optional<std::string> line) { chat_line_ = std::move(line); }

    // Draws, over `frame` (the view and bar already in it): the full-screen
    // page when one is up, the pause sign, the message line at the screen's
    // top left and the frame counter at its top right, the menu.
    void draw(const sim::World& world, const std::optional<std::string>& page, render::Frame& frame);
    // The settings pages over everything: the game behind them shaded
    // dark (a COLORMAP row, so the small text stays readable), and
    // `footer` (what the running game is, such as its compatibility
    // level) at the bottom.
    void draw_settings(const ui::SettingsPages& pages, const config::Settings& settings, const std::string& footer,
                       render::Frame& frame);
    // A netgame's waiting room: `lines` centred on a black screen, the
    // message line and the menu over them.
    void draw_waiting_room(const std::vector<std::string>& lines, render::Frame& frame);

private:
    void draw_label();
    void draw_crosshair();
    void draw_demo_progress();

    sim::GameMode mode_;
    std::string label_left_, label_right_;
    std::chrono::steady_clock::time_point label_until_{};
    std::optional<int> fps_;
    std::optional<std::string> chat_line_;
    std::optional<DemoProgress> demo_progress_;
    bool crosshair_ = false;
    int screenblocks_ = render::kFullWidthBlocks;
    int pitch_ = 0;
    std::optional<double> view_angle_;
    render::overlay::PictureCache pictures_;
    // COLORMAP's row for the settings pages' shade (empty: no COLORMAP, black).
    std::vector<std::uint8_t> shade_;
    assets::HudFont font_;
    render::overlay::MenuScreen menu_screen_;
    render::overlay::ScreenLayer layer_;
    // The message line and the frame counter, on a layer as wide as the
    // screen so that they keep to its edges (the same pixels up to 4:3).
    render::overlay::ScreenLayer edge_layer_;
    ui::Menu menu_;
    ui::HudMessages messages_;
    ui::CheatKeys cheats_;
};

}  // namespace app
