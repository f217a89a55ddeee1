#pragma once
// Per-tic player logic: movement from the ticcmd, view bobbing, death
// camera, use, weapon change, powers (the original's p_user.c).
#include "sim/world.h"

namespace sim {

void player_think(World& w, Player& player);   // P_PlayerThink
void calc_height(World& w, Player& player);    // P_CalcHeight
void thrust(Player& player, angle_t angle, fixed_t move);  // P_Thrust

}  // namespace sim
