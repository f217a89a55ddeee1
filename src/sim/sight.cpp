// Line of sight as Doom 1.9 decides it (p_sight.c): REJECT first, then a
// walk of the BSP from the looker's side to the target's, narrowing the
// vertical window at every two-sided line the trace crosses. At Boom's
// levels a 242 fake floor or ceiling between them hides them too and a
// line's box is tested first, from MBF on two things in one subsector
// always see each other, and MBF21 mends the original's slip in telling
// a point's side of a horizontal line.
#include "sim/sight.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "sim/boom_thinkers.h"
#include "sim/line_blocking.h"
#include "sim/map_utility.h"
#include "sim/wrapping.h"

namespace sim {
namespace {

using base::fixed_div;
using base::fixed_mul;
using base::kFracBits;

struct Trace {
    fixed_t x, y, dx, dy;
};

// Which side of a divline a point is on: 0 front, 1 back, 2 on it. Not the
// same as point_on_divline_side: it has an "on" answer, and whole units.
int divline_side(fixed_t x, fixed_t y, const Trace& node, bool fixed_level) {
    if (!node.dx) {
        if (x == node.x) return 2;
        if (x <= node.x) return node.dy > 0;
        return node.dy < 0;
    }
    if (!node.dy) {
        // The original compares x with the line's y here; kept, it decides
        // which BSP side is walked first and thus validcount marks. MBF21
        // (as PrBoom+ from its level 4) compares y.
        if ((fixed_level ? y : x) == node.y) return 2;
        if (y <= node.y) return node.dx < 0;
        return node.dx > 0;
    }
    const fixed_t dx = wrap_sub(x, node.x);
    const fixed_t dy = wrap_sub(y, node.y);
    const fixed_t left = wrap_mul(node.dy >> kFracBits, dx >> kFracBits);
    const fixed_t right = wrap_mul(dy >> kFracBits, node.dx >> kFracBits);
    if (right < left) return 0;
    if (left == right) return 2;
    return 1;
}

// The fraction along `v2` where it meets `v1`, in the original's reduced
// precision (P_InterceptVector2).
fixed_t intercept_vector2(const Trace& v2, const Trace& v1) {
    const fixed_t den = wrap_sub(fixed_mul(v1.dy >> 8, v2.dx), fixed_mul(v1.dx >> 8, v2.dy));
    if (den == 0) return 0;
    const fixed_t num =
        wrap_add(fixed_mul(wrap_sub(v1.x, v2.x) >> 8, v1.dy), fixed_mul(wrap_sub(v2.y, v1.y) >> 8, v1.dx));
    return fixed_div(num, den);
}

Trace sight_trace(const World& w) { return {w.tm.strace_x, w.tm.strace_y, w.tm.strace_dx, w.tm.strace_dy}; }

// The opening test below with ZDoom's planes, measured where the sight
// line crosses the line. Planes are straight, so between two lines a
// plane is never higher than at one of them: testing at lines is enough.
bool sloped_opening_passes(World& w, const SectorState& front, const SectorState& back, const Trace& strace,
                           const Trace& divl) {
    MapScratch& tm = w.tm;
    const fixed_t frac = intercept_vector2(strace, divl);
    const fixed_t x = strace.x + fixed_mul(strace.dx, frac), y = strace.y + fixed_mul(strace.dy, frac);
    const fixed_t front_floor = front.floor_at(x, y), back_floor = back.floor_at(x, y);
    const fixed_t front_ceiling = front.ceiling_at(x, y), back_ceiling = back.ceiling_at(x, y);
    const fixed_t opentop = std::min(front_ceiling, back_ceiling);
    const fixed_t openbottom = std::max(front_floor, back_floor);
    if (openbottom >= opentop) return false;
    // Unlike the flat test, a sloped plane limits the view even where both
    // sides meet at the line: the plane may rise into the view beyond it.
    const fixed_t bottom = fixed_div(openbottom - tm.sightzstart, frac);
    if (bottom > tm.bottomslope) tm.bottomslope = bottom;
    const fixed_t top = fixed_div(opentop - tm.sightzstart, frac);
    if (top < tm.topslope) tm.topslope = top;
    return tm.topslope > tm.bottomslope;
}

// Whether the trace, which crosses `seg`'s line along `divl`, goes on
// past it: the line's opening narrows the vertical window.
bool passes_crossed_line(World& w, const map::Seg& seg, const Trace& strace, const Trace& divl) {
    const map::Line& line = w.level.lines[static_cast<std::size_t>(seg.line)];
    const LineState& state = w.lines[static_cast<std::size_t>(seg.line)];
    MapScratch& tm = w.tm;
    // Lines with no back sector ("impassable glass") and one-sided ones block.
    if (line.back_sector == map::kNone) return false;
    if (!(state.flags & map::kLineTwoSided) || line_blocks_sight(w, seg.line)) return false;
    if (seg.front_sector == map::kNone || seg.back_sector == map::kNone) return false;

    const SectorState& front = w.sectors[static_cast<std::size_t>(seg.front_sector)];
    const SectorState& back = w.sectors[static_cast<std::size_t>(seg.back_sector)];
    if (w.sloped_level && (front.sloped() || back.sloped())) return sloped_opening_passes(w, front, back, strace, divl);
    if (front.floorheight == back.floorheight && front.ceilingheight == back.ceilingheight) return true;

    const fixed_t opentop = front.ceilingheight < back.ceilingheight ? front.ceilingheight : back.ceilingheight;
    const fixed_t openbottom = front.floorheight > back.floorheight ? front.floorheight : back.floorheight;
    if (openbottom >= opentop) return false;  // a closed door

    const fixed_t frac = intercept_vector2(strace, divl);
    if (front.floorheight != back.floorheight) {
        const fixed_t slope = fixed_div(openbottom - tm.sightzstart, frac);
        if (slope > tm.bottomslope) tm.bottomslope = slope;
    }
    if (front.ceilingheight != back.ceilingheight) {
        const fixed_t slope = fixed_div(opentop - tm.sightzstart, frac);
        if (slope < tm.topslope) tm.topslope = slope;
    }
    return tm.topslope > tm.bottomslope;
}

// True if the trace passes through the subsector without being blocked.
// Each line once (marked looked at before any test), tested whole by its
// two vertices. Boom and later (P_CrossSubsector_Boom, as dsda-doom keeps
// it) first pass over a line whose box misses the trace's box; the
// original's whole-unit side tests may still call such a line crossed.
// Whether the sight trace crosses `line`: its ends lie on either side of
// the trace, and the trace's ends on either side of it (`divl`, filled).
bool trace_crosses(const World& w, const Trace& strace, const map::Line& line, bool fixed, Trace& divl) {
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(line.v1)];
    const map::Vertex& v2 = w.level.vertices[static_cast<std::size_t>(line.v2)];
    if (divline_side(v1.x, v1.y, strace, fixed) == divline_side(v2.x, v2.y, strace, fixed)) return false;
    divl = Trace{v1.x, v1.y, wrap_sub(v2.x, v1.x), wrap_sub(v2.y, v1.y)};
    return divline_side(strace.x, strace.y, divl, fixed) != divline_side(w.tm.t2x, w.tm.t2y, divl, fixed);
}

bool cross_subsector(World& w, int num) {
    const map::Level& level = w.level;
    if (num < 0 || static_cast<std::size_t>(num) >= level.subsectors.size()) return true;
    const map::Subsector& sub = level.subsectors[static_cast<std::size_t>(num)];
    const Trace strace = sight_trace(w);
    const bool boom = w.opts.compat.boom(), fixed = w.opts.compat.mbf21();
    const fixed_t left = std::min(strace.x, w.tm.t2x), right = std::max(strace.x, w.tm.t2x);
    const fixed_t bottom = std::min(strace.y, w.tm.t2y), top = std::max(strace.y, w.tm.t2y);
    for (int i = 0; i < sub.num_segs; ++i) {
        const map::Seg& seg = level.segs[static_cast<std::size_t>(sub.first_seg + i)];
        if (seg.line == map::kNone) continue;  // a miniseg of extended nodes; vanilla has none
        LineState& state = w.lines[static_cast<std::size_t>(seg.line)];
        if (state.validcount == w.validcount) continue;  // seen from the other side already
        state.validcount = w.validcount;
        w.last_sight.lines.push_back(seg.line);

        const map::Line& line = level.lines[static_cast<std::size_t>(seg.line)];
        if (boom && (line.bbox[map::kBoxLeft] > right || line.bbox[map::kBoxRight] < left ||
                     line.bbox[map::kBoxBottom] > top || line.bbox[map::kBoxTop] < bottom))
            continue;
        Trace divl;
        if (!trace_crosses(w, strace, line, fixed, divl)) continue;
        if (!passes_crossed_line(w, seg, strace, divl)) return false;
    }
    return true;
}

// True if the trace crosses the node's subtree: the start point's side
// first, then the far side if the trace reaches it.
bool cross_bsp_node(World& w, std::uint32_t bspnum) {
    if (bspnum & map::kSubsectorBit) {
        // The original's -1 (no nodes at all) means subsector 0.
        if (bspnum == 0xffffffffu) return cross_subsector(w, 0);
        return cross_subsector(w, static_cast<int>(bspnum & ~map::kSubsectorBit));
    }
    if (bspnum >= w.level.partitions.size()) return true;
    const map::Partition& node = w.level.partitions[bspnum];
    const Trace partition{node.x, node.y, node.dx, node.dy};
    const bool fixed = w.opts.compat.mbf21();

    int side = divline_side(w.tm.strace_x, w.tm.strace_y, partition, fixed);
    if (side == 2) side = 0;  // on the partition: cross both sides
    if (!cross_bsp_node(w, node.children[static_cast<std::size_t>(side)])) return false;
    if (side == divline_side(w.tm.t2x, w.tm.t2y, partition, fixed)) return true;  // never reaches the other side
    return cross_bsp_node(w, node.children[static_cast<std::size_t>(side ^ 1)]);
}

// Polyobjects, after the walk found the way open: no subsector lists
// their lines where they stand, so each one-sided line of theirs the trace
// crosses hides the target (Hexen's sight walk reads them too).
bool polyobjects_pass(const World& w) {
    const Trace strace = sight_trace(w);
    const bool fixed = w.opts.compat.mbf21();
    for (const Polyobject& po : w.polyobjects)
        for (const int l : po.lines) {
            const map::Line& line = w.level.lines[static_cast<std::size_t>(l)];
            Trace divl;
            if (line.back_sector == map::kNone && trace_crosses(w, strace, line, fixed, divl)) return false;
        }
    return true;
}

// ZDoom's 3D floors, after the walk found the way open: along the trace
// from the looker's sector, each stretch between two lines lies in one
// sector, whose slabs that stop sight narrow the window. The lines come
// in order from a path traversal, as a hitscan's do: the walk above may
// pass over a line or take a parallel one for crossed, as the original's
// side tests do on axis-aligned traces.
bool extra_floors_pass(World& w, const Mobj& t1, const Mobj& t2) {
    MapScratch& tm = w.tm;
    const std::array<fixed_t, 4> trace{tm.trace_x, tm.trace_y, tm.trace_dx, tm.trace_dy};
    int sector = w.mobj_sector(t1);
    fixed_t frac = 0, x = t1.x, y = t1.y;
    const auto stretch_to = [&](fixed_t next, fixed_t nx, fixed_t ny) {
        return narrow_sight_by_extra_floors(w, sector, tm.sightzstart, frac, x, y, next, nx, ny, tm.bottomslope,
                                            tm.topslope);
    };
    bool open = path_traverse(w, t1.x, t1.y, t2.x, t2.y, PT_ADDLINES, [&](const Intercept& in) {
        const map::Line& ld = w.level.lines[static_cast<std::size_t>(in.line)];
        if (ld.back_sector == map::kNone) return true;
        const fixed_t nx = tm.trace_x + fixed_mul(tm.trace_dx, in.frac), ny = tm.trace_y + fixed_mul(tm.trace_dy, in.frac);
        if (!stretch_to(in.frac, nx, ny)) return false;
        sector = point_on_line_side(w, t1.x, t1.y, in.line) == 0 ? ld.back_sector : ld.front_sector;
        frac = in.frac;
        x = nx;
        y = ny;
        return true;
    });
    open = open && stretch_to(base::kFracUnit, t2.x, t2.y);
    tm.trace_x = trace[0];
    tm.trace_y = trace[1];
    tm.trace_dx = trace[2];
    tm.trace_dy = trace[3];
    return open;
}

}  // namespace

