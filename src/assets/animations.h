#pragma once
// The original's built-in animated flats and walls and its switch
// textures, and their resolution against the loaded textures and flats as
// P_InitPicAnims and P_InitSwitchList do.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "assets/animation_table.h"
#include "assets/flat.h"
#include "assets/texture.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace assets {

struct AnimationDef {
    bool is_texture = false;
    std::string_view last;   // the cycle runs from first to last in WAD order
    std::string_view first;
    int speed = 0;           // tics per picture
};

// Data from Chocolate Doom's src/doom/p_spec.c, animdefs[].
inline constexpr std::array<AnimationDef, 22> kVanillaAnimations{{
    {false, "NUKAGE3", "NUKAGE1", 8},
    {false, "FWATER4", "FWATER1", 8},
    {false, "SWATER4", "SWATER1", 8},
    {false, "LAVA4", "LAVA1", 8},
    {false, "BLOOD3", "BLOOD1", 8},
    {false, "RROCK08", "RROCK05", 8},
    {false, "SLIME04", "SLIME01", 8},
    {false, "SLIME08", "SLIME05", 8},
    {false, "SLIME12", "SLIME09", 8},
    {true, "BLODGR4", "BLODGR1", 8},
    {true, "SLADRIP3", "SLADRIP1", 8},
    {true, "BLODRIP4", "BLODRIP1", 8},
    {true, "FIREWALL", "FIREWALA", 8},
    {true, "GSTFONT3", "GSTFONT1", 8},
    {true, "FIRELAVA", "FIRELAV3", 8},
    {true, "FIREMAG3", "FIREMAG1", 8},
    {true, "FIREBLU2", "FIREBLU1", 8},
    {true, "ROCKRED3", "ROCKRED1", 8},
    {true, "BFALL4", "BFALL1", 8},
    {true, "SFALL4", "SFALL1", 8},
    {true, "WFALL4", "WFALL1", 8},
    {true, "DBRAIN4", "DBRAIN1", 8},
}};

struct SwitchDef {
    std::string_view off;  // SW1…
    std::string_view on;   // SW2…
    int episode = 0;       // 1 shareware, 2 registered, 3 commercial
};

// Data from Chocolate Doom's src/doom/p_switch.c, alphSwitchList[].
inline constexpr std::array<SwitchDef, 40> kVanillaSwitches{{
    {"SW1BRCOM", "SW2BRCOM", 1}, {"SW1BRN1", "SW2BRN1", 1},   {"SW1BRN2", "SW2BRN2", 1},
    {"SW1BRNGN", "SW2BRNGN", 1}, {"SW1BROWN", "SW2BROWN", 1}, {"SW1COMM", "SW2COMM", 1},
    {"SW1COMP", "SW2COMP", 1},   {"SW1DIRT", "SW2DIRT", 1},   {"SW1EXIT", "SW2EXIT", 1},
    {"SW1GRAY", "SW2GRAY", 1},   {"SW1GRAY1", "SW2GRAY1", 1}, {"SW1METAL", "SW2METAL", 1},
    {"SW1PIPE", "SW2PIPE", 1},   {"SW1SLAD", "SW2SLAD", 1},   {"SW1STARG", "SW2STARG", 1},
    {"SW1STON1", "SW2STON1", 1}, {"SW1STON2", "SW2STON2", 1}, {"SW1STONE", "SW2STONE", 1},
    {"SW1STRTN", "SW2STRTN", 1},

    {"SW1BLUE", "SW2BLUE", 2},   {"SW1CMT", "SW2CMT", 2},     {"SW1GARG", "SW2GARG", 2},
    {"SW1GSTON", "SW2GSTON", 2}, {"SW1HOT", "SW2HOT", 2},     {"SW1LION", "SW2LION", 2},
    {"SW1SATYR", "SW2SATYR", 2}, {"SW1SKIN", "SW2SKIN", 2},   {"SW1VINE", "SW2VINE", 2},
    {"SW1WOOD", "SW2WOOD", 2},

    {"SW1PANEL", "SW2PANEL", 3}, {"SW1ROCK", "SW2ROCK", 3},   {"SW1MET2", "SW2MET2", 3},
    {"SW1WDMET", "SW2WDMET", 3}, {"SW1BRIK", "SW2BRIK", 3},   {"SW1MOD1", "SW2MOD1", 3},
    {"SW1ZIM", "SW2ZIM", 3},     {"SW1STON6", "SW2STON6", 3}, {"SW1TEK", "SW2TEK", 3},
    {"SW1MARB", "SW2MARB", 3},   {"SW1SKULL", "SW2SKULL", 3},
}};

// An active cycle: texture or flat numbers first..last, `pics` of them.
struct Animation {
    bool is_texture = false;
    std::size_t first = 0;
    std::size_t last = 0;
    int pics = 0;
    int speed = 0;
};

// Skips a definition whose first picture is absent (another game's), as
// vanilla does. Throws base::Error when the last picture is missing or the
// range holds fewer than two pictures; `wads` (Archive::describe) starts it.
// Entries of a Boom ANIMATED lump are skipped with a warning instead.
std::vector<Animation> resolve_animations(const TextureSet& textures, const FlatSet& flats, const std::string& wads,
                                         const std::vector<AnimationEntry>& table = vanilla_animation_table());

struct SwitchPair {
    std::size_t off = 0;
    std::size_t on = 0;
};

// Which switch table rows a game uses: 1 shareware, 2 registered and
// Ultimate Doom (and Freedoom Phase 1), 3 commercial.
int switch_episode_level(wad::Game game);

// The switch pairs for an episode level, in table order (the order vanilla
// tests a wall's textures in). Throws base::Error naming `wads` and a
// missing texture of the original's table; a SWITCHES lump's pair naming
// one is skipped with a warning.
std::vector<SwitchPair> resolve_switches(const TextureNames& textures, int episode_level, const std::string& wads,
                                         const std::vector<SwitchEntry>& table = vanilla_switch_table());
inline std::vector<SwitchPair> resolve_switches(const TextureSet& textures, int episode_level, const std::string& wads,
                                                const std::vector<SwitchEntry>& table = vanilla_switch_table()) {
    return resolve_switches(textures.names(), episode_level, wads, table);
}

}  // namespace assets
