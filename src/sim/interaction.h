#pragma once
// Pickups, damage and death (the original's p_inter.c).
#include "sim/world.h"

namespace sim {

// P_GiveAmmo takes a number of clips (0 = half a clip); false if nothing taken.
bool give_ammo(World& w, Player& player, AmmoType ammo, int num);
bool give_weapon(World& w, Player& player, WeaponType weapon, bool dropped);
bool give_body(World& w, Player& player, int num);
bool give_armor(World& w, Player& player, int armortype);
void give_card(World& w, Player& player, CardType card);
bool give_power(World& w, Player& player, PowerType power);
void touch_special_thing(World& w, Mobj& special, Mobj& toucher);   // P_TouchSpecialThing
// P_DamageMobj: inflictor is the missile/puff source (may be null), source
// the thing to blame (may be null).
void damage_mobj(World& w, Mobj& target, Mobj* inflictor, Mobj* source, int damage);
void kill_mobj(World& w, Mobj* source, Mobj& target);                // P_KillMobj

}  // namespace sim
