#pragma once
// Private to the weapon files (weapons.cpp, mbf21_weapons.cpp, weapon_choice.cpp): the
// weapon layer and ammo helpers of the original's p_pspr.c that MBF21's
// weapon code pointers share. Other modules use weapons.h.
#include "sim/world.h"

namespace sim {

// player->ammo[type] as the original indexed it (past the four types it
// reads maxammo); out of that range, 0 and nothing.
int read_ammo(const Player& player, int type);
void decrease_ammo(Player& player, int type, int amount);
const WeaponInfo& ready_info(const World& w, const Player& player);
// P_SetPsprite: enters a state on a layer (ps_weapon, ps_flash), runs its
// action and follows zero-tic states.
void set_psprite(World& w, Player& player, int position, StateNum stnum);
// P_CheckAmmo's test alone: ammo for one shot of the raised weapon.
bool enough_ammo(const World& w, const Player& player);
// P_CheckAmmo: below Boom, an empty weapon is lowered for the next one.
bool check_ammo(World& w, Player& player);
// MBF21's ammo per shot: the patch's, or the original's (BFG cells per
// shot, 2 for the super shotgun, 1 otherwise).
int ammo_per_shot(const World& w, WeaponType weapon);
void subtract_ammo(World& w, Player& player, int vanilla_amount);  // P_SubtractAmmo
// The ready weapon's MBF21 flags (Mbf21WeaponFlag).
inline std::uint32_t mbf21_weapon_flags(const World& w, const Player& player) {
    return w.defs->weapon_mbf21[static_cast<std::size_t>(player.readyweapon)].flags;
}
fixed_t bullet_slope(World& w, Mobj& mo);   // P_BulletSlope

// boom_weapons.cpp: the muzzle flash (the ready weapon's flash state plus
// `adder`) with Boom's recoil (A_FireSomething); MBF's A_FireOldBFG.
void fire_flash(World& w, Player& player, int adder);
void fire_old_bfg(World& w, Player& player);

// mbf21_weapons.cpp: MBF21's weapon code pointers (nothing below MBF21).
void call_mbf21_weapon_action(World& w, Player& player, PspriteDef& psp, Action action);

}  // namespace sim
