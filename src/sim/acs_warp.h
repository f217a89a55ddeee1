#pragma once
// ZDoom's Warp (ACS's built-in function and A_Warp, p_things.cpp's
// P_Thing_Warp): a thing moved to another's place, offset along the
// other's facing, where it fits.
#include "base/fixed.h"

namespace sim {

struct World;
class Mobj;

// ZDoom's WARPF_ flags this plays; the interpolation flags (0x10-0x40)
// ask nothing of the simulation, and Doom's things have no pitch to copy
// or float bob to follow (0x800, 0x8000).
enum WarpFlags : int {
    kWarpAbsoluteOffset = 0x1,    // the offsets along the map's axes, not the facing
    kWarpAbsoluteAngle = 0x2,     // the angle given is the facing, not added to one
    kWarpUseCallerAngle = 0x4,    // add the angle to the caller's facing, not the reference's
    kWarpNoCheckPosition = 0x8,   // move even where it does not fit
    kWarpStop = 0x80,             // stand still after
    kWarpToFloor = 0x100,         // the height offset from the floor there
    kWarpTestOnly = 0x200,        // only say whether it would fit
    kWarpAbsolutePosition = 0x400,  // the offsets are the place itself
    kWarpMovePointer = 0x1000,    // move the reference to the caller instead
    kWarpUsePointer = 0x2000,     // the reference is the caller's pointer, not a thing id
    kWarpCopyVelocity = 0x4000,   // take the reference's momentum
};

// Warp (caller, reference, offsets in map units as 16.16, angle as a
// 16.16 fraction of a turn, flags, height offset as a fraction of the
// reference's height, radius offset as a fraction of its radius): whether
// the caller moved (or, testing, would fit).
bool acs_warp(World& w, Mobj& caller, Mobj& reference, base::fixed_t xofs, base::fixed_t yofs, base::fixed_t zofs,
              int angle, int flags, base::fixed_t height_offset, base::fixed_t radius_offset);

}  // namespace sim
