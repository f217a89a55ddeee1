// Boom's scrollers (boomref.txt; killough's P_SpawnScrollers and T_Scroll,
// as dsda-doom plays them): walls, floors and ceilings whose textures move,
// and floors that carry the things on them.
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <string>

#include "base/log.h"
#include "base/trig_tables.h"
#include "sim/boom_specials.h"
#include "sim/boom_thinkers.h"
#include "sim/hexen_specials.h"
#include "sim/look_changes.h"
#include "sim/sector_queries.h"
#include "sim/movers.h"
#include "sim/wrapping.h"

namespace sim {

namespace {

using base::fixed_div;
using base::fixed_mul;
using base::kFracUnit;

constexpr int kScrollShift = 5;  // a line's (dx, dy) >> 5 is the speed

// Add_WallScroller: (dx, dy) turned to the wall's frame, so that moving
// along the wall scrolls across it and moving into it scrolls up or down.
void add_wall_scroller(World& w, fixed_t dx, fixed_t dy, int target, int control, bool accel) {
    const map::Line& l = w.level.lines[static_cast<std::size_t>(target)];
    if (l.sides[0] < 0) return;
    fixed_t x = std::abs(l.dx), y = std::abs(l.dy);
    if (x == 0 && y == 0) {
        base::warn(w.level.where + ": line " + std::to_string(target) +
                   " has no length; Boom's wall scroller aimed at it does nothing");
        return;
    }
    if (y > x) std::swap(x, y);
    const unsigned slope = static_cast<unsigned>(fixed_div(y, x)) >> base::kDBits;
    const fixed_t d =
        fixed_div(x, base::fine_sine((base::tan_to_angle(slope) + base::kAng90) >> base::kAngleToFineShift));
    fixed_t sx = 0, sy = 0;
    if (w.opts.compat.mbf()) {
        // LxDoom's fix, at MBF and later: no overflow on long lines.
        sx = static_cast<fixed_t>((static_cast<std::int64_t>(dy) * -l.dy - static_cast<std::int64_t>(dx) * l.dx) / d);
        sy = static_cast<fixed_t>((static_cast<std::int64_t>(dy) * l.dx - static_cast<std::int64_t>(dx) * l.dy) / d);
    } else {
        sx = -fixed_div(fixed_mul(dy, l.dy) + fixed_mul(dx, l.dx), d);
        sy = -fixed_div(fixed_mul(dx, l.dy) - fixed_mul(dy, l.dx), d);
    }
    add_scroller(w, ScrollKind::Side, sx, sy, l.sides[0], control, accel);
}

// What Boom's scroller types 250-255 start from line `line` at speed
// (dx, dy): the sectors tagged `tag` scroll (250 ceiling, 251 floor, 252
// carry, 253 both), the walls `is_wall` picks scroll (254), or the line's
// own side by its offsets (255). ZDoom's static scrollers name the same.
template <class IsWall>
void start_scrollers(World& w, int type, int line, int tag, fixed_t dx, fixed_t dy, int control, bool accel,
                     IsWall&& is_wall) {
    const auto each_tagged_sector = [&](auto&& f) {
        for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) f(s);
    };
    switch (type) {
        case 250:
            each_tagged_sector([&](int s) { add_scroller(w, ScrollKind::Ceiling, -dx, dy, s, control, accel); });
            break;
        case 251:
        case 253:
            each_tagged_sector([&](int s) { add_scroller(w, ScrollKind::Floor, -dx, dy, s, control, accel); });
            if (type == 251) break;
            [[fallthrough]];
        case 252:
            dx = fixed_mul(dx, kCarryFactor);
            dy = fixed_mul(dy, kCarryFactor);
            each_tagged_sector([&](int s) { add_scroller(w, ScrollKind::Carry, dx, dy, s, control, accel); });
            break;
        case 254: {
            const int lines = static_cast<int>(w.lines.size());
            for (int t = 0; t < lines; ++t)
                if (t != line && is_wall(t)) add_wall_scroller(w, dx, dy, t, control, accel);
            break;
        }
        case 255: {
            const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
            if (side < 0) break;
            const SideState& s = w.sides[static_cast<std::size_t>(side)];
            add_scroller(w, ScrollKind::Side, -s.textureoffset, s.rowoffset, side, -1, false);
            break;
        }
        default: break;
    }
}

void spawn_line_scroller(World& w, int i) {
    const map::Line& l = w.level.lines[static_cast<std::size_t>(i)];
    int special = w.lines[static_cast<std::size_t>(i)].special;
    const int tag = w.lines[static_cast<std::size_t>(i)].tag;
    if (special == 85) {
        if (l.sides[0] >= 0) add_scroller(w, ScrollKind::Side, -kFracUnit, 0, l.sides[0], -1, false);
        return;
    }
    int control = -1;
    bool accel = false;
    if (special >= 245 && special <= 249) {  // displacement: 250-254 moved by the front sector
        special += 250 - 245;
        control = l.front_sector;
    } else if (special >= 214 && special <= 218) {  // accelerative: the same, adding up
        accel = true;
        special += 250 - 214;
        control = l.front_sector;
    }
    start_scrollers(w, special, i, tag, l.dx >> kScrollShift, l.dy >> kScrollShift, control, accel,
                    [&](int t) { return w.lines[static_cast<std::size_t>(t)].tag == tag; });
}

// killough's carrier: things on the floor (or under the water above it),
// not floating and not clipping through walls, take the speed.
void carry_things(World& w, int sector, fixed_t dx, fixed_t dy) {
    const SectorState& sec = w.sectors[static_cast<std::size_t>(sector)];
    const fixed_t height = sec.floorheight;
    const int water = water_control_sector(w, sector);
    const fixed_t water_height = water >= 0 && w.sectors[static_cast<std::size_t>(water)].floorheight > height
                                     ? w.sectors[static_cast<std::size_t>(water)].floorheight
                                     : INT_MIN;
    const auto carry = [&](Mobj& thing) {
        if (thing.flags & MF_NOCLIP) return;
        if ((thing.flags & MF_NOGRAVITY || thing.z > height) && thing.z >= water_height) return;
        thing.momx += dx;
        thing.momy += dy;
        thing.scrolling = true;
    };
    if (boom_map_rules(w)) {
        for (Mobj* thing : sec.touching_things) carry(*thing);
    } else {
        // On Hexen-type maps the things standing in the sector ride.
        for (Mobj* thing = sec.thinglist; thing; thing = thing->snext) carry(*thing);
    }
}

// ZDoom's Sector_CopyScroller (tag, what) lines, read at level start: the
// front sector of each scrolls as the sectors with the tag do, where a
// scroller of type 250-253 moves those (what: 1 the ceiling, 2 the floor's
// flat, 4 the things on it), unless it has the tag itself.
void copy_scrollers(World& w, int type, int tag, fixed_t dx, fixed_t dy, int control, bool accel) {
    const auto& ext = w.level.extensions.lines;
    const std::size_t lines = std::min(ext.size(), w.level.lines.size());
    const bool ceiling = type == 250, floor = type == 251 || type == 253, carry = type == 252 || type == 253;
    for (std::size_t j = 0; j < lines; ++j) {
        const map::LineExtension& copy = ext[j];
        const int sector = w.level.lines[j].front_sector;
        if (copy.special != 58 || copy.args[0] != tag || sector < 0 || sector_has_tag(w, sector, tag)) continue;
        if (ceiling && (copy.args[1] & 1)) add_scroller(w, ScrollKind::Ceiling, -dx, dy, sector, control, accel);
        if (floor && (copy.args[1] & 2)) add_scroller(w, ScrollKind::Floor, -dx, dy, sector, control, accel);
        if (carry && (copy.args[1] & 4))
            add_scroller(w, ScrollKind::Carry, fixed_mul(dx, kCarryFactor), fixed_mul(dy, kCarryFactor), sector,
                         control, accel);
    }
}

}  // namespace

