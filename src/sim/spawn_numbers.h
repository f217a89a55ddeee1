#pragma once
// ZDoom's spawn numbers: the small numbers that Thing_Spawn,
// Thing_Projectile and ACS's ThingCount name a class by (not editor
// numbers). Doom's set only.
#include "sim/info.h"

namespace sim {

struct World;

// The thing type spawn number `number` names in this game, or kNoThing.
MobjType type_of_spawn_number(const World& w, int number);

}  // namespace sim
