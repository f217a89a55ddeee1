#pragma once
// A sector's floor or ceiling as a plane (ZDoom's slopes). Flat planes, all
// that Doom has, stay the sector's floorheight / ceilingheight and take
// the original's code paths; a sloped plane adds a rise per unit run in x
// and y from an anchor point, where the plane's height is the sector's
// floorheight (ceilingheight). Movers change that height and so shift the
// whole plane, as ZDoom's movers change its d term.
#include <cstdint>

#include "base/fixed.h"

namespace sim {

using base::fixed_t;

// Rises are kept with 24 fraction bits and limited to 64 units per unit
// run (steeper is a wall to any thing): a rise times a 16.16 distance then
// fits 64 bits, and a rise fits the savegame's 32-bit numbers.
inline constexpr int kSlopeBits = 24;
inline constexpr std::int32_t kMaxRise = std::int32_t{1} << 30;

struct SectorPlane {
    bool sloped = false;
    std::int32_t rise_x = 0, rise_y = 0;  // dz/dx and dz/dy, scaled by 2^kSlopeBits
    fixed_t anchor_x = 0, anchor_y = 0;   // where the plane is at the sector's height
    bool operator==(const SectorPlane&) const = default;
};

// The height of a sloped plane at (x, y), given its height at the anchor;
// saturates at the limits of fixed_t.
fixed_t sloped_plane_z(const SectorPlane& p, fixed_t height, fixed_t x, fixed_t y);

// The height of the plane at (x, y): `height` itself when the plane is flat.
inline fixed_t plane_z(const SectorPlane& p, fixed_t height, fixed_t x, fixed_t y) {
    return p.sloped ? sloped_plane_z(p, height, x, y) : height;
}

// A plane anchored at (x, y) that rises rise_x / rise_y (real numbers, as
// the map gives them) per unit run; the sector's height is its height
// there. Rises past ±64 are clamped. Flat when both round to 0.
SectorPlane make_plane(double rise_x, double rise_y, fixed_t x, fixed_t y);

}  // namespace sim
