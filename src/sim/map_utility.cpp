// Geometry helpers, thing links and blockmap / intercept traversal, with the
// original's integer arithmetic (p_maputl.c, plus R_PointInSubsector of
// r_main.c).
#include "sim/map_utility.h"

#include <climits>
#include <cstdint>
#include <vector>

#include "base/trig_tables.h"
#include "map/partition_grid.h"
#include "map/partition_side.h"
#include "sim/touching_sectors.h"

namespace sim {

namespace {

using base::fixed_mul;
using base::kFracBits;
using base::kFracUnit;

// abs() as the original's hardware computed it: INT32_MIN stays INT32_MIN.
fixed_t wrap_abs(fixed_t v) {
    return v < 0 ? static_cast<fixed_t>(0u - static_cast<std::uint32_t>(v)) : v;
}

constexpr int kMapBlockSize = 128 * kFracUnit;
constexpr int kMapBToFrac = kMapBlockShift - kFracBits;

// P_InterceptVector in 64 bits, as PrBoom 2.3 (complevel 15) introduced
// it: no precision lost to the >> 8 of the original. Of our levels only
// MBF21 is that late; the others keep the original's arithmetic.
fixed_t precise_intercept_vector(const Divline& v2, const Divline& v1) {
    using wide = std::int64_t;
    const wide den = (static_cast<wide>(v1.dy) * v2.dx - static_cast<wide>(v1.dx) * v2.dy) >> 16;
    if (den == 0) return 0;  // parallel
    const wide num = static_cast<wide>(v1.x - v2.x) * v1.dy - static_cast<wide>(v1.y - v2.y) * v1.dx;
    return static_cast<fixed_t>(num / den);
}

fixed_t trace_intercept(const World& w, const Divline& trace, const Divline& dl) {
    return w.opts.compat.mbf21() ? precise_intercept_vector(trace, dl) : intercept_vector(trace, dl);
}

const map::Vertex& v1_of(const World& w, int line) {
    return w.level.vertices[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(line)].v1)];
}
const map::Vertex& v2_of(const World& w, int line) {
    return w.level.vertices[static_cast<std::size_t>(w.level.lines[static_cast<std::size_t>(line)].v2)];
}

// Per-traversal state of P_PathTraverse (the original's intercepts[],
// intercept_p and earlyout; the trace itself lives in w.tm).
struct Traversal {
    std::vector<Intercept> intercepts;
    bool earlyout = false;
};

Divline current_trace(const World& w) { return {w.tm.trace_x, w.tm.trace_y, w.tm.trace_dx, w.tm.trace_dy}; }

// The original's intercepts[] held 128 entries; more were written over the
// globals after it (Chocolate Doom emulates some of that). This list grows
// instead and only reports it.
void add_intercept(World& w, Traversal& tr, const Intercept& in) {
    constexpr std::size_t kVanillaIntercepts = 128;
    tr.intercepts.push_back(in);
    if (tr.intercepts.size() > kVanillaIntercepts) w.overflows.note(Overflow::Intercepts);
}

// PIT_AddLineIntercepts: false stops the whole traversal (early out on a
// one-sided line).
bool add_line_intercept(World& w, Traversal& tr, int line) {
    const Divline trace = current_trace(w);
    int s1, s2;
    // Long traces use the divline test, short ones the line test (the
    // original's precision workaround).
    if (trace.dx > kFracUnit * 16 || trace.dy > kFracUnit * 16 || trace.dx < -kFracUnit * 16 ||
        trace.dy < -kFracUnit * 16) {
        s1 = point_on_divline_side(v1_of(w, line).x, v1_of(w, line).y, trace);
        s2 = point_on_divline_side(v2_of(w, line).x, v2_of(w, line).y, trace);
    } else {
        s1 = point_on_line_side(w, trace.x, trace.y, line);
        s2 = point_on_line_side(w, trace.x + trace.dx, trace.y + trace.dy, line);
    }
    if (s1 == s2) return true;  // not crossed

    const Divline dl = make_divline(w, line);
    const fixed_t frac = trace_intercept(w, trace, dl);
    if (frac < 0) return true;  // behind the source

    if (tr.earlyout && frac < kFracUnit &&
        w.level.lines[static_cast<std::size_t>(line)].back_sector == map::kNone)
        return false;

    Intercept in;
    in.frac = frac;
    in.is_line = true;
    in.line = line;
    add_intercept(w, tr, in);
    return true;
}

