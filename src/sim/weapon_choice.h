#pragma once
// Boom moved the player's weapon choices out of the simulation and into the
// building of commands (G_BuildTiccmd): the fist key's chainsaw, the
// shotgun key's super shotgun and the switch when ammo runs out follow the
// player's weapon preferences there, and the command names the weapon
// chosen, the super shotgun included (a fourth bit). At complevel 9 and up
// the front end passes each command it builds for its player through
// choose_weapon; demos carry the result, so playback needs nothing of it.
#include <array>
#include <cstdint>

#include "sim/world.h"

namespace sim {

// The weapon bits of a Boom command (BT_WEAPONMASK and the bit above it).
inline constexpr std::uint8_t kBoomWeaponMask = 8 + 16 + 32 + 64;

// Boom's weapon preferences (its weapon_choice_1..9 settings), most wanted
// first, by the Doom II weapon keys: 1 the fist with berserk, 2 pistol, 3
// shotgun, 4 chaingun, 5 rocket launcher, 6 plasma gun, 7 BFG, 8 chainsaw,
// 9 super shotgun. The fist without berserk always comes last.
using WeaponPreferences = std::array<int, 9>;
inline constexpr WeaponPreferences kBoomWeaponPreferences{6, 9, 4, 3, 2, 8, 5, 7, 1};

// What choose_weapon remembers between commands (it asks for the switch
// once per press of the fire key that found the weapon empty), and the
// preferences of the player whose commands it builds (game.weapon_preferences).
struct WeaponChoice {
    bool done_autoswitch = false;
    WeaponPreferences preferences = kBoomWeaponPreferences;
};

// Rewrites cmd's weapon change by Boom's rules, for the player it is built
// for; below complevel 9 it leaves cmd as it is.
void choose_weapon(const World& w, const Player& player, Ticcmd& cmd, WeaponChoice& state);

// P_SwitchWeapon: the most preferred weapon the player has ammo for, other
// than the one raised (MBF21's rules at complevel 21).
WeaponType preferred_weapon(const World& w, const Player& player,
                            const WeaponPreferences& preferences = kBoomWeaponPreferences);

}  // namespace sim
