#pragma once
// What ZDoom's slopes change in the movement, hitscan and sight queries.
// Each answers as the flat code does when no sector involved is sloped;
// the callers keep the original's path for flat sectors.
#include "sim/world.h"

namespace sim {

// Whether either sector of `line` has a sloped floor or ceiling.
bool line_sloped(const World& w, int line);

// The point of `line` (as a segment) nearest to (x, y): where ZDoom
// measures the opening a thing at (x, y) meets on the line.
void nearest_point_on_line(const World& w, int line, fixed_t x, fixed_t y, fixed_t& px, fixed_t& py);

// P_LineOpening with the planes' heights at (x, y), a point on the line.
void line_opening_at(World& w, int line, fixed_t x, fixed_t y);

// The opening a thing at (x, y) meets on `line`: P_LineOpening for flat
// sectors, the planes' heights at the line's point nearest to it else.
void thing_line_opening(World& w, int line, fixed_t x, fixed_t y);

// Whether the front and back floors (ceilings) of a two-sided line differ
// at (x, y): the hitscans and sight test a step only where one is.
bool floors_differ_at(const World& w, int line, fixed_t x, fixed_t y);
bool ceilings_differ_at(const World& w, int line, fixed_t x, fixed_t y);

// A hitscan's passage through sloped sectors and 3D floors (P_LineAttack
// on ZDoom's planes). The trace runs from w.tm.trace_x/y at height w.tm.shootz
// rising w.tm.aimslope per unit over w.tm.attackrange; `sector` is where
// it is, from `frac` on. Flat sectors never stop it, as in the original.
struct ShotPassage {
    int sector = -1;
    fixed_t frac = 0;
};

// Where along the trace, at or before `frac`, the shot meets the sloped
// floor or ceiling of the sector it is in, or a 3D floor's top or bottom
// there; -1 if it does not.
fixed_t shot_meets_plane(const World& w, const ShotPassage& shot, fixed_t frac);

// Whether the shot, crossing two-sided `line` at `frac`, strikes the side
// of a 3D floor on either side of it.
bool shot_meets_extra_floor_side(const World& w, int line, fixed_t frac);

// The shot passes `line` at `frac` into the sector beyond it.
void shot_crosses(const World& w, ShotPassage& shot, int line, fixed_t frac);

// Spawns the puff where the shot met the plane at `frac`.
void shot_hits_plane(World& w, const ShotPassage& shot, fixed_t frac);

}  // namespace sim
