#pragma once
// ZDoom's DropItem (ACS's built-in function; A_DropItem with Doom's drop
// style): an item spawned halfway up each source, marked dropped and
// tossed, when the roll allows.
#include <string>
#include <vector>

namespace sim {

struct World;
class Mobj;

// DropItem (sources, class, amount, chance): one roll of the game's random
// numbers a source against `chance` (256 and more: always), then the
// tosses'; how many sources it was tried for. A drop amount is not
// played (a Doom item gives its own; one warning a map).
int acs_drop_item(World& w, const std::vector<Mobj*>& sources, const std::string& name, int amount, int chance);

}  // namespace sim