void spawn_zdoom_scroller(World& w, int line, int special, const std::array<int, 5>& a) {
    constexpr int kScrollTextureModel = 222, kScrollFloor = 223, kScrollCeiling = 224;
    const map::Line& l = w.level.lines[static_cast<std::size_t>(line)];
    // Bits of arg1: 1 displacement, 2 accelerative (by the front sector's
    // heights), 4 the speed from the line's own length and direction.
    const int control = (a[1] & 3) ? l.front_sector : -1;
    const bool accel = control >= 0 && (a[1] & 2);
    fixed_t dx = (a[3] - 128) * (kFracUnit / 32), dy = (a[4] - 128) * (kFracUnit / 32);
    if (special == kScrollTextureModel || (a[1] & 4)) {
        dx = l.dx >> kScrollShift;
        dy = l.dy >> kScrollShift;
    }
    // Scroll_Floor's arg2: 0 the flat, 1 the things on it, 2 (or more) both.
    const int type = special == kScrollCeiling        ? 250
                     : special == kScrollFloor        ? (a[2] == 1 ? 252 : a[2] > 0 ? 253 : 251)
                     : special == kScrollTextureModel ? 254
                                                      : 255;  // Scroll_Texture_Offsets
    start_scrollers(w, type, line, a[0], dx, dy, control, accel, [&](int t) { return line_has_id(w, t, a[0]); });
    copy_scrollers(w, type, a[0], dx, dy, control, accel);
}

