#pragma once
// Line of sight as Doom 1.9 checks it: REJECT first, then the BSP
// (the original's p_sight.c).
#include "sim/world.h"

namespace sim {

bool check_sight(World& w, Mobj& t1, Mobj& t2);  // P_CheckSight
// check_sight once more for the pair it has just checked, nothing having
// changed since: the same answer, validcount and marks, without the walk.
bool repeat_check_sight(World& w);

}  // namespace sim