// PIT_AddThingIntercepts: the thing is tested along one of its diagonals.
bool add_thing_intercept(World& w, Traversal& tr, Mobj& thing) {
    const Divline trace = current_trace(w);
    const bool tracepositive = (trace.dx ^ trace.dy) > 0;
    fixed_t x1, y1, x2, y2;
    if (tracepositive) {
        x1 = thing.x - thing.radius;
        y1 = thing.y + thing.radius;
        x2 = thing.x + thing.radius;
        y2 = thing.y - thing.radius;
    } else {
        x1 = thing.x - thing.radius;
        y1 = thing.y - thing.radius;
        x2 = thing.x + thing.radius;
        y2 = thing.y + thing.radius;
    }
    const int s1 = point_on_divline_side(x1, y1, trace);
    const int s2 = point_on_divline_side(x2, y2, trace);
    if (s1 == s2) return true;

    const Divline dl{x1, y1, x2 - x1, y2 - y1};
    const fixed_t frac = trace_intercept(w, trace, dl);
    if (frac < 0) return true;

    Intercept in;
    in.frac = frac;
    in.is_line = false;
    in.thing = &thing;
    add_intercept(w, tr, in);
    return true;
}

// P_TraverseIntercepts: repeatedly takes the nearest remaining intercept
// (the first of equal ones in insertion order) and marks it used.
bool traverse_intercepts(Traversal& tr, const std::function<bool(const Intercept&)>& trav, fixed_t maxfrac) {
    std::size_t count = tr.intercepts.size();
    Intercept* in = nullptr;
    while (count--) {
        fixed_t dist = INT_MAX;
        for (Intercept& scan : tr.intercepts) {
            if (scan.frac < dist) {
                dist = scan.frac;
                in = &scan;
            }
        }
        if (dist > maxfrac) return true;  // everything in range was checked
        if (!trav(*in)) return false;
        in->frac = INT_MAX;
    }
    return true;
}

}  // namespace

fixed_t aprox_distance(fixed_t dx, fixed_t dy) {
    dx = wrap_abs(dx);
    dy = wrap_abs(dy);
    if (dx < dy) return dx + dy - (dx >> 1);
    return dx + dy - (dy >> 1);
}

int point_on_line_side(const World& w, fixed_t x, fixed_t y, int line) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const map::Vertex& v1 = v1_of(w, line);
    if (!ld.dx) {
        if (x <= v1.x) return ld.dy > 0;
        return ld.dy < 0;
    }
    if (!ld.dy) {
        if (y <= v1.y) return ld.dx < 0;
        return ld.dx > 0;
    }
    const fixed_t dx = x - v1.x;
    const fixed_t dy = y - v1.y;
    const fixed_t left = fixed_mul(ld.dy >> kFracBits, dx);
    const fixed_t right = fixed_mul(dy, ld.dx >> kFracBits);
    return right < left ? 0 : 1;
}

map::BBox box_around(fixed_t x, fixed_t y, fixed_t radius) {
    map::BBox box{};
    box[map::kBoxTop] = y + radius;
    box[map::kBoxBottom] = y - radius;
    box[map::kBoxRight] = x + radius;
    box[map::kBoxLeft] = x - radius;
    return box;
}

bool box_crosses_line(const World& w, const map::BBox& box, int line) {
    const map::BBox& lb = w.level.lines[static_cast<std::size_t>(line)].bbox;
    if (box[map::kBoxRight] <= lb[map::kBoxLeft] || box[map::kBoxLeft] >= lb[map::kBoxRight] ||
        box[map::kBoxTop] <= lb[map::kBoxBottom] || box[map::kBoxBottom] >= lb[map::kBoxTop])
        return false;
    return box_on_line_side(w, box, line) == -1;
}

int box_on_line_side(const World& w, const map::BBox& box, int line) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const map::Vertex& v1 = v1_of(w, line);
    int p1 = 0, p2 = 0;
    switch (ld.slope) {
        case map::SlopeType::Horizontal:
            p1 = box[map::kBoxTop] > v1.y;
            p2 = box[map::kBoxBottom] > v1.y;
            if (ld.dx < 0) {
                p1 ^= 1;
                p2 ^= 1;
            }
            break;
        case map::SlopeType::Vertical:
            p1 = box[map::kBoxRight] < v1.x;
            p2 = box[map::kBoxLeft] < v1.x;
            if (ld.dy < 0) {
                p1 ^= 1;
                p2 ^= 1;
            }
            break;
        case map::SlopeType::Positive:
            p1 = point_on_line_side(w, box[map::kBoxLeft], box[map::kBoxTop], line);
            p2 = point_on_line_side(w, box[map::kBoxRight], box[map::kBoxBottom], line);
            break;
        case map::SlopeType::Negative:
            p1 = point_on_line_side(w, box[map::kBoxRight], box[map::kBoxTop], line);
            p2 = point_on_line_side(w, box[map::kBoxLeft], box[map::kBoxBottom], line);
            break;
    }
    return p1 == p2 ? p1 : -1;
}

