#pragma once
// Questions the line and sector specials ask about a sector's neighbours
// (the original's p_spec.c utilities). A sector's neighbours are visited
// through its line list in the order P_GroupLines built it, and tagged
// sectors in sector-number order: both orders decide which mover starts
// first and which height wins a tie.
#include "sim/world.h"

namespace sim {

// getNextSector: the sector on the other side of `line` from `sector`, or
// -1 when the line is not flagged two-sided (or has no back sector).
int next_sector(const World& w, int line, int sector);

// The i-th line of a sector's line list: whether it is flagged two-sided
// (twoSided), its front (0) or back (1) sidedef (getSide) and that
// sidedef's sector (getSector). -1 where the line has no such side.
bool two_sided(const World& w, int sector, int i);
int side_of(const World& w, int sector, int i, int side);
int sector_of_side(const World& w, int sector, int i, int side);

fixed_t find_lowest_floor_surrounding(const World& w, int sector);    // P_FindLowestFloorSurrounding
fixed_t find_highest_floor_surrounding(const World& w, int sector);   // P_FindHighestFloorSurrounding
// P_FindNextHighestFloor: the lowest neighbouring floor above `height`,
// or `height` itself when there is none.
fixed_t find_next_highest_floor(const World& w, int sector, fixed_t height);
// The highest neighbouring floor below `height`, or `height` when none is
// (Hexen-type Floor_LowerToNearest).
fixed_t find_next_lowest_floor(const World& w, int sector, fixed_t height);
fixed_t find_lowest_ceiling_surrounding(const World& w, int sector);  // P_FindLowestCeilingSurrounding
fixed_t find_highest_ceiling_surrounding(const World& w, int sector); // P_FindHighestCeilingSurrounding
// Boom's queries (boom_sector_queries.cpp). The nearest neighbouring
// ceiling below or above `height`, or `height` when there is none
// (P_FindNextLowestCeiling, P_FindNextHighestCeiling).
fixed_t find_next_lowest_ceiling(const World& w, int sector, fixed_t height);
fixed_t find_next_highest_ceiling(const World& w, int sector, fixed_t height);
// The height of the shortest lower (upper) texture on the sector's
// two-sided lines, either side; "-" is not measured
// (P_FindShortestTextureAround, P_FindShortestUpperAround).
fixed_t find_shortest_lower_around(const World& w, int sector);
fixed_t find_shortest_upper_around(const World& w, int sector);
// The first neighbour across a two-sided line, in line order, whose floor
// (ceiling) is at `height`, or -1 (P_FindModelFloorSector,
// P_FindModelCeilingSector).
int find_model_floor_sector(const World& w, int sector, fixed_t height);
int find_model_ceiling_sector(const World& w, int sector, fixed_t height);

// P_FindSectorFromLineTag: the next sector after `start` with this tag,
// or -1. Start from -1 to find the first.
int find_sector_from_tag(const World& w, int tag, int start);
// Whether `sector` answers to `tag`: its own, or one of its UDMF moreids.
bool sector_has_tag(const World& w, int sector, int tag);
// P_FindMinSurroundingLight: the darkest neighbour, but no brighter than max.
int find_min_surrounding_light(const World& w, int sector, int max);

}  // namespace sim
