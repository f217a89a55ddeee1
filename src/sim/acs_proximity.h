#pragma once
// ZDoom's CheckProximity (ACS's built-in function and A_CheckProximity,
// p_things.cpp's P_Thing_CheckProximity): whether as many things of a
// class as asked are near a thing, with its CPXF_ flags.
#include <string>

#include "base/fixed.h"

namespace sim {

struct World;
class Mobj;

// ZDoom's CPXF_ flags. Doom's classes have no ancestors to count, so
// kProximityAncestor matches the class itself, and things have no master.
enum ProximityFlags : int {
    kProximityAncestor = 1 << 0,
    kProximityLessOrEqual = 1 << 1,  // true for at most `count`
    kProximityNoZ = 1 << 2,          // distance across the map only
    kProximityCountDead = 1 << 3,
    kProximityDeadOnly = 1 << 4,
    kProximityExact = 1 << 5,        // true for exactly `count`
    kProximitySetTarget = 1 << 6,    // point the caller's target at one found
    kProximitySetMaster = 1 << 7,
    kProximitySetTracer = 1 << 8,
    kProximityFarthest = 1 << 9,     // ... the farthest found
    kProximityClosest = 1 << 10,     // ... the closest found
    kProximitySetOnPointer = 1 << 11,  // point the reference's pointers instead
    kProximityCheckSight = 1 << 12,  // count only things that see the reference
};

// `caller` is the thing the pointers are set on; `reference` the one the
// distance (16.16 map units) is measured from.
bool acs_check_proximity(World& w, Mobj& caller, Mobj& reference, const std::string& class_name,
                         base::fixed_t distance, int count, int flags);

}  // namespace sim
