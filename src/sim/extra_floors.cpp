#include "sim/extra_floors.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>

#include "base/fixed_saturate.h"
#include "base/log.h"
#include "sim/hexen_specials.h"
#include "sim/mobj.h"
#include "sim/mobjs.h"
#include "sim/sector_queries.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kSet3DFloor = 160, kLightOnly = 50;
// More slabs than any map needs: a hostile map's lines each naming a tag
// every sector has would otherwise make lines × sectors of them.
constexpr std::size_t kMostSlabs = std::size_t{1} << 16;

// Sector_Set3DFloor's type (arg 1) and flags (arg 2), as ZDoom reads them.
constexpr int kTypeMask = 3, kTypeRenderInside = 4, kTypeLineId = 8, kTypeInvertSight = 16,
              kTypeInvertShots = 32;
constexpr int kFlagNoShade = 1, kFlagRestrictLight = 2, kFlagThin = 8, kFlagUpperTexture = 16, kFlagLowerTexture = 32,
              kFlagAdditive = 64, kFlagResetLight = 1024;

ExtraFloor slab_of(int control, int line, int type, int flags, int alpha) {
    ExtraFloor f;
    f.control = control;
    f.line = line;
    switch (type & kTypeMask) {
        case 0: f.vavoom = true; break;  // Vavoom's: solid, the control sector upside down
        case 1: break;
        case 2:
            f.kind = ExtraFloorKind::Swimmable;
            f.shoot_through = f.see_through = true;
            break;
        default:
            f.kind = ExtraFloorKind::NonSolid;
            f.shoot_through = f.see_through = true;
            break;
    }
    if (type & kTypeInvertSight) f.see_through = !f.see_through;
    if (type & kTypeInvertShots) f.shoot_through = !f.shoot_through;
    f.render_inside = (type & kTypeRenderInside) != 0 || f.kind == ExtraFloorKind::Swimmable;
    f.no_shade = (flags & kFlagNoShade) != 0;
    f.restrict_light = (flags & kFlagRestrictLight) != 0;
    f.reset_light = (flags & kFlagResetLight) != 0;
    f.additive = (flags & kFlagAdditive) != 0;
    f.thin = (flags & kFlagThin) != 0;
    f.side_texture = (flags & kFlagUpperTexture) ? 1 : (flags & kFlagLowerTexture) ? 2 : 0;
    f.alpha = std::clamp(alpha, 0, 255);
    return f;
}


// The lowest slope of a line at or above height z at frac f, for lines
// from `start`; at f = 0 every line is at `start`.
fixed_t slope_to(fixed_t start, fixed_t z, fixed_t f) {
    return base::saturate_fixed(((std::int64_t{z} - start) * base::kFracUnit) / f);
}

}  // namespace

void ExtraFloors::clear() {
    floors_.clear();
    first_.clear();
}

std::span<const ExtraFloor> ExtraFloors::in(int sector) const {
    if (floors_.empty() || sector < 0 || static_cast<std::size_t>(sector) + 1 >= first_.size()) return {};
    const auto s = static_cast<std::size_t>(sector);
    return std::span<const ExtraFloor>(floors_).subspan(static_cast<std::size_t>(first_[s]),
                                                        static_cast<std::size_t>(first_[s + 1] - first_[s]));
}

void ExtraFloors::build(std::vector<ExtraFloor> floors, int sector_count) {
    clear();
    if (floors.empty()) return;
    std::stable_sort(floors.begin(), floors.end(),
                     [](const ExtraFloor& a, const ExtraFloor& b) { return a.target < b.target; });
    floors_ = std::move(floors);
    first_.assign(static_cast<std::size_t>(sector_count) + 1, 0);
    for (const ExtraFloor& f : floors_) ++first_[static_cast<std::size_t>(f.target) + 1];
    for (std::size_t s = 1; s < first_.size(); ++s) first_[s] += first_[s - 1];
}

