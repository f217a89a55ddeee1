#pragma once
// ZDoom's thing ids (tids): the number a Hexen-type map gives a thing so
// that specials and scripts can find it. A map object carries its own
// (Mobj::tid, set when the map spawns it, changed by Thing_ChangeTID);
// ZDoom's map spots (editor numbers 9001 and 9013) are places with an id
// and nothing else, read from the map where a special asks for them.
#include <vector>

#include "sim/mobj.h"

namespace sim {

struct World;

// The map objects with thing id `tid` not yet removed, in thinker order;
// for tid 0 the activator alone (none without one).
std::vector<Mobj*> things_with_id(World& w, int tid, Mobj* activator);

// A place a special spawns things at or moves them to: a map object with
// the id, or a map spot (thing null).
struct Spot {
    fixed_t x = 0, y = 0, z = 0;
    angle_t angle = 0;
    Mobj* thing = nullptr;
};
// Things with the id first, in thinker order, then the map's spots in map
// order; tid 0 is the activator.
std::vector<Spot> spots_with_id(World& w, int tid, Mobj* activator);

// Whether editor number `doomednum` is one of ZDoom's map spots, which
// spawn nothing.
bool is_map_spot(int doomednum);

}  // namespace sim
