#pragma once
// Geometry helpers, thing links and blockmap / intercept traversal (the
// original's p_maputl.c).
#include <algorithm>
#include <functional>
#include <span>

#include "sim/world.h"

namespace sim {

struct Divline {
    fixed_t x = 0, y = 0, dx = 0, dy = 0;
};

struct Intercept {
    fixed_t frac = 0;  // along the trace, 0..FRACUNIT
    bool is_line = false;
    int line = -1;
    Mobj* thing = nullptr;
};

enum PathTraverseFlags : int { PT_ADDLINES = 1, PT_ADDTHINGS = 2, PT_EARLYOUT = 4 };

fixed_t aprox_distance(fixed_t dx, fixed_t dy);                                 // P_AproxDistance
int point_on_line_side(const World& w, fixed_t x, fixed_t y, int line);         // P_PointOnLineSide
int box_on_line_side(const World& w, const map::BBox& box, int line);           // P_BoxOnLineSide (-1 = crosses)
// The square of half-width `radius` around (x, y), as tmbbox is built.
map::BBox box_around(fixed_t x, fixed_t y, fixed_t radius);
// Whether `box` crosses line `line`: their bounding boxes overlap and the
// line splits the box (PIT_CheckLine's test, shared by every box search).
bool box_crosses_line(const World& w, const map::BBox& box, int line);
int point_on_divline_side(fixed_t x, fixed_t y, const Divline& line);           // P_PointOnDivlineSide
Divline make_divline(const World& w, int line);                                 // P_MakeDivline
fixed_t intercept_vector(const Divline& v2, const Divline& v1);                // P_InterceptVector
void line_opening(World& w, int line);                                           // P_LineOpening → w.tm.open*
void unset_thing_position(World& w, Mobj& thing);                                // P_UnsetThingPosition
void set_thing_position(World& w, Mobj& thing);                                  // P_SetThingPosition
// Subsector containing a point (R_PointInSubsector, walking the BSP).
int point_in_subsector(const World& w, fixed_t x, fixed_t y);
// Iterators stop and return false as soon as the callback returns false.
// The blockmap's are templates so that the movement code's checks, called
// for every line and thing near every move, are inlined into them.
template <class F>  // bool(int line)
bool block_lines_iterator(World& w, int bx, int by, F&& f);
template <class F>  // bool(Mobj&)
bool block_things_iterator(World& w, int bx, int by, F&& f);
bool path_traverse(World& w, fixed_t x1, fixed_t y1, fixed_t x2, fixed_t y2, int flags,
                   const std::function<bool(const Intercept&)>& trav);            // P_PathTraverse

// Blockmap cell of a coordinate (no clamping: callers check the range).
inline int block_x(const World& w, fixed_t x) { return (x - w.level.blockmap.origin_x) >> 23; }
inline int block_y(const World& w, fixed_t y) { return (y - w.level.blockmap.origin_y) >> 23; }
inline constexpr int kMapBlockShift = 23;  // FRACBITS + 7: 128-unit cells

template <class F>
bool block_lines_iterator(World& w, int bx, int by, F&& f) {
    const map::Blockmap& bm = w.level.blockmap;
    if (bx < 0 || by < 0 || bx >= bm.width || by >= bm.height) return true;
    // Polyobjects first, as Hexen's polyblockmap: the BLOCKMAP lump lists
    // their lines where the map drew them, not where they are.
    for (const Polyobject& po : w.polyobjects) {
        if (bx < po.cells[0] || bx > po.cells[1] || by < po.cells[2] || by > po.cells[3]) continue;
        for (int line : po.lines) {
            LineState& ld = w.lines[static_cast<std::size_t>(line)];
            if (ld.validcount == w.validcount) continue;
            ld.validcount = w.validcount;
            if (!f(line)) return false;
        }
    }
    const std::span<const int> cell = bm.cell(static_cast<std::size_t>(by * bm.width + bx));
    for (int line : cell.subspan(std::min(w.blocklist_skip, cell.size()))) {
        LineState& ld = w.lines[static_cast<std::size_t>(line)];
        if (ld.validcount == w.validcount) continue;  // already checked
        ld.validcount = w.validcount;
        if (!f(line)) return false;
    }
    return true;
}

template <class F>
bool block_things_iterator(World& w, int bx, int by, F&& f) {
    const map::Blockmap& bm = w.level.blockmap;
    if (bx < 0 || by < 0 || bx >= bm.width || by >= bm.height) return true;
    for (Mobj* mo = w.blocklinks[static_cast<std::size_t>(by * bm.width + bx)]; mo; mo = mo->bnext) {
        if (!f(*mo)) return false;
    }
    return true;
}

}  // namespace sim
