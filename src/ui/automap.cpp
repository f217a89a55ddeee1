#include "ui/automap.h"

#include <algorithm>
#include <climits>
#include <cstdint>

#include "sim/game_strings.h"

namespace ui {
namespace {

using base::fixed_div;
using base::fixed_mul;
using base::fixed_t;
using base::kFracUnit;


constexpr fixed_t kPlayerRadius = 16 * kFracUnit;  // PLAYERRADIUS
constexpr int kPanPixels = 4;                    // F_PANINC: frame pixels a tic
// (int)(1.02*FRACUNIT) and (int)(FRACUNIT/1.02): 2× in, ½× out in a second.
constexpr fixed_t kZoomIn = 66846;
constexpr fixed_t kZoomOut = 64251;
constexpr fixed_t kOpeningZoom = 45875;  // (int)(0.7*FRACUNIT): AM_LevelInit's

// FixedDiv of a frame size by a map extent. Only a map spanning more than
// half the coordinate range has an extent past INT_MAX (the original's
// subtraction wrapped there); its scale is the true quotient.
fixed_t scale_to_fit(int pixels, std::int64_t extent) {
    if (extent >= INT32_MIN && extent <= INT32_MAX)
        return fixed_div(pixels << base::kFracBits, static_cast<fixed_t>(extent));
    return static_cast<fixed_t>(std::clamp<std::int64_t>((std::int64_t{pixels} << 32) / extent, 1, INT32_MAX));
}

// A window corner kept where corner + size still fits a fixed_t. Only a
// map spanning more than half the coordinate range reaches the limit.
fixed_t kept_in_range(std::int64_t corner, fixed_t size) {
    return static_cast<fixed_t>(std::clamp<std::int64_t>(corner, INT32_MIN, std::int64_t{INT32_MAX} - size));
}

constexpr sim::GameString kFollowOn{"AMSTR_FOLLOWON", "Follow Mode ON"};
constexpr sim::GameString kFollowOff{"AMSTR_FOLLOWOFF", "Follow Mode OFF"};
constexpr sim::GameString kGridOn{"AMSTR_GRIDON", "Grid ON"};
constexpr sim::GameString kGridOff{"AMSTR_GRIDOFF", "Grid OFF"};
constexpr sim::GameString kMarkedSpot{"AMSTR_MARKEDSPOT", "Marked Spot"};
constexpr sim::GameString kMarksCleared{"AMSTR_MARKSCLEARED", "All Marks Cleared"};

constexpr AutomapBinding kBindings[] = {
    {"bindings.automap", AutomapKey::Toggle},
    {"bindings.automap_pan_up", AutomapKey::PanUp},
    {"bindings.automap_pan_down", AutomapKey::PanDown},
    {"bindings.automap_pan_left", AutomapKey::PanLeft},
    {"bindings.automap_pan_right", AutomapKey::PanRight},
    {"bindings.automap_zoom_in", AutomapKey::ZoomIn},
    {"bindings.automap_zoom_out", AutomapKey::ZoomOut},
    {"bindings.automap_max_zoom", AutomapKey::MaxZoom},
    {"bindings.automap_follow", AutomapKey::Follow},
    {"bindings.automap_grid", AutomapKey::Grid},
    {"bindings.automap_mark", AutomapKey::Mark},
    {"bindings.automap_clear_marks", AutomapKey::ClearMarks},
};

}  // namespace

std::span<const AutomapBinding> automap_bindings() { return kBindings; }

std::optional<AutomapKey> AutomapKeys::find(std::string_view key_name) const {
    const auto found = keys_.find(std::string(key_name));
    if (found == keys_.end()) return std::nullopt;
    return found->second;
}

void Automap::follow(const sim::World& world) {
    if (world.gamestate != sim::GameState::Level) {
        in_level_ = false;
        active_ = false;
        return;
    }
    const bool new_level = !in_level_ || world.opts.episode != episode_ || world.opts.map != map_ ||
                           world.leveltime < leveltime_ || world.lines.size() != line_count_;
    in_level_ = true;
    episode_ = world.opts.episode;
    map_ = world.opts.map;
    leveltime_ = world.leveltime;
    line_count_ = world.lines.size();
    if (new_level) {
        // P_SetupLevel reads the flags afresh: a line the map marks as mapped is shown from the start.
        seen_.assign(world.lines.size(), 0);
        mapped_.assign(world.lines.size(), 0);
    }
    // ZDoom's Line_SetAutomapFlags maps and unmaps lines in play.
    for (std::size_t i = 0; i < world.lines.size(); ++i) {
        const std::uint8_t mapped = (world.lines[i].flags & kMappedLineFlag) ? 1 : 0;
        if (mapped != mapped_[i]) seen_[i] = mapped_[i] = mapped;
    }
    if (!active_) return;
    // AM_Ticker
    if (follow_) follow_player(world);
    if (ftom_zoommul_ != kFracUnit) {
        set_scale(fixed_mul(window_.scale_mtof, mtof_zoommul_));
        if (window_.scale_mtof < min_scale_mtof_) set_scale(min_scale_mtof_);
        else if (window_.scale_mtof > max_scale_mtof_) set_scale(max_scale_mtof_);
        activate_new_scale();
    }
    if (pan_.x || pan_.y) change_window_loc();
}

void Automap::mark_seen(const sim::World& world, std::span<const int> segs) {
    if (seen_.size() != world.lines.size()) follow(world);
    for (int seg : segs) {
        const int line = world.level.segs.at(static_cast<std::size_t>(seg)).line;
        if (line != map::kNone) seen_.at(static_cast<std::size_t>(line)) = 1;
    }
}

const sim::Mobj& Automap::player_body(const sim::World& world) const {
    std::size_t player = static_cast<std::size_t>(world.opts.consoleplayer);
    if (!world.opts.playeringame[player])
        for (player = 0; player + 1 < world.opts.playeringame.size() && !world.opts.playeringame[player];) ++player;
    return *world.players[player].mo;
}

void Automap::level_init(const sim::World& world, int width, int height) {
    init_episode_ = world.opts.episode;
    init_map_ = world.opts.map;
    init_width_ = width;
    init_height_ = height;
    window_.width = width;
    window_.height = height;
    marks_.fill(std::nullopt);
    next_mark_ = 0;

    // AM_findMinMaxBoundaries, its "else if" included: a vertex that lowers
    // a minimum is not tested against the maximum.
    min_x_ = min_y_ = INT_MAX;
    max_x_ = max_y_ = -INT_MAX;
    for (const map::Vertex& v : world.level.vertices) {
        if (v.x < min_x_) min_x_ = v.x;
        else if (v.x > max_x_) max_x_ = v.x;
        if (v.y < min_y_) min_y_ = v.y;
        else if (v.y > max_y_) max_y_ = v.y;
    }
    const fixed_t a = scale_to_fit(width, std::int64_t{max_x_} - min_x_);
    const fixed_t b = scale_to_fit(height, std::int64_t{max_y_} - min_y_);
    min_scale_mtof_ = a < b ? a : b;
    // Further out the window's width or height in map units would pass
    // INT_MAX, where the original's wrapped.
    min_scale_mtof_ = std::max(min_scale_mtof_, 2 * std::max(width, height) + 1);
    max_scale_mtof_ = fixed_div(height << base::kFracBits, 2 * kPlayerRadius);

    fixed_t scale = fixed_div(min_scale_mtof_, kOpeningZoom);
    if (scale > max_scale_mtof_) scale = min_scale_mtof_;
    set_scale(scale);
}

void Automap::set_scale(fixed_t scale_mtof) {
    window_.scale_mtof = scale_mtof;
    window_.scale_ftom = fixed_div(kFracUnit, scale_mtof);
}

void Automap::activate_new_scale() {
    const std::int64_t centre_x = std::int64_t{window_.x} + window_.w / 2;
    const std::int64_t centre_y = std::int64_t{window_.y} + window_.h / 2;
    window_.w = window_.to_map(window_.width);
    window_.h = window_.to_map(window_.height);
    place(centre_x - window_.w / 2, centre_y - window_.h / 2);
}

void Automap::place(std::int64_t x, std::int64_t y) {
    window_.x = kept_in_range(x, window_.w);
    window_.y = kept_in_range(y, window_.h);
}

void Automap::change_window_loc() {
    if (pan_.x || pan_.y) {
        follow_ = false;
        followed_at_.reset();
    }
    std::int64_t x = std::int64_t{window_.x} + pan_.x, y = std::int64_t{window_.y} + pan_.y;
    if (x + window_.w / 2 > max_x_) x = std::int64_t{max_x_} - window_.w / 2;
    else if (x + window_.w / 2 < min_x_) x = std::int64_t{min_x_} - window_.w / 2;
    if (y + window_.h / 2 > max_y_) y = std::int64_t{max_y_} - window_.h / 2;
    else if (y + window_.h / 2 < min_y_) y = std::int64_t{min_y_} - window_.h / 2;
    place(x, y);
}

void Automap::follow_player(const sim::World& world) {
    const sim::Mobj& mo = player_body(world);
    if (followed_at_ && followed_at_->x == mo.x && followed_at_->y == mo.y) return;
    // FTOM(MTOF(x)): the centre snaps to a whole frame pixel.
    place(std::int64_t{window_.to_map(window_.to_frame(mo.x))} - window_.w / 2,
          std::int64_t{window_.to_map(window_.to_frame(mo.y))} - window_.h / 2);
    followed_at_ = MapPoint{mo.x, mo.y};
}

void Automap::open(const sim::World& world, int width, int height) {
    if (world.gamestate != sim::GameState::Level) return;
    if (init_episode_ != world.opts.episode || init_map_ != world.opts.map || init_width_ != width ||
        init_height_ != height)
        level_init(world, width, height);
    // AM_initVariables
    active_ = true;
    followed_at_.reset();
    pan_ = {};
    ftom_zoommul_ = mtof_zoommul_ = kFracUnit;
    window_.w = window_.to_map(window_.width);
    window_.h = window_.to_map(window_.height);
    const sim::Mobj& mo = player_body(world);
    place(std::int64_t{mo.x} - window_.w / 2, std::int64_t{mo.y} - window_.h / 2);
    change_window_loc();
    old_x_ = window_.x;
    old_y_ = window_.y;
    old_w_ = window_.w;
    old_h_ = window_.h;
}

void Automap::resize(const sim::World& world, int width, int height) {
    if (!active_ || (width == window_.width && height == window_.height)) return;
    const fixed_t centre_x = window_.x + window_.w / 2, centre_y = window_.y + window_.h / 2;
    const int marks_next = next_mark_;
    const auto marks = marks_;
    level_init(world, width, height);
    marks_ = marks;
    next_mark_ = marks_next;
    window_.w = window_.to_map(width);
    window_.h = window_.to_map(height);
    place(std::int64_t{centre_x} - window_.w / 2, std::int64_t{centre_y} - window_.h / 2);
    followed_at_.reset();
}

AutomapResponse Automap::respond(AutomapKey key, bool pressed, const sim::World& world, int width, int height) {
    AutomapResponse r;
    if (!active_) {
        if (pressed && key == AutomapKey::Toggle && world.gamestate == sim::GameState::Level) {
            open(world, width, height);
            r.eaten = true;
        }
        return r;
    }
    const sim::Definitions& defs = *world.defs;
    if (!pressed) {
        switch (key) {
            case AutomapKey::PanLeft:
            case AutomapKey::PanRight:
                if (!follow_) pan_.x = 0;
                break;
            case AutomapKey::PanUp:
            case AutomapKey::PanDown:
                if (!follow_) pan_.y = 0;
                break;
            case AutomapKey::ZoomIn:
            case AutomapKey::ZoomOut: mtof_zoommul_ = ftom_zoommul_ = kFracUnit; break;
            default: break;
        }
        return r;
    }
    r.eaten = true;
    const fixed_t pan = window_.to_map(kPanPixels);
    switch (key) {
        case AutomapKey::PanRight:
        case AutomapKey::PanLeft:
            if (!follow_) pan_.x = key == AutomapKey::PanRight ? pan : -pan;
            else r.eaten = false;
            break;
        case AutomapKey::PanUp:
        case AutomapKey::PanDown:
            if (!follow_) pan_.y = key == AutomapKey::PanUp ? pan : -pan;
            else r.eaten = false;
            break;
        case AutomapKey::ZoomOut:
            mtof_zoommul_ = kZoomOut;
            ftom_zoommul_ = kZoomIn;
            break;
        case AutomapKey::ZoomIn:
            mtof_zoommul_ = kZoomIn;
            ftom_zoommul_ = kZoomOut;
            break;
        case AutomapKey::Toggle:
            max_zoomed_ = false;
            close();
            break;
        case AutomapKey::MaxZoom:
            max_zoomed_ = !max_zoomed_;
            if (max_zoomed_) {
                old_x_ = window_.x;
                old_y_ = window_.y;
                old_w_ = window_.w;
                old_h_ = window_.h;
                set_scale(min_scale_mtof_);
                activate_new_scale();
            } else {
                window_.w = old_w_;
                window_.h = old_h_;
                if (!follow_) {
                    window_.x = old_x_;
                    window_.y = old_y_;
                } else {
                    const sim::Mobj& mo = player_body(world);
                    place(std::int64_t{mo.x} - window_.w / 2, std::int64_t{mo.y} - window_.h / 2);
                }
                set_scale(fixed_div(window_.width << base::kFracBits, window_.w));
            }
            break;
        case AutomapKey::Follow:
            follow_ = !follow_;
            followed_at_.reset();
            r.message = sim::game_string(defs, follow_ ? kFollowOn : kFollowOff);
            break;
        case AutomapKey::Grid:
            grid_ = !grid_;
            r.message = sim::game_string(defs, grid_ ? kGridOn : kGridOff);
            break;
        case AutomapKey::Mark:
            r.message = sim::game_string(defs, kMarkedSpot) + " " + std::to_string(next_mark_);
            marks_[static_cast<std::size_t>(next_mark_)] =
                MapPoint{window_.x + window_.w / 2, window_.y + window_.h / 2};
            next_mark_ = (next_mark_ + 1) % kAutomapMarks;
            break;
        case AutomapKey::ClearMarks:
            marks_.fill(std::nullopt);
            next_mark_ = 0;
            r.message = sim::game_string(defs, kMarksCleared);
            break;
    }
    return r;
}

void Automap::cycle_cheat() {
    cheat_ = cheat_ == AutomapCheat::Off        ? AutomapCheat::AllLines
             : cheat_ == AutomapCheat::AllLines ? AutomapCheat::AllLinesAndThings
                                                : AutomapCheat::Off;
}

AutomapView Automap::view(bool single_demo) const {
    AutomapView v;
    v.window = window_;
    v.grid = grid_;
    v.cheat = cheat_;
    v.marks = marks_;
    v.seen_lines = seen_;
    v.single_demo = single_demo;
    v.rotate = rotate_;
    v.overlay = overlay_;
    return v;
}

}  // namespace ui
