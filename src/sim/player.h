#pragma once
// The player (the original's player_t) and its input, the ticcmd.
#include <array>
#include <cstdint>
#include <string>

#include "base/fixed.h"
#include "sim/info.h"

namespace sim {

class Mobj;

// One tic of input (ticcmd_t). Demos store forwardmove, sidemove, the high
// byte of angleturn and buttons.
struct Ticcmd {
    std::int8_t forwardmove = 0;
    std::int8_t sidemove = 0;
    std::int16_t angleturn = 0;
    std::int16_t consistancy = 0;
    std::uint8_t chatchar = 0;
    std::uint8_t buttons = 0;
};

enum Buttons : std::uint8_t {
    BT_ATTACK = 1,
    BT_USE = 2,
    BT_CHANGE = 4,          // weapon change pending; number in BT_WEAPONMASK
    BT_WEAPONMASK = 8 + 16 + 32,
    BT_WEAPONSHIFT = 3,
    BT_SPECIAL = 128,       // pause / save game, with BTS_* in the other bits
    BTS_PAUSE = 1,
    BTS_SAVEGAME = 2,
    BT_SPECIALMASK = 3,     // which of the two
    BTS_SAVEMASK = 4 + 8 + 16,
    BTS_SAVESHIFT = 2,
};

enum PlayerState : int { PST_LIVE, PST_DEAD, PST_REBORN };

enum PowerType : int { pw_invulnerability, pw_strength, pw_invisibility, pw_ironfeet, pw_allmap, pw_infrared, NUMPOWERS };
// Power durations in tics (the original's powerduration_t).
inline constexpr int INVULNTICS = 30 * 35;
inline constexpr int INVISTICS = 60 * 35;
inline constexpr int INFRATICS = 120 * 35;
inline constexpr int IRONTICS = 60 * 35;

enum CardType : int { it_bluecard, it_yellowcard, it_redcard, it_blueskull, it_yellowskull, it_redskull, NUMCARDS };

// The original's cheats, and ZDoom's player properties that scripts set
// (SetPlayerProperty, player_properties.cpp), at ZDoom's bit numbers.
enum Cheat : int {
    CF_NOCLIP = 1,
    CF_GODMODE = 2,
    CF_NOMOMENTUM = 4,
    CF_NOTARGET = 1 << 3,            // monsters do not look for this player
    CF_FROZEN = 1 << 6,              // cannot walk, but turns and fires
    CF_REVERTPLEASE = 1 << 7,        // ChangeCamera's view goes back to the body once the player walks
    CF_INSTANTWEAPSWITCH = 1 << 11,  // weapons come up and go down at once
    CF_TOTALLYFROZEN = 1 << 12,      // can only use
    CF_BUDDHA = 1 << 27,             // damage leaves at least 1 health, but a telefrag's
};

// Weapon sprite layers (psprnum_t).
enum PsprNum : int { ps_weapon, ps_flash, NUMPSPRITES };

struct PspriteDef {
    StateNum state = S_NULL;  // S_NULL: layer off
    int tics = 0;
    base::fixed_t sx = 0, sy = 0;
};

inline constexpr int kMaxPlayers = 4;

// ZDoom's player blend (player_t::BlendR..BlendA), in fixed point.
struct ScreenBlend {
    base::fixed_t r = 0, g = 0, b = 0;
    base::fixed_t alpha = 0;
};

// A map spot or a camera thing a view is drawn from: its place, facing,
// pitch and subsector.
struct CameraSpot {
    bool on = false;
    base::fixed_t x = 0, y = 0, z = 0;  // z: the eye
    base::angle_t angle = 0;
    int subsector = 0;
    int tid = 0;
    // A camera thing's (level_cameras.h: World::cameras), -1 for a map
    // spot; its facing and pitch follow the camera's each tic.
    int camera = -1;
    base::angle_t pitch = 0;  // signed, ZDoom's sense: above 0 looks down
};

struct Player {
    Mobj* mo = nullptr;
    PlayerState playerstate = PST_LIVE;
    Ticcmd cmd;
    // For ACS's GetPlayerInput (ZDoom's player_t): this tic's command as
    // it came, before freezing or a chainsaw's pull changed `cmd`, and
    // the buttons of the tic before, as they came and as changed.
    Ticcmd original_cmd;
    std::uint8_t original_old_buttons = 0, old_buttons = 0;
    base::fixed_t viewz = 0;
    base::fixed_t viewheight = 0;
    base::fixed_t deltaviewheight = 0;
    base::fixed_t bob = 0;
    // MBF: the momentum bobbing follows, the player's own thrust only (not
    // what carries or pushes the body), decaying at Doom's friction.
    base::fixed_t momx = 0, momy = 0;
    int health = 0;  // mirrors mo->health while alive; kept for the status bar
    int armorpoints = 0;
    int armortype = 0;  // 0 none, 1 green, 2 blue
    std::array<int, NUMPOWERS> powers{};
    std::array<bool, NUMCARDS> cards{};
    bool backpack = false;
    std::array<int, kMaxPlayers> frags{};
    WeaponType readyweapon = wp_pistol;
    WeaponType pendingweapon = wp_nochange;
    std::array<bool, NUMWEAPONS> weaponowned{};
    std::array<int, NUMAMMO> ammo{};
    std::array<int, NUMAMMO> maxammo{};
    bool attackdown = false;
    bool usedown = false;
    int cheats = 0;
    int refire = 0;
    int killcount = 0, itemcount = 0, secretcount = 0;
    std::string message;  // last pickup/cheat message, empty if none
    int damagecount = 0, bonuscount = 0;
    // Strife's delayed damage (ZDoom's hazard floors, hexen_sectors.cpp):
    // tics of it built up, and the floor's interval between its hurts.
    int hazardcount = 0, hazardinterval = 0;
    // ACS's FadeTo and FadeRange (screen_fades.h): the colour laid over
    // the screen, 0..255 a channel in fixed point, and how much of it shows
    // (0..1 in fixed point). render/palette_stage lays it over the palette;
    // the simulation never reads it.
    ScreenBlend blend;
    // ChangeCamera's (special 237; camera.h): the thing the view is drawn
    // and heard from instead of the body (null: the body), or a map spot's
    // place (ZDoom's MapSpot, a place here, not a thing).
    Mobj* camera = nullptr;
    CameraSpot camera_spot;
    Mobj* attacker = nullptr;
    int extralight = 0;
    int fixedcolormap = 0;
    int colormap = 0;  // multiplayer colour translation
    std::array<PspriteDef, NUMPSPRITES> psprites{};
    bool didsecret = false;
};

}  // namespace sim
