#pragma once
// The sloped planes of a level, built at load from what a ZDoom map says.
#include "sim/world.h"

namespace sim {

// Gives each sector its floor and ceiling plane, in the order ZDoom's
// P_SetupLevel applies them: the sector's explicit plane fields (UDMF
// floorplane_a..d, ceilingplane_a..d, read with the sector), Plane_Align
// lines (181, P_SetSlopes, with the lines), vertex heights of triangular
// sectors (zfloor / zceiling, P_SpawnSlopeMakers, after the things are
// read) and last Plane_Copy lines (118, P_CopySlopes). Both specials then
// leave their lines plain, as ZDoom clears them. Runs before things spawn.
// A level with none of these keeps every plane flat.
void build_sector_planes(World& w);

// Sets w.sloped_level from the sectors' planes (after a savegame is read).
void note_sloped_level(World& w);

}  // namespace sim
