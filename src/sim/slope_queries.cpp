#include "sim/slope_queries.h"

#include <algorithm>
#include <cstdint>

#include "sim/map_utility.h"
#include "sim/mobjs.h"

namespace sim {

namespace {

using base::fixed_mul;

const SectorState* sector_or_null(const World& w, int sector) {
    return sector == map::kNone ? nullptr : &w.sectors[static_cast<std::size_t>(sector)];
}

fixed_t trace_x_at(const World& w, fixed_t frac) { return w.tm.trace_x + fixed_mul(w.tm.trace_dx, frac); }
fixed_t trace_y_at(const World& w, fixed_t frac) { return w.tm.trace_y + fixed_mul(w.tm.trace_dy, frac); }
// The shot's height at `frac`, as the original places its puffs.
fixed_t shot_z_at(const World& w, fixed_t frac) {
    return w.tm.shootz + fixed_mul(w.tm.aimslope, fixed_mul(frac, w.tm.attackrange));
}

// Where a quantity linear along the trace, `before` at `from` and `after`
// (of the other sign) at `to`, is zero.
fixed_t zero_between(fixed_t from, fixed_t to, std::int64_t before, std::int64_t after) {
    if (before <= 0) return from;
    return static_cast<fixed_t>(from + (std::int64_t{to} - from) * before / (before - after));
}

}  // namespace

bool line_sloped(const World& w, int line) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const SectorState* front = sector_or_null(w, ld.front_sector);
    const SectorState* back = sector_or_null(w, ld.back_sector);
    return (front && front->sloped()) || (back && back->sloped());
}

void nearest_point_on_line(const World& w, int line, fixed_t x, fixed_t y, fixed_t& px, fixed_t& py) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const map::Vertex& v1 = w.level.vertices[static_cast<std::size_t>(ld.v1)];
    // In 1/16 units the products fit 64 bits for any two map points.
    const std::int64_t dx = ld.dx >> 12, dy = ld.dy >> 12;
    const std::int64_t ox = (std::int64_t{x} - v1.x) >> 12, oy = (std::int64_t{y} - v1.y) >> 12;
    const std::int64_t along = ox * dx + oy * dy, length2 = dx * dx + dy * dy;
    fixed_t t = 0;
    if (length2 > 0 && along > 0) t = along >= length2 ? base::kFracUnit : static_cast<fixed_t>((along << 16) / length2);
    px = v1.x + fixed_mul(ld.dx, t);
    py = v1.y + fixed_mul(ld.dy, t);
}

void line_opening_at(World& w, int line, fixed_t x, fixed_t y) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    if (ld.sides[1] == map::kNone || !line_sloped(w, line)) {
        line_opening(w, line);
        return;
    }
    const SectorState& front = w.sectors[static_cast<std::size_t>(ld.front_sector)];
    const SectorState& back = w.sectors[static_cast<std::size_t>(ld.back_sector)];
    const fixed_t front_floor = front.floor_at(x, y), back_floor = back.floor_at(x, y);
    w.tm.opentop = std::min(front.ceiling_at(x, y), back.ceiling_at(x, y));
    w.tm.openbottom = std::max(front_floor, back_floor);
    w.tm.lowfloor = std::min(front_floor, back_floor);
    w.tm.openrange = w.tm.opentop - w.tm.openbottom;
}

void thing_line_opening(World& w, int line, fixed_t x, fixed_t y) {
    if (!line_sloped(w, line)) {
        line_opening(w, line);
        return;
    }
    fixed_t px, py;
    nearest_point_on_line(w, line, x, y, px, py);
    line_opening_at(w, line, px, py);
}

bool floors_differ_at(const World& w, int line, fixed_t x, fixed_t y) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const SectorState* back = sector_or_null(w, ld.back_sector);
    return !back || w.sectors[static_cast<std::size_t>(ld.front_sector)].floor_at(x, y) != back->floor_at(x, y);
}

bool ceilings_differ_at(const World& w, int line, fixed_t x, fixed_t y) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const SectorState* back = sector_or_null(w, ld.back_sector);
    return !back || w.sectors[static_cast<std::size_t>(ld.front_sector)].ceiling_at(x, y) != back->ceiling_at(x, y);
}

fixed_t shot_meets_plane(const World& w, const ShotPassage& shot, fixed_t frac) {
    const SectorState* s = sector_or_null(w, shot.sector);
    if (!s || frac <= shot.frac) return -1;
    const bool slabs = !w.extra_floors.in(shot.sector).empty();
    if (!s->sloped() && !slabs) return -1;
    const fixed_t x0 = trace_x_at(w, shot.frac), y0 = trace_y_at(w, shot.frac);
    const fixed_t x1 = trace_x_at(w, frac), y1 = trace_y_at(w, frac);
    const std::int64_t z0 = shot_z_at(w, shot.frac), z1 = shot_z_at(w, frac);
    fixed_t hit = -1;
    // Plane and shot are both straight along the trace: the shot is below
    // the floor (above the ceiling) at `frac` only if it crossed it before.
    if (s->floorplane.sloped) {
        const std::int64_t before = z0 - s->floor_at(x0, y0), after = z1 - s->floor_at(x1, y1);
        if (after < 0) hit = zero_between(shot.frac, frac, before, after);
    }
    if (s->ceilingplane.sloped) {
        const std::int64_t before = s->ceiling_at(x0, y0) - z0, after = s->ceiling_at(x1, y1) - z1;
        if (after < 0) {
            const fixed_t at = zero_between(shot.frac, frac, before, after);
            if (hit < 0 || at < hit) hit = at;
        }
    }
    if (slabs) {
        const fixed_t part = path_meets_extra_floor(w, shot.sector, x0, y0, static_cast<fixed_t>(z0), x1, y1,
                                                    static_cast<fixed_t>(z1));
        if (part >= 0) {
            const fixed_t at = shot.frac + fixed_mul(frac - shot.frac, part);
            if (hit < 0 || at < hit) hit = at;
        }
    }
    return hit;
}

bool shot_meets_extra_floor_side(const World& w, int line, fixed_t frac) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    const fixed_t x = trace_x_at(w, frac), y = trace_y_at(w, frac), z = shot_z_at(w, frac);
    return inside_shot_blocking_extra_floor(w, ld.front_sector, x, y, z) ||
           (ld.back_sector != map::kNone && inside_shot_blocking_extra_floor(w, ld.back_sector, x, y, z));
}

void shot_crosses(const World& w, ShotPassage& shot, int line, fixed_t frac) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    shot.sector = point_on_line_side(w, w.tm.trace_x, w.tm.trace_y, line) == 0 ? ld.back_sector : ld.front_sector;
    shot.frac = frac;
}

void shot_hits_plane(World& w, const ShotPassage& shot, fixed_t frac) {
    const SectorState& s = w.sectors[static_cast<std::size_t>(shot.sector)];
    const fixed_t x = trace_x_at(w, frac), y = trace_y_at(w, frac);
    const fixed_t floor = s.floor_at(x, y), ceiling = s.ceiling_at(x, y);
    const fixed_t z = shot_z_at(w, frac);
    if (z >= ceiling && s.ceilingpic == w.textures.sky_flat) return;  // shots into the sky vanish
    spawn_puff(w, x, y, std::clamp(z, floor, std::max(floor, ceiling)));
}

}  // namespace sim