void spawn_floor_scroller(World& w, int sector, fixed_t dx, fixed_t dy) {
    add_scroller(w, ScrollKind::Floor, dx, dy, sector, -1, false);
}

void Scroller::think(World& w) {
    fixed_t sx = dx, sy = dy;
    if (control >= 0) {
        const SectorState& c = w.sectors[static_cast<std::size_t>(control)];
        const fixed_t height = c.floorheight + c.ceilingheight;
        const fixed_t delta = height - last_height;
        last_height = height;
        sx = fixed_mul(sx, delta);
        sy = fixed_mul(sy, delta);
    }
    if (accel) {
        vdx += sx;
        vdy += sy;
    } else {
        vdx = sx;
        vdy = sy;
    }
    if (!vdx && !vdy) return;
    switch (type) {
        case ScrollKind::Side: {
            if (parts != kAllParts) {
                auto& placed = changed_side(w.look_changes, w.level, affectee);
                for (std::size_t p = 0; p < 3; ++p)
                    if (parts & (1 << p)) {
                        placed[p].xoffset = wrap_add(placed[p].xoffset, vdx);
                        placed[p].yoffset = wrap_add(placed[p].yoffset, vdy);
                    }
                break;
            }
            SideState& side = w.sides[static_cast<std::size_t>(affectee)];
            side.textureoffset = wrap_add(side.textureoffset, vdx);
            side.rowoffset = wrap_add(side.rowoffset, vdy);
            break;
        }
        case ScrollKind::Floor: {
            SectorState& s = w.sectors[static_cast<std::size_t>(affectee)];
            s.floor_xoffs = wrap_add(s.floor_xoffs, vdx);
            s.floor_yoffs = wrap_add(s.floor_yoffs, vdy);
            break;
        }
        case ScrollKind::Ceiling: {
            SectorState& s = w.sectors[static_cast<std::size_t>(affectee)];
            s.ceiling_xoffs = wrap_add(s.ceiling_xoffs, vdx);
            s.ceiling_yoffs = wrap_add(s.ceiling_yoffs, vdy);
            break;
        }
        case ScrollKind::Carry: carry_things(w, affectee, vdx, vdy); break;
    }
}

Scroller& add_scroller(World& w, ScrollKind type, fixed_t dx, fixed_t dy, int affectee, int control, bool accel) {
    auto s = std::make_unique<Scroller>();
    s->type = type;
    s->dx = dx;
    s->dy = dy;
    s->affectee = affectee;
    s->control = control;
    s->accel = accel;
    if (control >= 0) {
        const SectorState& c = w.sectors[static_cast<std::size_t>(control)];
        s->last_height = c.floorheight + c.ceilingheight;
    }
    return *w.thinkers.add(std::move(s));
}

void spawn_boom_scrollers(World& w) {
    const int lines = static_cast<int>(w.lines.size());
    for (int i = 0; i < lines; ++i) {
        const int special = w.lines[static_cast<std::size_t>(i)].special;
        if (special == 85 || (special >= 214 && special <= 218) || (special >= 245 && special <= 255))
            spawn_line_scroller(w, i);
    }
}

}  // namespace sim
