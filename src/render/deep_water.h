#pragma once
// Boom's deep water (242) as a view sees it: R_FakeFlat (killough's
// r_bsp.c, as dsda-doom draws it at complevel 9 and later) and
// R_ProjectSprite's test, shared by the software renderer and the true 3D
// view. A sector whose heightsec names a control sector is drawn in one of
// three zones, chosen by where the view's own sector puts the eye against
// its control sector's planes:
//  - below the fake floor: the real floor, a ceiling just under the fake
//    floor, both with the control sector's flats and light (its ceiling
//    flat, unless that is sky: then the floor flat shows above too);
//  - above the fake ceiling, where the sector's ceiling is higher: a floor
//    just over the fake ceiling with the control's flats and light;
//  - otherwise: the control sector's heights with the sector's own flats.
// Other sectors are drawn as they are.
#include "base/fixed.h"

namespace sim {
struct World;
}

namespace render {

using base::fixed_t;

struct DrawnSector {
    fixed_t floorheight = 0, ceilingheight = 0;
    int floorpic = 0, ceilingpic = 0;
    int lightlevel = 0;
    int heightsec = -1;
    // Whose plane looks (offsets, scales) and plane light each plane takes:
    // the sector's own, or its control sector's.
    int floor_look = 0, ceiling_look = 0;
};

struct WaterEye {
    int heightsec = -1;  // the control sector of the sector the view is in, or -1
    fixed_t viewz = 0;
    int sky_flat = -1;
};

// How `sector` is drawn from `eye`; `back`: as the far side of a line,
// which keeps its own flats and light under the water (killough 11/98).
DrawnSector drawn_sector(const sim::World& world, const WaterEye& eye, int sector, bool back);

// R_ProjectSprite (killough 3/27/98, 4/11/98): a thing from bottom `gz` to
// top `gzt` in a sector whose control sector is `heightsec` is left out
// where the fake planes part it from the view.
bool hidden_by_water(const sim::World& world, const WaterEye& eye, int heightsec, fixed_t gz, fixed_t gzt);

}  // namespace render
