#pragma once
// Boom's sector node lists (msecnode_t): each thing's list of the sectors
// its box touches, and each sector's list of the things touching it. Boom's
// scrollers, friction and pushers act on what touches a sector, not only on
// what stands in it. Kept at Boom levels and later (on Hexen-type maps too,
// for ZDoom's wind, currents and friction), by set_thing_position and
// unset_thing_position; vanilla has no such lists. Movers and carrying
// floors use them on Boom's maps only (boom_map_rules).
//
// A sector's list is kept in Boom's order, its head at the back of the
// vector: a thing entering the sector goes to the head, one staying keeps
// its place, as P_CreateSecNodeList reuses the nodes of the sectors still
// touched. Movers crush things in that order (P_CheckSector), and which
// thing takes which random number follows from it.
#include "sim/world.h"

namespace sim {

// Whether the lists are kept in this game.
bool keeps_touching_sectors(const World& w);
// P_CreateSecNodeList for the thing at its position: the sector of its
// centre and both sectors of each line crossing its box. The thing's
// lists from its last position are kept until then (unset_thing_position
// leaves them), so the sectors it still touches keep its place.
void link_touching_sectors(World& w, Mobj& thing);
// Out of every list, as a thing leaves the world.
void unlink_touching_sectors(World& w, Mobj& thing);
// After a savegame is read: the lists again from every linked thing.
void relink_all_touching_sectors(World& w);

}  // namespace sim
