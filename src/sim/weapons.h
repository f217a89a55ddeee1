#pragma once
// Player weapons and their sprites (the original's p_pspr.c).
#include "sim/world.h"

namespace sim {

void setup_psprites(World& w, Player& player);     // P_SetupPsprites
void move_psprites(World& w, Player& player);      // P_MovePsprites
void drop_weapon(World& w, Player& player);        // P_DropWeapon
// Runs a weapon state's action (the original's acp2 actions, A_WeaponReady …).
void call_weapon_action(World& w, Player& player, PspriteDef& psp, Action action);
// A_BFGSpray: a thing action (of the BFG ball's explosion), called by the
// monsters module's dispatcher. mo.target is the player who fired.
void bfg_spray(World& w, Mobj& mo);

}  // namespace sim
