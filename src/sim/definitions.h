#pragma once
// The game's rule tables after DeHackEd: copies of the original state,
// thing, weapon and ammo tables and the "Misc" numbers, which patches may
// change. The simulation reads only these, never the built-in tables.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "assets/interlevel.h"
#include "assets/musinfo.h"
#include "assets/umapinfo.h"
#include "sim/info.h"

namespace sim {

struct AcsLibraryLumps;
struct SoundNames;

struct MiscRules {
    int initial_health = 100;
    int initial_bullets = 50;
    int max_health = 200;       // health bonus / soulsphere cap as the original
    int max_armor = 200;
    int green_armor_class = 1;
    int blue_armor_class = 2;
    int max_soulsphere = 200;
    int soulsphere_health = 100;
    int megasphere_health = 200;
    int god_mode_health = 100;
    int idfa_armor = 200;
    int idfa_armor_class = 2;
    int idkfa_armor = 200;
    int idkfa_armor_class = 2;
    int bfg_cells_per_shot = 40;
    bool monsters_infight = false;
};

// DSDHacked: a patch may number states, things, sprites and sounds past the
// built-in tables, which grow to take them (dsda-doom's rule: a new state is
// TNT1, frame 0, for ever, its own next; a new thing, sprite or sound is
// blank). The bounds keep a hostile patch from taking the memory.
inline constexpr int kMostStates = 65536;
inline constexpr int kMostThingTypes = 16384;
inline constexpr int kMostSprites = 16384;
inline constexpr int kMostSounds = 16384;
// DEHEXTRA's names for free slots, there from the start: sprites SP00..SP99
// after the built-in ones, sounds fre000..fre199 from 500 on.
inline constexpr int kDehextraSprites = 100;
inline constexpr int kDehextraFirstSound = 500;
inline constexpr int kDehextraSounds = 200;

// Which of Doom II's text sets the finale shows (f_finale.c's
// gamemission): Final Doom's IWADs have their own.
enum class Mission { Doom2, Plutonia, Tnt };

struct Definitions {
    Definitions();  // the built-in tables, with DEHEXTRA's free slots

    std::vector<State> states;
    std::vector<MobjInfo> mobjinfo;
    std::array<WeaponInfo, NUMWEAPONS> weapons = kWeaponInfo;
    // MBF21's state and weapon fields, beside the original's tables.
    std::vector<StateMbf21> state_mbf21;
    std::array<WeaponMbf21, NUMWEAPONS> weapon_mbf21 = kWeaponMbf21;
    std::array<int, NUMAMMO> max_ammo = kMaxAmmo;
    std::array<int, NUMAMMO> clip_ammo = kClipAmmo;
    MiscRules misc;
    // Replaced strings (DeHackEd Text / [STRINGS]) by their original text
    // or BEX mnemonic; the front end looks messages up here.
    std::unordered_map<std::string, std::string> strings;
    std::array<int, 4 * 10> pars_doom1{};   // [PARS] overrides, 0 = default
    std::array<int, 33> pars_doom2{};
    // BEX [HELPER] "type": the thing number (from 1) helper dogs spawn as,
    // or 0 for MBF's dog.
    int helper_thing = 0;
    Mission mission = Mission::Doom2;  // from the IWAD (mission_of in wad_level_source.h)
    // Each sprite's lump prefix (4 letters) and each sound's lump name
    // without "DS", as patches left them (DeHackEd Text, BEX [SPRITES] and
    // [SOUNDS]); empty: the slot has no lumps. Sounds' other fields follow
    // kSounds (priority 127 for the slots added).
    std::vector<std::string> sprite_names;
    std::vector<std::string> sound_names;
    // The sounds SNDINFO gave numbers (sim/sound_names.h), by number: their
    // lumps' whole names, which need not start with "DS".
    std::unordered_map<int, std::string> sound_lumps;
    std::vector<SoundInfo> sounds;
    // Renamed music lumps (DeHackEd Text, BEX [MUSIC]) by table index; an
    // empty entry keeps the name from info.h.
    std::array<std::string, NUMMUSIC> music_names{};
    // DeHackEd Cheat replacements by the patch's name for the cheat
    // ("No Clipping 1" -> "idclip"); the front end's cheat matcher reads them.
    std::unordered_map<std::string, std::string> cheats;
    // The DeHackEd patches applied, in order, and which of them last changed
    // each frame (-1: none), so an error about frames can name the patch.
    std::vector<std::string> patch_names;
    std::vector<std::int16_t> state_patch;
    // The WADs' UMAPINFO (sim/map_info.h); null without one, the original's
    // game in every respect.
    std::shared_ptr<const assets::UmapInfo> umapinfo;
    // The WADs' SNDINFO names and ambient sounds (sim/sound_names.h); null
    // without any.
    std::shared_ptr<const SoundNames> sndinfo;
    // The INTERLEVEL lumps its entries name (sim/interlevel_anims.h); null
    // when none does.
    std::shared_ptr<const assets::InterlevelSet> interlevels;
    // ACS libraries the WADs carry and LOADACS names (sim/acs_libraries.h).
    std::shared_ptr<const AcsLibraryLumps> acs_libraries;
    // The WADs' MUSINFO (sim/music_changers.h); null without one.
    std::shared_ptr<const assets::MusInfo> musinfo;

    // Whether the tables hold entry n (a thing type counted from 0).
    bool has_state(std::int64_t n) const { return n >= 0 && n < static_cast<std::int64_t>(states.size()); }
    bool has_thing(std::int64_t n) const { return n >= 0 && n < static_cast<std::int64_t>(mobjinfo.size()); }
    bool has_sound(std::int64_t n) const { return n >= 0 && n < static_cast<std::int64_t>(sounds.size()); }

    // Grow a table to hold entry n (a state, a thing type counted from 0, a
    // sprite, a sound); false, changing nothing, past its bound.
    bool make_state(std::int64_t n);
    bool make_thing(std::int64_t n);
    bool make_sprite(std::int64_t n);
    bool make_sound(std::int64_t n);
};

// The names a patch refers to entries by before any renaming: the built-in
// names and DEHEXTRA's; empty for slots without one.
std::string_view original_sprite_name(std::size_t i);
std::string_view original_sound_name(std::size_t i);

}  // namespace sim
