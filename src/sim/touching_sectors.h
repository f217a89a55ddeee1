#pragma once
// Boom's sector node lists (msecnode_t): each thing's list of the sectors
// its box touches, and each sector's list of the things touching it. Boom's
// scrollers, friction and pushers act on what touches a sector, not only on
// what stands in it. Kept at Boom levels and later, by set_thing_position
// and unset_thing_position; vanilla has no such lists.
//
// Only the membership is kept: everything that reads the lists here adds
// momentum or takes a minimum, which no order changes.
#include "sim/world.h"

namespace sim {

// Whether the lists are kept in this game.
bool keeps_touching_sectors(const World& w);
// P_CreateSecNodeList for the thing at its position: the sector of its
// centre and both sectors of each line crossing its box.
void link_touching_sectors(World& w, Mobj& thing);
void unlink_touching_sectors(World& w, Mobj& thing);
// After a savegame is read: the lists again from every linked thing.
void relink_all_touching_sectors(World& w);

}  // namespace sim
