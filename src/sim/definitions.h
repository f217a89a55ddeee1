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

#include "assets/umapinfo.h"
#include "sim/info.h"

namespace sim {

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

inline constexpr std::array<std::int16_t, NUMSTATES> kNoStatePatched = [] {
    std::array<std::int16_t, NUMSTATES> none{};
    none.fill(-1);
    return none;
}();

// MBF21's state defaults: the demon's walk and pain frames are SKILL5FAST
// (dsda-doom's dsda/global.c), the rule the original hard-codes.
inline constexpr std::array<StateMbf21, NUMSTATES> kStateMbf21 = [] {
    std::array<StateMbf21, NUMSTATES> states{};
    for (int s = S_SARG_RUN1; s <= S_SARG_PAIN2; ++s) states[static_cast<std::size_t>(s)].flags = STF_SKILL5FAST;
    return states;
}();

// Which of Doom II's text sets the finale shows (f_finale.c's
// gamemission): Final Doom's IWADs have their own.
enum class Mission { Doom2, Plutonia, Tnt };

struct Definitions {
    std::array<State, NUMSTATES> states = kStates;
    std::array<MobjInfo, NUMMOBJTYPES> mobjinfo = kMobjInfo;
    std::array<WeaponInfo, NUMWEAPONS> weapons = kWeaponInfo;
    // MBF21's state and weapon fields, beside the original's tables.
    std::array<StateMbf21, NUMSTATES> state_mbf21 = kStateMbf21;
    std::array<WeaponMbf21, NUMWEAPONS> weapon_mbf21 = kWeaponMbf21;
    std::array<int, NUMAMMO> max_ammo = kMaxAmmo;
    std::array<int, NUMAMMO> clip_ammo = kClipAmmo;
    MiscRules misc;
    // Replaced strings (DeHackEd Text / [STRINGS]) by their original text
    // or BEX mnemonic; the front end looks messages up here.
    std::unordered_map<std::string, std::string> strings;
    std::array<int, 4 * 10> pars_doom1{};   // [PARS] overrides, 0 = default
    std::array<int, 33> pars_doom2{};
    Mission mission = Mission::Doom2;  // from the IWAD (mission_of in wad_level_source.h)
    // Renamed lumps (DeHackEd Text, BEX [SPRITES] / [SOUNDS] / [MUSIC]) by
    // table index; an empty entry keeps the name from info.h.
    std::array<std::string, NUMSPRITES> sprite_names{};
    std::array<std::string, NUMSFX> sound_names{};
    std::array<std::string, NUMMUSIC> music_names{};
    // DeHackEd Cheat replacements by the patch's name for the cheat
    // ("No Clipping 1" -> "idclip"); the front end's cheat matcher reads them.
    std::unordered_map<std::string, std::string> cheats;
    // The DeHackEd patches applied, in order, and which of them last changed
    // each frame (-1: none), so an error about frames can name the patch.
    std::vector<std::string> patch_names;
    std::array<std::int16_t, NUMSTATES> state_patch = kNoStatePatched;
    // The WADs' UMAPINFO (sim/map_info.h); null without one, the original's
    // game in every respect.
    std::shared_ptr<const assets::UmapInfo> umapinfo;
};

}  // namespace sim
