#pragma once
// What ACS reads of the players (ZDoom's p_acs.cpp and p_things.cpp):
// their commands as GetPlayerInput numbers them, their names as
// PrintName prints them, and their armour by ZDoom's class names.
#include <string>

namespace sim {

struct World;
class Mobj;

// GetPlayerInput (player, input): player -1 is the activator's. Inputs
// are ZDoom's INPUT_ numbers (0-7: the command as it came; 8-15, MODINPUT_:
// as the player's think changed it), buttons in ZDoom's bits (attack 1,
// use 2), moves in ZDoom's units (Doom's << 8), the yaw Doom's angleturn.
// Doom has no pitch, roll or upward move: those read 0.
int acs_player_input(const World& w, const Mobj* activator, int player, int input);

// PrintName's text for `which`: a player by number from 1 (0: the
// activator), or ZDoom's PRINTNAME_ values: -1 the level's name, -2 its
// lump, -3 the skill. A player's name is "Player" (Doom's players have
// none; ZDoom's default); a thing not a player prints its class's name.
// The next maps' names (-4, -5) print nothing, with one warning a map.
std::string acs_print_name(World& w, const Mobj* activator, int which);

// GetArmorType (class, player): the player's armour points when the
// armour worn is of ZDoom's class (GreenArmor or BlueArmor), else 0.
int acs_armor_of_type(const World& w, const std::string& armor, int player);

// CheckPlayerCamera (player): the id of the thing or map spot the player's
// view is from (sim/camera.h), -1 for its own view, another player's body
// or a player not in the game.
int acs_player_camera(const World& w, int player);

// GetPlayerInfo (player, info): what ZDoom's PLAYERINFO_ numbers read of a
// player in the game (-1 for one not in it). Doom's players carry no
// user settings, so each reads ZDoom's default: no team (255), autoaim
// 35 degrees as ZDoom returns it (in BAM over 90), the player's colour
// (green, indigo, brown, red as RGB), male, bob 0.25 moving and 0 still,
// the first class, a 90-degree view, view bob on; unknown infos read 0.
int acs_player_info(const World& w, int player, int info);

}  // namespace sim