int point_on_divline_side(fixed_t x, fixed_t y, const Divline& line) {
    if (!line.dx) {
        if (x <= line.x) return line.dy > 0;
        return line.dy < 0;
    }
    if (!line.dy) {
        if (y <= line.y) return line.dx < 0;
        return line.dx > 0;
    }
    const fixed_t dx = x - line.x;
    const fixed_t dy = y - line.y;
    if ((line.dy ^ line.dx ^ dx ^ dy) & INT32_MIN) {
        return ((line.dy ^ dx) & INT32_MIN) ? 1 : 0;  // left is negative
    }
    const fixed_t left = fixed_mul(line.dy >> 8, dx >> 8);
    const fixed_t right = fixed_mul(dy >> 8, line.dx >> 8);
    return right < left ? 0 : 1;
}

Divline make_divline(const World& w, int line) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const map::Vertex& v1 = v1_of(w, line);
    return {v1.x, v1.y, ld.dx, ld.dy};
}

fixed_t intercept_vector(const Divline& v2, const Divline& v1) {
    const fixed_t den = fixed_mul(v1.dy >> 8, v2.dx) - fixed_mul(v1.dx >> 8, v2.dy);
    if (den == 0) return 0;  // parallel
    const fixed_t num = fixed_mul((v1.x - v2.x) >> 8, v1.dy) + fixed_mul((v2.y - v1.y) >> 8, v1.dx);
    return base::fixed_div(num, den);
}

void line_opening(World& w, int line) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    if (ld.sides[1] == map::kNone) {
        w.tm.openrange = 0;  // one-sided
        return;
    }
    const SectorState& front = w.sectors[static_cast<std::size_t>(ld.front_sector)];
    const SectorState& back = w.sectors[static_cast<std::size_t>(ld.back_sector)];
    w.tm.opentop = front.ceilingheight < back.ceilingheight ? front.ceilingheight : back.ceilingheight;
    if (front.floorheight > back.floorheight) {
        w.tm.openbottom = front.floorheight;
        w.tm.lowfloor = back.floorheight;
    } else {
        w.tm.openbottom = back.floorheight;
        w.tm.lowfloor = front.floorheight;
    }
    w.tm.openrange = w.tm.opentop - w.tm.openbottom;
}

void unset_thing_position(World& w, Mobj& thing) {
    if (!(thing.flags & MF_NOSECTOR)) {
        if (thing.snext) thing.snext->sprev = thing.sprev;
        if (thing.sprev)
            thing.sprev->snext = thing.snext;
        else
            w.sectors[static_cast<std::size_t>(w.mobj_sector(thing))].thinglist = thing.snext;
        // Its sector nodes stay for set_thing_position (Boom's sector_list).
    }
    if (!(thing.flags & MF_NOBLOCKMAP)) {
        if (thing.bnext) thing.bnext->bprev = thing.bprev;
        if (thing.bprev) {
            thing.bprev->bnext = thing.bnext;
        } else {
            const int bx = block_x(w, thing.x);
            const int by = block_y(w, thing.y);
            const map::Blockmap& bm = w.level.blockmap;
            if (bx >= 0 && bx < bm.width && by >= 0 && by < bm.height)
                w.blocklinks[static_cast<std::size_t>(by * bm.width + bx)] = thing.bnext;
        }
    }
}

void set_thing_position(World& w, Mobj& thing) {
    thing.subsector = point_in_subsector(w, thing.x, thing.y);
    if (!(thing.flags & MF_NOSECTOR)) {
        SectorState& sec = w.sectors[static_cast<std::size_t>(w.mobj_sector(thing))];
        thing.sprev = nullptr;
        thing.snext = sec.thinglist;
        if (sec.thinglist) sec.thinglist->sprev = &thing;
        sec.thinglist = &thing;
        if (keeps_touching_sectors(w)) link_touching_sectors(w, thing);
    } else if (!thing.touching_sectors.empty()) {
        unlink_touching_sectors(w, thing);
    }
    if (!(thing.flags & MF_NOBLOCKMAP)) {
        const int bx = block_x(w, thing.x);
        const int by = block_y(w, thing.y);
        const map::Blockmap& bm = w.level.blockmap;
        if (bx >= 0 && bx < bm.width && by >= 0 && by < bm.height) {
            Mobj*& link = w.blocklinks[static_cast<std::size_t>(by * bm.width + bx)];
            thing.bprev = nullptr;
            thing.bnext = link;
            if (link) link->bprev = &thing;
            link = &thing;
        } else {
            thing.bnext = thing.bprev = nullptr;  // off the map
        }
    }
}