void build_extra_floors(World& w) {
    std::vector<ExtraFloor> floors;
    const auto& lines = w.level.extensions.lines;
    if (!hexen_specials(w)) {
        w.extra_floors.clear();
        return;
    }
    // UDMF gives whole tags; a binary Hexen-format map's arg 4 is the tag's
    // high byte unless the type says it is a line id. Only UDMF maps carry
    // sector fields.
    const bool textmap = !w.level.extensions.sectors.empty();
    for (std::size_t l = 0; l < lines.size() && l < w.level.lines.size(); ++l) {
        const map::LineExtension& e = lines[l];
        if (e.special != kSet3DFloor && e.special != kLightOnly) continue;
        const int control = w.level.lines[l].front_sector;
        if (control == map::kNone) continue;
        const std::array<int, 5> a = hexen_args(e.args);
        int tag = a[0];
        ExtraFloor model;
        if (e.special == kLightOnly) {
            // ExtraFloor_LightOnly (tag, type): an unseen non-solid slab that
            // only casts its light; type 1 restricts it to inside, 2 resets
            // below to the sector's own (ZDoom's Spawn3DFloors).
            if (tag == 0) continue;
            const int type = a[1] >= 0 && a[1] <= 2 ? a[1] : 0;
            model = slab_of(control, static_cast<int>(l), 3, type == 1 ? kFlagRestrictLight : type == 2 ? kFlagResetLight : 0,
                            0);
        } else {
            if (!textmap && !(a[1] & kTypeLineId)) tag += 256 * a[4];
            model = slab_of(control, static_cast<int>(l), a[1] & ~kTypeLineId, a[2], a[3]);
        }
        for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
            if (s == control) continue;
            if (floors.size() == kMostSlabs) {
                base::warn(w.level.where + ": line " + std::to_string(l) + " would make more than " +
                           std::to_string(kMostSlabs) + " 3D floors; it and the lines after it make none");
                w.extra_floors.build(std::move(floors), static_cast<int>(w.sectors.size()));
                return;
            }
            ExtraFloor f = model;
            f.target = s;
            floors.push_back(f);
        }
    }
    w.extra_floors.build(std::move(floors), static_cast<int>(w.sectors.size()));
}

void warn_of_undrawn_extra_floors(const World& w) {
    if (!w.extra_floors.any()) return;
    base::warn(w.level.where + ": line " + std::to_string(w.extra_floors.all().front().line) +
               " sets up 3D floors (Sector_Set3DFloor or ExtraFloor_LightOnly), which the exact Vulkan view does "
               "not draw (the software renderer and the true 3D view do: video.vulkan_view = \"true3d\") yet "
               "(docs/udmf-support.md)");
}

fixed_t extra_floor_top(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y) {
    const SectorState& c = w.sectors[static_cast<std::size_t>(f.control)];
    return f.vavoom ? c.floor_at(x, y) : c.ceiling_at(x, y);
}

fixed_t extra_floor_bottom(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y) {
    const SectorState& c = w.sectors[static_cast<std::size_t>(f.control)];
    if (f.thin) return extra_floor_top(w, f, x, y);
    return f.vavoom ? c.ceiling_at(x, y) : c.floor_at(x, y);
}

bool extra_floor_below(const World& w, const ExtraFloor& f, fixed_t x, fixed_t y, fixed_t z, fixed_t height) {
    // ZDoom compares the thing's bottom and top with the slab's middle.
    const std::int64_t middle2 = std::int64_t{extra_floor_top(w, f, x, y)} + extra_floor_bottom(w, f, x, y);
    return middle2 <= 2 * std::int64_t{z} + height;
}

void fit_between_extra_floors(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z, fixed_t height,
                              fixed_t& floorz, fixed_t& ceilingz) {
    for (const ExtraFloor& f : w.extra_floors.in(sector)) {
        if (!f.solid()) continue;
        if (extra_floor_below(w, f, x, y, z, height))
            floorz = std::max(floorz, extra_floor_top(w, f, x, y));
        else
            ceilingz = std::min(ceilingz, extra_floor_bottom(w, f, x, y));
    }
}

void narrow_opening_by_extra_floors(World& w, int line, fixed_t x, fixed_t y, const Mobj& thing) {
    const map::Line& ld = w.level.lines[static_cast<std::size_t>(line)];
    if (ld.back_sector == map::kNone) return;
    const std::array<int, 2> sides{ld.front_sector, ld.back_sector};
    if (w.extra_floors.in(sides[0]).empty() && w.extra_floors.in(sides[1]).empty()) return;
    MapScratch& tm = w.tm;
    // Per side, the highest floor a thing here could step down onto: the
    // drop-off is the lower of the two.
    std::array<fixed_t, 2> lowest{};
    for (std::size_t j = 0; j < 2; ++j) {
        const int sector = sides[j];
        lowest[j] = w.sectors[static_cast<std::size_t>(sector)].floor_at(x, y);
        for (const ExtraFloor& f : w.extra_floors.in(sector)) {
            if (!f.solid()) continue;
            const fixed_t top = extra_floor_top(w, f, x, y);
            if (extra_floor_below(w, f, x, y, thing.z, thing.height))
                tm.openbottom = std::max(tm.openbottom, top);
            else
                tm.opentop = std::min(tm.opentop, extra_floor_bottom(w, f, x, y));
            if (top > lowest[j] && std::int64_t{top} <= std::int64_t{thing.z} + kMaxStepUp) lowest[j] = top;
        }
    }
    tm.lowfloor = std::min(lowest[0], lowest[1]);
    tm.openrange = tm.opentop - tm.openbottom;
}

