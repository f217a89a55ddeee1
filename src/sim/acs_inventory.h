#pragma once
// ACS's inventory functions (GiveInventory, TakeInventory, CheckInventory
// and their actor forms) on Doom's player, by ZDoom's class names: ammo
// counts in rounds, weapons, keys, powers and the pickups that give them.
// Only players carry anything in Doom; other things hold nothing. Private
// to sim/ (acs_vm.cpp, acs_builtins.cpp).
#include <string>

namespace sim {

struct World;
struct Player;
class Mobj;

// Gives `amount` of item `name` as ZDoom's GiveInventory does (the item's
// effect, no pickup message or sound); false for a name Doom has not.
bool acs_give_inventory(World& w, Mobj& to, const std::string& name, int amount);
// Takes `amount` away (weapons, keys and powers: all of it).
bool acs_take_inventory(Mobj& from, const std::string& name, int amount);
// How many of `name` the thing carries (0/1 for weapons, keys and powers;
// rounds for ammo; the armour's points for BasicArmor). -1: a name Doom has not.
int acs_check_inventory(const Mobj& of, const std::string& name);
// Whether Doom has an item of ZDoom's class `name`.
bool acs_item_known(const std::string& name);
// The most of ammo `name` the thing may carry (GetAmmoCapacity); -1: no such ammo.
int acs_ammo_capacity(const Mobj& of, const std::string& name);
void acs_set_ammo_capacity(Player& p, const std::string& name, int amount);
// What is left of power `name` (ZDoom's Power… classes), in tics; 0 for none.
int acs_power_tics(const Mobj& of, const std::string& name);
// ZDoom's name of the player's weapon in hand ("Shotgun"), "" for none.
std::string acs_weapon_name(const Mobj& of);
// Whether the player has weapon `name` in hand (CheckWeapon).
bool acs_holds_weapon(const Mobj& of, const std::string& name);
// Whether `name` names a weapon the player owns, and switching to it (SetWeapon).
bool acs_set_weapon(Mobj& of, const std::string& name);

}  // namespace sim
