#pragma once
// The automap's state, as am_map.c keeps it: which lines have been seen
// (the original's ML_MAPPED, set by the renderer for every line it stores
// a wall range of), the window on the map with its zoom and pan, follow
// mode, the grid, the marks and the iddt cheat; plus the modern rotate and
// overlay options. It reads the world const and draws nothing itself: it
// hands draw_automap an AutomapView.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ui/automap_view.h"
#include "sim/world.h"

namespace ui {

// ML_MAPPED: a line flag the map's own lumps may set, and the flag the
// original's renderer set on every line it drew (savegames keep it).
inline constexpr int kMappedLineFlag = 0x100;

// The automap's keys (key_map_* in the original).
enum class AutomapKey { Toggle, PanUp, PanDown, PanLeft, PanRight, ZoomIn, ZoomOut, MaxZoom, Follow, Grid, Mark,
                        ClearMarks };

// The settings that bind each key ("bindings.automap_zoom_in" …).
struct AutomapBinding {
    std::string_view setting;
    AutomapKey key;
};
std::span<const AutomapBinding> automap_bindings();

// Which automap key a key name is: the play loop binds the names each of
// automap_bindings()'s settings lists.
class AutomapKeys {
public:
    void bind(const std::string& key_name, AutomapKey key) { keys_.emplace(key_name, key); }
    std::optional<AutomapKey> find(std::string_view key_name) const;

private:
    std::unordered_map<std::string, AutomapKey> keys_;
};

struct AutomapResponse {
    bool eaten = false;   // the game does not see the key (AM_Responder's true)
    std::string message;  // for the player's message line; empty for none
};

class Automap {
public:
    // Follows the game: after sim::new_game, a level load and every tic
    // (paused too, as G_Ticker runs AM_Ticker then), with the world as it
    // is then. A new level (or the same one loaded again) forgets the seen
    // lines, keeping those the map itself flags as mapped; leaving the
    // level closes the map (G_DoCompleted's AM_Stop).
    void follow(const sim::World& world);
    // The lines of the segs a drawn view stored wall ranges for (the
    // renderers' stored_segs()) are on the map from now on.
    void mark_seen(const sim::World& world, std::span<const int> segs);
    // The world was replaced (a new game, a loaded save): the map closes and
    // the next follow() starts the level's seen lines afresh.
    void forget() {
        in_level_ = false;
        active_ = false;
    }

    bool active() const { return active_; }
    // AM_Start for a window of `width` × `height` frame pixels (the rows
    // above the status bar), and AM_Stop.
    void open(const sim::World& world, int width, int height);
    void close() { active_ = false; }
    // AM_Responder: a key went down (`pressed`) or up. Toggle opens the map
    // for a window of the given size.
    AutomapResponse respond(AutomapKey key, bool pressed, const sim::World& world, int width, int height);
    // The iddt cheat: lines, then lines and things, then off again.
    void cycle_cheat();
    // The window's size changed while open (a resized game window): keeps
    // the centre, fits the zoom limits to the new size.
    void resize(const sim::World& world, int width, int height);

    void set_rotate(bool on) { rotate_ = on; }
    void set_overlay(bool on) { overlay_ = on; }
    bool overlay() const { return overlay_; }
    bool following() const { return follow_; }
    std::span<const std::uint8_t> seen_lines() const { return seen_; }

    // What to draw now. `single_demo` as AutomapView's.
    AutomapView view(bool single_demo = false) const;

private:
    void level_init(const sim::World& world, int width, int height);
    void activate_new_scale();
    // Sets the window's corner, kept inside the coordinate range.
    void place(std::int64_t x, std::int64_t y);
    void set_scale(base::fixed_t scale_mtof);
    void change_window_loc();
    void follow_player(const sim::World& world);
    const sim::Mobj& player_body(const sim::World& world) const;

    // The level being followed, to see a new one start.
    int episode_ = -1, map_ = -1, leveltime_ = -1;
    std::size_t line_count_ = 0;
    bool in_level_ = false;
    std::vector<std::uint8_t> seen_;
    std::vector<std::uint8_t> mapped_;  // each line's mapped flag as last followed

    bool active_ = false;
    bool follow_ = true;
    bool grid_ = false;
    AutomapCheat cheat_ = AutomapCheat::Off;
    bool rotate_ = false, overlay_ = false;
    bool max_zoomed_ = false;  // the "0" key's bigstate
    // AM_LevelInit is run again for another map or another window size.
    int init_episode_ = -1, init_map_ = -1, init_width_ = 0, init_height_ = 0;

    AutomapWindow window_;
    base::fixed_t min_x_ = 0, min_y_ = 0, max_x_ = 0, max_y_ = 0;
    base::fixed_t min_scale_mtof_ = 0, max_scale_mtof_ = 0;
    base::fixed_t old_x_ = 0, old_y_ = 0, old_w_ = 0, old_h_ = 0;
    MapPoint pan_{};  // m_paninc
    base::fixed_t mtof_zoommul_ = base::kFracUnit, ftom_zoommul_ = base::kFracUnit;
    std::optional<MapPoint> followed_at_;  // f_oldloc
    std::array<std::optional<MapPoint>, kAutomapMarks> marks_;
    int next_mark_ = 0;
};

}  // namespace ui