bool inside_shot_blocking_extra_floor(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z) {
    for (const ExtraFloor& f : w.extra_floors.in(sector))
        if (!f.shoot_through && extra_floor_bottom(w, f, x, y) < z && z < extra_floor_top(w, f, x, y)) return true;
    return false;
}

bool inside_sight_blocking_extra_floor(const World& w, int sector, fixed_t x, fixed_t y, fixed_t z) {
    for (const ExtraFloor& f : w.extra_floors.in(sector))
        if (!f.see_through && extra_floor_bottom(w, f, x, y) < z && z < extra_floor_top(w, f, x, y)) return true;
    return false;
}

fixed_t path_meets_extra_floor(const World& w, int sector, fixed_t x0, fixed_t y0, fixed_t z0, fixed_t x1, fixed_t y1,
                               fixed_t z1) {
    fixed_t first = -1;
    // Where a quantity linear along the path, `before` >= 0 at its start and
    // `after` < 0 at its end, is zero.
    const auto zero = [](std::int64_t before, std::int64_t after) {
        return static_cast<fixed_t>(before * base::kFracUnit / (before - after));
    };
    for (const ExtraFloor& f : w.extra_floors.in(sector)) {
        if (f.shoot_through) continue;
        const std::int64_t b0 = extra_floor_bottom(w, f, x0, y0), b1 = extra_floor_bottom(w, f, x1, y1);
        const std::int64_t t0 = extra_floor_top(w, f, x0, y0), t1 = extra_floor_top(w, f, x1, y1);
        fixed_t at = -1;
        if (z0 <= b0 && z1 > b1) at = zero(b0 - z0, b1 - z1);       // up through its bottom
        else if (z0 >= t0 && z1 < t1) at = zero(z0 - t0, z1 - t1);  // down through its top
        if (at >= 0 && (first < 0 || at < first)) first = at;
    }
    return first;
}

bool narrow_sight_by_extra_floors(const World& w, int sector, fixed_t start, fixed_t f0, fixed_t x0, fixed_t y0,
                                  fixed_t f1, fixed_t x1, fixed_t y1, fixed_t& bottomslope, fixed_t& topslope) {
    for (const ExtraFloor& f : w.extra_floors.in(sector)) {
        if (f.see_through) continue;
        // Lines below `under` pass beneath the slab all along the stretch,
        // lines above `over` pass above it; those between meet it.
        fixed_t under = INT32_MAX, over = INT32_MIN;
        const auto limit = [&](fixed_t frac, fixed_t x, fixed_t y) {
            const fixed_t bottom = extra_floor_bottom(w, f, x, y), top = extra_floor_top(w, f, x, y);
            if (frac <= 0) {
                if (start >= bottom) under = INT32_MIN;
                if (start <= top) over = INT32_MAX;
                return;
            }
            under = std::min(under, slope_to(start, bottom, frac));
            over = std::max(over, slope_to(start, top, frac));
        };
        limit(f0, x0, y0);
        limit(f1, x1, y1);
        const bool room_below = bottomslope < under, room_above = topslope > over;
        if (room_below && room_above) continue;  // it would split the window: kept whole
        if (room_below) topslope = std::min(topslope, under);
        else if (room_above) bottomslope = std::max(bottomslope, over);
        else return false;
    }
    return topslope > bottomslope;
}

void fit_mobj_to_extra_floors(const World& w, Mobj& mo) {
    if (!w.extra_floors.any()) return;
    const int sector = w.mobj_sector(mo);
    if (w.extra_floors.in(sector).empty()) return;
    const SectorState& s = w.sectors[static_cast<std::size_t>(sector)];
    fixed_t floorz = s.floor_at(mo.x, mo.y), ceilingz = s.ceiling_at(mo.x, mo.y);
    fit_between_extra_floors(w, sector, mo.x, mo.y, mo.z, mo.height, floorz, ceilingz);
    mo.floorz = mo.dropoffz = floorz;
    mo.ceilingz = ceilingz;
}

}  // namespace sim
