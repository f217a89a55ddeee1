#pragma once
// Compatibility levels: which port's rules the simulation follows. Vanilla
// (2) is Doom 1.9; Boom 2.02 (9), MBF (11) and MBF21 (21) add behaviour
// beside it, as dsda-doom numbers and plays them. The level and the
// options a Boom/MBF demo header carries travel together as CompatOptions,
// part of the game options the world holds (never read from settings).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sim {

enum class CompLevel : int { Vanilla = 2, Boom = 9, Mbf = 11, Mbf21 = 21 };

// "2", "9", "11", "21" (and 3 and 4, dsda-doom's Ultimate and Final Doom
// flavours of 1.9, which play as 2 here since the IWAD decides those
// differences), or the names "vanilla", "boom", "mbf", "mbf21"
// (case-insensitive). Anything else: nothing.
std::optional<CompLevel> parse_complevel(std::string_view text);
// What the parse above accepts, for messages.
std::string_view complevel_choices();
// "2 (Doom 1.9)", "9 (Boom 2.02)", ...
std::string complevel_description(CompLevel level);
inline int complevel_number(CompLevel level) { return static_cast<int>(level); }

// Boom's comp[] vector, in the order MBF demos store it (doomstat.h of
// MBF and dsda-doom); a true entry keeps the older behaviour.
enum CompOption : int {
    comp_telefrag, comp_dropoff, comp_vile, comp_pain, comp_skull, comp_blazing, comp_doorlight, comp_model,
    comp_god, comp_falloff, comp_floors, comp_skymap, comp_pursuit, comp_doorstuck, comp_staylift, comp_zombie,
    comp_stairs, comp_infcheat, comp_zerotags, comp_moveblock, comp_respawn, comp_sound, comp_666, comp_soul,
    comp_maskedanim, comp_ouchface, comp_maxhealth, comp_translucency, comp_ledgeblock, comp_friendlyspawn,
    comp_voodooscroller, comp_reservedlineflag,
    kCompOptionCount = 32,  // MBF's demo format reserves 32 bytes
};

struct CompatOptions {
    CompLevel level = CompLevel::Vanilla;
    // The Boom/MBF option block of a demo header (G_WriteOptions).
    bool monsters_remember = false;
    bool variable_friction = false;
    bool weapon_recoil = false;
    bool allow_pushers = false;
    bool player_bobbing = true;
    bool demo_insurance = false;  // per-class random streams; only Boom demos may ask for it
    std::uint32_t rngseed = 1993;
    bool monster_infighting = true;
    int dogs = 0;  // MBF's helper dogs: the starts of players 2..dogs+1 in a one-player game (0..3)
    int distfriend = 0;
    bool monster_backing = false;
    bool monster_avoid_hazards = false;
    bool monster_friction = false;
    bool help_friends = false;
    bool dog_jumping = false;
    bool monkeys = false;
    std::array<bool, kCompOptionCount> comp{};

    bool boom() const { return level >= CompLevel::Boom; }  // !demo_compatibility
    bool mbf() const { return level >= CompLevel::Mbf; }    // mbf_features
    bool mbf21() const { return level == CompLevel::Mbf21; }
    bool has(CompOption option) const { return comp[static_cast<std::size_t>(option)]; }
    // Whether the game has Boom's fix for what `option` would keep: a Boom
    // level or later with the option off.
    bool fixes(CompOption option) const { return boom() && !has(option); }
};

// A new game's options at `level`: dsda-doom's defaults for it (its
// default_*_options tables and G_Compatibility), seed `rngseed`.
CompatOptions default_compat_options(CompLevel level, std::uint32_t rngseed = 1993);
// G_Compatibility: the comp[] entries the level fixes regardless of what a
// header says (those not yet optional at that level), and the MBF monster
// options Boom levels force off.
void apply_level_rules(CompatOptions& options);

}  // namespace sim
