// Boom's silent teleporters (killough's): to a teleport destination
// keeping the thing's height, turn and momentum relative to the line, and
// line to line, keeping its place along the line as well (the PrBoom
// family's EV_SilentTeleport and EV_SilentLineTeleport, by behaviour).
#include <cstdlib>

#include "base/trig_tables.h"
#include "sim/boom_specials.h"
#include "sim/hexen_specials.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/player_think.h"
#include "sim/point_to_angle.h"
#include "sim/sector_queries.h"

namespace sim {

namespace {

using base::fixed_mul;

// The first teleport destination in a sector with the line's tag: tagged
// sectors in order, in each the first destination in thinker order.
const Mobj* destination_for(World& w, int tag) {
    const int count = static_cast<int>(w.sectors.size());
    for (int s = 0; s < count; ++s) {
        if (!sector_has_tag(w, s, tag)) continue;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
            if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
            const Mobj& m = static_cast<const Mobj&>(*t);
            if (m.type == MT_TELEPORTMAN && w.mobj_sector(m) == s) return &m;
        }
    }
    return nullptr;
}

// Turns the thing and its momentum by `angle`.
void rotate(Mobj& thing, base::angle_t angle) {
    const fixed_t s = base::fine_sine(angle >> base::kAngleToFineShift);
    const fixed_t c = base::fine_cosine(angle >> base::kAngleToFineShift);
    const fixed_t x = thing.momx, y = thing.momy;
    thing.angle += angle;
    thing.momx = fixed_mul(x, c) - fixed_mul(y, s);
    thing.momy = fixed_mul(y, c) + fixed_mul(x, s);
}

// A player's view follows the height change at once, without restarting
// a step's smoothing.
void settle_view(World& w, Mobj& thing) {
    Player* player = thing.player && thing.player->mo == &thing ? thing.player : nullptr;
    if (!player) return;
    const fixed_t delta = player->deltaviewheight;
    player->deltaviewheight = 0;
    calc_height(w, *player);
    player->deltaviewheight = delta;
}

// Boom's line-to-line teleport: onto the first other two-sided line that
// `is_exit` takes, at the same place along it, turned by the lines' angle.
template <class Exit>
bool line_to_line_teleport(World& w, int line, int side, Mobj& thing, bool reverse, Exit&& is_exit) {
    if (side || (thing.flags & MF_MISSILE)) return false;
    const map::Line& from = w.level.lines[static_cast<std::size_t>(line)];
    const int count = static_cast<int>(w.lines.size());
    for (int exit = 0; exit < count; ++exit) {
        const map::Line& to = w.level.lines[static_cast<std::size_t>(exit)];
        if (exit == line || !is_exit(exit) || to.back_sector < 0) continue;

        const map::Vertex& from_v1 = w.level.vertices[static_cast<std::size_t>(from.v1)];
        const map::Vertex& to_v2 = w.level.vertices[static_cast<std::size_t>(to.v2)];
        // The thing's place along the entry line, 0 at v1 to 1.0 at v2.
        fixed_t pos = std::abs(from.dx) > std::abs(from.dy) ? base::fixed_div(thing.x - from_v1.x, from.dx)
                                                            : base::fixed_div(thing.y - from_v1.y, from.dy);
        // Turned by the lines' angle, plus half a turn unless reversed (a
        // reversed exit also flips the place along it).
        base::angle_t angle = point_to_angle2(0, 0, to.dx, to.dy) - point_to_angle2(0, 0, from.dx, from.dy);
        if (reverse) pos = base::kFracUnit - pos;
        else angle += base::kAng180;

        fixed_t x = to_v2.x - fixed_mul(pos, to.dx);
        fixed_t y = to_v2.y - fixed_mul(pos, to.dy);

        Player* player = thing.player && thing.player->mo == &thing ? thing.player : nullptr;
        const bool stepdown = w.sectors[static_cast<std::size_t>(to.front_sector)].floorheight <
                              w.sectors[static_cast<std::size_t>(to.back_sector)].floorheight;
        const fixed_t height = thing.z - thing.floorz;
        // Land on the side the thing leaves by: the back for a reversed
        // exit or a player stepping down, nudged over at most 10 units
        // against rounding.
        const int exit_side = reverse || (player && stepdown);
        for (int fudge = 10; point_on_line_side(w, x, y, exit) != exit_side && --fudge >= 0;) {
            if (std::abs(to.dx) > std::abs(to.dy)) y -= ((to.dx < 0) != static_cast<bool>(exit_side)) ? -1 : 1;
            else x += ((to.dy < 0) != static_cast<bool>(exit_side)) ? -1 : 1;
        }
        if (!teleport_move(w, thing, x, y)) return false;

        // As high above the exit's higher floor as it was above its own.
        thing.z = height + w.sectors[static_cast<std::size_t>(stepdown ? to.back_sector : to.front_sector)].floorheight;
        rotate(thing, angle);
        settle_view(w, thing);
        return true;
    }
    return false;
}

}  // namespace

bool ev_silent_teleport(World& w, int line, int side, Mobj& thing) {
    if (side || (thing.flags & MF_MISSILE)) return false;
    const Mobj* dest = destination_for(w, w.lines[static_cast<std::size_t>(line)].tag);
    if (!dest) return false;

    const map::Line& l = w.level.lines[static_cast<std::size_t>(line)];
    // Walking straight across the line leaves the way the destination faces.
    const base::angle_t angle = point_to_angle2(0, 0, l.dx, l.dy) - dest->angle + base::kAng90;
    const fixed_t height = thing.z - thing.floorz;
    if (!teleport_move(w, thing, dest->x, dest->y)) return false;
    thing.z = thing.floorz + height;
    rotate(thing, angle);
    settle_view(w, thing);
    return true;
}

bool ev_silent_line_teleport(World& w, int line, int side, Mobj& thing, bool reverse) {
    const int tag = w.lines[static_cast<std::size_t>(line)].tag;
    return line_to_line_teleport(w, line, side, thing, reverse,
                                 [&](int exit) { return w.lines[static_cast<std::size_t>(exit)].tag == tag; });
}

bool line_id_teleport(World& w, int line, int side, Mobj& thing, int exit_id, bool reverse) {
    if (line < 0) return false;
    return line_to_line_teleport(w, line, side, thing, reverse, [&](int exit) { return line_has_id(w, exit, exit_id); });
}

}  // namespace sim