int point_in_subsector(const World& w, fixed_t x, fixed_t y) {
    // A map with no nodes has a single subsector.
    if (w.level.partitions.empty()) return 0;
    map::Level::LocatedPoint& last = w.level.last_located;
    if (last.subsector >= 0 && last.x == x && last.y == y) return last.subsector;
    std::uint32_t nodenum = map::partition_start(w.level, x, y);
    while (!(nodenum & map::kSubsectorBit)) {
        const map::Partition& node = w.level.partitions[nodenum];
        nodenum = node.children[static_cast<std::size_t>(map::point_on_partition_side(x, y, node))];
    }
    last = {x, y, static_cast<int>(nodenum & ~map::kSubsectorBit)};
    return last.subsector;
}

bool path_traverse(World& w, fixed_t x1, fixed_t y1, fixed_t x2, fixed_t y2, int flags,
                   const std::function<bool(const Intercept&)>& trav) {
    Traversal tr;
    tr.earlyout = (flags & PT_EARLYOUT) != 0;
    w.validcount++;

    const fixed_t orgx = w.level.blockmap.origin_x;
    const fixed_t orgy = w.level.blockmap.origin_y;
    // Don't start exactly on a block line.
    if (((x1 - orgx) & (kMapBlockSize - 1)) == 0) x1 += kFracUnit;
    if (((y1 - orgy) & (kMapBlockSize - 1)) == 0) y1 += kFracUnit;

    w.tm.trace_x = x1;
    w.tm.trace_y = y1;
    w.tm.trace_dx = x2 - x1;
    w.tm.trace_dy = y2 - y1;

    x1 -= orgx;
    y1 -= orgy;
    const int xt1 = x1 >> kMapBlockShift;
    const int yt1 = y1 >> kMapBlockShift;
    x2 -= orgx;
    y2 -= orgy;
    const int xt2 = x2 >> kMapBlockShift;
    const int yt2 = y2 >> kMapBlockShift;

    int mapxstep, mapystep;
    fixed_t partial, xstep, ystep;
    if (xt2 > xt1) {
        mapxstep = 1;
        partial = kFracUnit - ((x1 >> kMapBToFrac) & (kFracUnit - 1));
        ystep = base::fixed_div(y2 - y1, wrap_abs(x2 - x1));
    } else if (xt2 < xt1) {
        mapxstep = -1;
        partial = (x1 >> kMapBToFrac) & (kFracUnit - 1);
        ystep = base::fixed_div(y2 - y1, wrap_abs(x2 - x1));
    } else {
        mapxstep = 0;
        partial = kFracUnit;
        ystep = 256 * kFracUnit;
    }
    fixed_t yintercept = (y1 >> kMapBToFrac) + fixed_mul(partial, ystep);

    if (yt2 > yt1) {
        mapystep = 1;
        partial = kFracUnit - ((y1 >> kMapBToFrac) & (kFracUnit - 1));
        xstep = base::fixed_div(x2 - x1, wrap_abs(y2 - y1));
    } else if (yt2 < yt1) {
        mapystep = -1;
        partial = (y1 >> kMapBToFrac) & (kFracUnit - 1);
        xstep = base::fixed_div(x2 - x1, wrap_abs(y2 - y1));
    } else {
        mapystep = 0;
        partial = kFracUnit;
        xstep = 256 * kFracUnit;
    }
    fixed_t xintercept = (x1 >> kMapBToFrac) + fixed_mul(partial, xstep);

    // Step through the blocks; the count guards against a rounding error
    // skipping the end block.
    int mapx = xt1;
    int mapy = yt1;
    for (int count = 0; count < 64; count++) {
        if (flags & PT_ADDLINES) {
            if (!block_lines_iterator(w, mapx, mapy, [&](int line) { return add_line_intercept(w, tr, line); }))
                return false;  // early out
        }
        if (flags & PT_ADDTHINGS) {
            if (!block_things_iterator(w, mapx, mapy, [&](Mobj& mo) { return add_thing_intercept(w, tr, mo); }))
                return false;
        }
        if (mapx == xt2 && mapy == yt2) break;
        if ((yintercept >> kFracBits) == mapy) {
            yintercept += ystep;
            mapx += mapxstep;
        } else if ((xintercept >> kFracBits) == mapx) {
            xintercept += xstep;
            mapy += mapystep;
        }
    }
    return traverse_intercepts(tr, trav, kFracUnit);
}

}  // namespace sim
