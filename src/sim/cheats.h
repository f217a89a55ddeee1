#pragma once
// The original's cheat codes as game actions (st_stuff.c's responder
// minus the keyboard matching, which belongs to the front end). IDDT and
// IDMUS do not touch the simulation and are not here.
#include <optional>

#include "sim/world.h"

namespace sim {

enum class CheatKind {
    God,                    // IDDQD
    NoClip,                 // IDCLIP / IDSPISPOPD
    AmmoNoKeys,             // IDFA
    AmmoAndKeys,            // IDKFA
    Choppers,               // IDCHOPPERS
    BeholdInvulnerability,  // IDBEHOLDV
    BeholdStrength,         // IDBEHOLDS
    BeholdInvisibility,     // IDBEHOLDI
    BeholdIronFeet,         // IDBEHOLDR
    BeholdAllMap,           // IDBEHOLDA
    BeholdInfrared,         // IDBEHOLDL
    BeholdMenu,             // IDBEHOLD alone: only the reminder message
};

// Whether the original accepts a cheat now: never in a net game, and (but
// for the level warp) never in nightmare skill.
bool cheats_allowed(const World& w);
bool level_warp_allowed(const World& w);

// Applies a cheat to the player and sets its message. Does nothing and
// returns false when cheats_allowed() is false.
bool apply_cheat(World& w, Player& player, CheatKind kind);

// IDCLEV with its two typed digits. Returns the level to start (episode
// is 1 in commercial mode) when the original would accept it, after
// setting the player's message; the caller performs the new game
// (G_DeferedInitNew) keeping the current skill.
struct LevelWarp {
    int episode = 1;
    int map = 1;
};
std::optional<LevelWarp> level_warp_cheat(World& w, Player& player, char digit1, char digit2);

}  // namespace sim
