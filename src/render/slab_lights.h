#pragma once
// ZDoom's light lists for 3D floors (P_Recalculate3DFloors): a slab
// casts its control sector's light down into the sector it stands in,
// from its top to the next slab's top below, unless its flags say "no
// shade" (1); "restrict light inside" (2) ends the light at its bottom,
// where the light from above it comes back, and "reset" (1024) makes that
// the sector's own. Every renderer lights by these lists: walls and things by the height of each pixel or of the
// thing's top, floors and ceilings by their heights, and a slab's own
// planes and sides as ZDoom's do: its top by the light above it, its
// bottom and sides by the light under its top.
//
// As in ZDoom the list is ordered by the planes' heights at the sector's
// centre, and a sloped slab's boundary is taken level at that height.
// Only light levels follow the lists: colour tables stay as they were, a
// sector's surfaces in its own, a slab's in its control sector's (ZDoom's
// colormaps follow the lists as well).
#include <span>
#include <vector>

#include "base/fixed.h"

namespace sim {
struct World;
struct ExtraFloor;
class Mobj;
}

namespace render {

using base::fixed_t;

struct SlabLightEntry {
    fixed_t height = 0;    // where the light starts, going down
    int light_sector = 0;  // whose light level lights below it
};

class SlabLights {
public:
    // The lists for the slabs' heights now (once a frame).
    void update(const sim::World& world);
    bool any() const { return any_; }
    // The sector's list, top down; its first entry is the sector's own
    // light from its ceiling. Empty for a sector no slab shades.
    std::span<const SlabLightEntry> in(int sector) const;

    // The sector whose light level lights a surface at height z in
    // `sector`, as P_GetPlaneLight finds it: one facing up (a floor, a
    // slab's top, a wall's pixel) takes the light of the lowest entry
    // above z; one facing down (a ceiling, a slab's bottom and sides, a
    // thing by its top) counts an entry less than a unit under z as above.
    int light_sector(int sector, fixed_t z, bool facing_down) const;
    // That sector's light level now.
    int light_level(const sim::World& world, int sector, fixed_t z, bool facing_down) const;

    // The rules both renderers light by, each by heights at the sector's
    // centre as the lists are made:
    // a sector's own floor or ceiling (its light where no slab shades it);
    int plane_level(const sim::World& world, int sector, bool ceiling) const;
    // a thing, by its top;
    int thing_level(const sim::World& world, int sector, const sim::Mobj& thing) const;
    // a slab's top or bottom face seen from below or above (its sides take
    // its top seen from below).
    int face_level(const sim::World& world, const sim::ExtraFloor& slab, bool top, bool from_below) const;

private:
    bool any_ = false;
    std::vector<SlabLightEntry> entries_;
    std::vector<int> first_;  // per sector, then one past the end
};

}  // namespace render
