#pragma once
// ZDoom's 3D floors (Sector_Set3DFloor, special 160): a control sector's
// floor and ceiling standing as a slab inside every sector with the tag
// its line names. The slab is the control sector's: movers, lights and
// savegames act on that sector, so nothing here is saved; the list is
// built again from the map at load.
//
// What the simulation does with a slab, as ZDoom does:
// - solid ones are floors to things above their middle and ceilings to
//   things below it (where the thing's middle is against the slab's);
// - hitscans stop at the planes and sides of slabs that are not shoot-
//   through, sight at those that are not see-through (the swimmable and
//   non-solid types are both; flags 16 and 32 of the type turn it over);
// - swimmable and non-solid ones let things through.
#include <cstdint>
#include <span>
#include <vector>

#include "base/fixed.h"

namespace sim {

using base::fixed_t;
struct World;
class Mobj;

enum class ExtraFloorKind : std::uint8_t { Solid, Swimmable, NonSolid };

struct ExtraFloor {
    int control = -1;  // the sector whose planes bound the slab
    int target = -1;   // the sector it stands in
    int line = -1;     // the line that made it: its front side's textures draw the slab's sides
    ExtraFloorKind kind = ExtraFloorKind::Solid;
    bool vavoom = false;        // type 0: the control sector's floor is the top, its ceiling the bottom
    bool thin = false;          // flag 8: no bottom, the top plane alone
    bool shoot_through = false;
    bool see_through = false;
    bool render_inside = false;  // type bit 4: its planes and sides seen from inside too
    bool no_shade = false;       // flag 1: the light below stays the target sector's
    bool restrict_light = false; // flag 2: the light it casts ends at its bottom
    bool reset_light = false;    // flag 1024: below it, the target sector's own light again
    bool additive = false;       // flag 64: blended by adding, not mixing
    int side_texture = 0;        // 0: the line's middle; 1: upper (flag 16); 2: lower (flag 32)
    int alpha = 255;

    bool solid() const { return kind == ExtraFloorKind::Solid; }
};

// The level's slabs, grouped by the sector they stand in.
class ExtraFloors {
public:
    void clear();
    bool any() const { return !floors_.empty(); }
    std::span<const ExtraFloor> all() const { return floors_; }
    // Those standing in `sector`, in the order their lines come.
    std::span<const ExtraFloor> in(int sector) const;

    void build(std::vector<ExtraFloor> floors, int sector_count);

private:
    std::vector<ExtraFloor> floors_;
    std::vector<int> first_;  // per sector, then one past the end
};

// Reads every Sector_Set3DFloor line of w.level (the map as loaded, so a
// savegame rebuilds the same list) into w.extra_floors and leaves those
// lines plain in w.lines.
void build_extra_floors(World& w);

// One warning naming the first Sector_Set3DFloor line, when the level has
// slabs: the exact view does not draw them.
void warn_of_undrawn_extra_floors(const World& w);

// The slab's top and bottom at (x, y), from its control sector's planes.
fixed_t extra_floor_top(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y);
fixed_t extra_floor_bottom(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y);

// Whether a solid slab is under a thing from z to z + height (its middle
// at or below the thing's), else over it.
bool extra_floor_below(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y, fixed_t z, fixed_t height);

// Narrows floorz and ceilingz, the planes of `sector` at (x, y), by the
// solid slabs in it, for a thing from z to z + height.
void fit_between_extra_floors(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z, fixed_t height,
                              fixed_t& floorz, fixed_t& ceilingz);

// Narrows w.tm's opening of two-sided `line` at (x, y) by the solid slabs
// on either side, for `thing` (P_LineOpening_XFloors).
void narrow_opening_by_extra_floors(World& w, int line, fixed_t x, fixed_t y, const Mobj& thing);

// Whether a point at height z, at (x, y) in `sector`, is inside a slab
// that stops hitscans (sight: that stops sight).
bool inside_shot_blocking_extra_floor(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z);
bool inside_sight_blocking_extra_floor(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z);

// Where along a straight path in `sector` from (x0, y0, z0) to (x1, y1,
// z1), as a fraction of it in 16.16, the path first meets a top or bottom
// of a slab that stops hitscans; -1 if it meets none.
fixed_t path_meets_extra_floor(const World& w, int sector, fixed_t x0, fixed_t y0, fixed_t z0, fixed_t x1, fixed_t y1,
                               fixed_t z1);

// Narrows a sight window by the slabs in `sector` that stop sight, for
// the stretch of the sight line from `f0` to `f1` (fractions of it in
// 16.16, at (x0, y0) and (x1, y1)). The window is the original's: lines
// from height `start` rising `slope` per whole trace, at frac f a line is
// at start + slope * f. A slab takes out the lines that meet it in the
// stretch; false if none is left. Where it would split the window in two,
// the window is kept whole.
bool narrow_sight_by_extra_floors(const World& w, int sector, fixed_t start, fixed_t f0, fixed_t x0, fixed_t y0,
                                  fixed_t f1, fixed_t x1, fixed_t y1, fixed_t& bottomslope, fixed_t& topslope);

// Recomputes a thing's floorz, ceilingz and dropoffz where it stands, with
// the slabs of its sector (after it was spawned or lifted).
void fit_mobj_to_extra_floors(const World& w, Mobj& mo);

}  // namespace sim
