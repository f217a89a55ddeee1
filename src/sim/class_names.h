#pragma once
// ZDoom's class names for Doom's things ("DoomImp", "ShotgunGuy", ...), by
// which ACS's Spawn and SpawnSpot name what they spawn. Doom's set only.
#include <string_view>

#include "sim/info.h"

namespace sim {

struct World;

// The thing type class `name` (any case) names in this game, or kNoThing.
MobjType type_of_class_name(const World& w, std::string_view name);
// ZDoom's class name of things of `type` in this game; empty for none.
std::string_view class_name_of(const World& w, MobjType type);

}  // namespace sim
