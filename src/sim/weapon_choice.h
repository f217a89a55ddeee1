#pragma once
// Boom moved the player's weapon choices out of the simulation and into the
// building of commands (G_BuildTiccmd): the fist key's chainsaw, the
// shotgun key's super shotgun and the switch when ammo runs out follow the
// player's weapon preferences there, and the command names the weapon
// chosen, the super shotgun included (a fourth bit). At complevel 9 and up
// the front end passes each command it builds for its player through
// choose_weapon; demos carry the result, so playback needs nothing of it.
#include <cstdint>

#include "sim/world.h"

namespace sim {

// The weapon bits of a Boom command (BT_WEAPONMASK and the bit above it).
inline constexpr std::uint8_t kBoomWeaponMask = 8 + 16 + 32 + 64;

// What choose_weapon remembers between commands: it asks for the switch
// once per press of the fire key that found the weapon empty.
struct WeaponChoice {
    bool done_autoswitch = false;
};

// Rewrites cmd's weapon change by Boom's rules, for the player it is built
// for; below complevel 9 it leaves cmd as it is.
void choose_weapon(const World& w, const Player& player, Ticcmd& cmd, WeaponChoice& state);

// P_SwitchWeapon: the most preferred weapon the player has ammo for, other
// than the one raised (MBF21's rules at complevel 21).
WeaponType preferred_weapon(const World& w, const Player& player);

}  // namespace sim
