#pragma once
// The status bar at screen size 10, as Doom 1.9's st_stuff.c and st_lib.c
// draw it: ready-weapon ammo, health, arms or frags, the face, armour, keys
// and the ammo table, for the console player.
//
// Vanilla redraws only the widgets that changed since the last frame. That
// gives the same picture as drawing everything over STBAR, which draw()
// does, except in one place: a weapon number that changed is redrawn over
// a patch of STBAR, erasing STARMS around the digit until the next full
// refresh; tick() keeps track of those slots. The face keeps its own state,
// advanced by tick(), since the world is read const; its cosmetic random
// number comes from the caller (the simulation draws it, World::rng).
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "assets/picture.h"
#include "render/frame.h"
#include "render/screen_layout.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::overlay {

inline constexpr int kBarWidth = 320;   // ST_WIDTH
inline constexpr int kBarHeight = 32;   // ST_HEIGHT
inline constexpr int kBarTop = 168;     // ST_Y on the 320×200 screen
inline constexpr int kFaceCount = 42;   // ST_NUMFACES: 5 pain levels × 8, god, dead

class StatusBar {
public:
    // Loads STBAR, the number fonts, STARMS, STKEYS0-5, STFB0-3, the 42 faces
    // and the border flat. Throws base::Error naming a lump that is missing
    // or not a valid picture.
    explicit StatusBar(const wad::Archive& archive);

    // ST_Start: call when the console player is spawned (new level, level
    // restart, multiplayer respawn), before that tic's tick().
    void start(const sim::World& world);
    // ST_Responder's AM_MSGENTERED / AM_MSGEXITED (the automap opened or
    // closed): the next frame redraws the whole bar, and st_lib.c first
    // erases each weapon number's rectangle from STBAR, as a change does.
    void refresh();
    // ST_Ticker: call once after each game tic with that tic's M_Random()
    // value. Does nothing outside a level, as the original only ticks the
    // bar in GS_LEVEL.
    void tick(const sim::World& world, int random_number);

    // Draws the whole bar for the console player into the layout's bar rect
    // and the border flat into the rest of the bottom strip. Throws
    // base::Error when the frame is not the layout's size.
    void draw(const sim::World& world, Frame& frame, const ScreenLayout& layout) const;
    // The 320×32 bar alone, row-major, exactly as vanilla draws it.
    void draw_bar(const sim::World& world, std::span<std::uint8_t, kBarWidth * kBarHeight> out) const;

    int face_index() const { return face_index_; }  // st_faceindex, 0..41
    // The face shown now, and a player's background behind it (STFB0-3).
    const assets::Picture& face() const { return faces_[static_cast<std::size_t>(face_index_ % kFaceCount)]; }
    const assets::Picture& face_background(int player) const { return faceback_[static_cast<std::size_t>(player & 3)]; }
    // The view border's flat (64×64) that fills the strip beside the bar.
    std::span<const std::uint8_t> border_flat() const { return border_flat_; }

private:
    using Picture = assets::Picture;
    const sim::Player& console_player(const sim::World& world) const;
    void update_face(const sim::Player& player);
    int pain_offset(const sim::Player& player) const;

    // Graphics, named as st_stuff.c names them.
    Picture sbar_, armsbg_, tallpercent_, sttminus_;
    std::array<Picture, 10> tallnum_, shortnum_;
    std::array<std::array<Picture, 2>, 6> arms_;  // [weapon][owned]: STGNUM, STYSNUM
    std::array<Picture, 6> keys_;
    std::array<Picture, 4> faceback_;
    std::array<Picture, kFaceCount> faces_;
    std::vector<std::uint8_t> border_flat_;  // 64×64, GRNROCK or FLOOR7_2

    // Widget state that vanilla updates in ST_Ticker (ST_updateWidgets).
    int ready_ammo_ = -1;  // ammo type shown at x 44, -1 for "n/a" (the 1994 sentinel)
    std::array<int, 3> keyboxes_{-1, -1, -1};
    int frags_ = 0;
    // Arms numbers as the diff drawing left them: the first tick after
    // start() stands for the full refresh of the first frame drawn.
    bool refresh_pending_ = true;
    std::array<int, 6> arms_shown_{};                 // oldinum: 0 grey, 1 yellow
    std::array<int, 6> arms_erased_{-1, -1, -1, -1, -1, -1};  // patch whose rect was restored from STBAR

    // Face state (ST_updateFaceWidget). Priority, the rampage countdown and
    // the face counter were statics and globals that ST_Start never reset.
    int random_number_ = 0;  // st_randomnumber
    int face_index_ = 0;
    int face_count_ = 0;
    int face_priority_ = 0;
    int last_attack_down_ = -1;
    int old_health_ = -1;
    std::array<bool, sim::NUMWEAPONS> old_weapons_owned_{};
};

}  // namespace render::overlay