bool check_sight(World& w, Mobj& t1, Mobj& t2) {
    // REJECT: bit (s1 * numsectors + s2), looker's sector first.
    World::SightRecord& record = w.last_sight;
    record.lines.clear();
    const int s1 = w.mobj_sector(t1);
    const int s2 = w.mobj_sector(t2);
    record.walked = !w.level.rejects(s1, s2);
    if (!record.walked) return record.seen = false;
    // Boom: a fake floor or ceiling (242) between them hides them. No
    // sector has one below Boom's levels.
    if (fake_planes_hide(w, t1, s1, t2, s2)) {
        record.walked = false;
        return record.seen = false;
    }

    // MBF: two things in one subsector always see each other.
    // (Unless a 3D floor in between may part them.)
    if (t1.subsector == t2.subsector && w.opts.compat.mbf() && w.extra_floors.in(s1).empty())
        return record.seen = true;

    ++w.validcount;
    MapScratch& tm = w.tm;
    // From the looker's eyes (3/4 of its height) to any part of the target.
    tm.sightzstart = t1.z + t1.height - (t1.height >> 2);
    tm.topslope = (t2.z + t2.height) - tm.sightzstart;
    tm.bottomslope = t2.z - tm.sightzstart;

    tm.strace_x = t1.x;
    tm.strace_y = t1.y;
    tm.t2x = t2.x;
    tm.t2y = t2.y;
    tm.strace_dx = wrap_sub(t2.x, t1.x);
    tm.strace_dy = wrap_sub(t2.y, t1.y);
    if (!cross_bsp_node(w, w.level.partition_root())) return record.seen = false;
    if (!polyobjects_pass(w)) return record.seen = false;
    return record.seen = !w.extra_floors.any() || extra_floors_pass(w, t1, t2);
}

bool repeat_check_sight(World& w) {
    const World::SightRecord& record = w.last_sight;
    if (record.walked) {
        ++w.validcount;
        for (const int line : record.lines) w.lines[static_cast<std::size_t>(line)].validcount = w.validcount;
    }
    return record.seen;
}

}  // namespace sim
