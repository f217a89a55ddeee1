#pragma once
// The sloped planes of a level, built at load from what a ZDoom map says.
#include "sim/world.h"

namespace sim {

// Gives each sector its floor and ceiling plane, in the order ZDoom's
// P_SetupLevel applies them: the sector's explicit plane fields (UDMF
// floorplane_a..d, ceilingplane_a..d, read with the sector), Plane_Align
// lines (181, P_SetSlopes, with the lines), then P_SpawnSlopeMakers once
// the things are read: the slope things (SlopeFloorPointLine and
// SlopeCeilingPointLine 9500-9501, SetFloorSlope and SetCeilingSlope
// 9502-9503, VavoomFloor and VavoomCeiling 1500-1501), vertex heights of
// triangular sectors (VertexFloorZ and VertexCeilingZ things, 1504-1505,
// and the vertices' zfloor / zceiling), CopyFloorPlane and
// CopyCeilingPlane things (9510-9511); last Plane_Copy lines (118,
// P_CopySlopes). Both specials then leave their lines plain, as ZDoom
// clears them. Runs before things spawn. A level with none of these keeps
// every plane flat.
void build_sector_planes(World& w);

// Whether editor number `doomednum` is one of the slope things above, and
// whether the level's format reads them (ZDoom's and Hexen's).
bool is_slope_thing(int doomednum);
bool reads_slopes(const World& w);

// Sets w.sloped_level from the sectors' planes (after a savegame is read).
void note_sloped_level(World& w);

}  // namespace sim
