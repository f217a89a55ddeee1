// Boom's pushers (line types 224-226, boomref.txt): wind and current in
// the tagged sectors, along the line and as strong as it is long, and
// point pushers and pullers around an MT_PUSH or MT_PULL thing. They act
// only while the sector's push bit is on (phares' T_Pusher, as dsda-doom
// plays it at Boom levels and later).
#include "base/trig_tables.h"
#include "sim/boom_sector_types.h"
#include "sim/boom_thinkers.h"
#include "sim/map_utility.h"
#include "sim/mobjs.h"
#include "sim/point_to_angle.h"
#include "sim/sector_queries.h"
#include "sim/sight.h"

namespace sim {

namespace {

constexpr int kPushFactor = 7;  // a magnitude of 128 pushes a unit a tic

void add_pusher(World& w, PushKind type, fixed_t dx, fixed_t dy, Mobj* source, int affectee) {
    auto p = std::make_unique<Pusher>();
    p->type = type;
    p->source = source;
    set_pusher_push(*p, dx, dy);
    if (source) {
        p->radius = p->magnitude << (base::kFracBits + 1);  // where the force reaches nothing
        p->x = source->x;
        p->y = source->y;
    }
    p->affectee = affectee;
    w.thinkers.add(std::move(p));
}

// P_GetPushThing: the sector's first MT_PUSH or MT_PULL thing.
Mobj* push_thing(World& w, int sector) {
    for (Mobj* mo = w.sectors[static_cast<std::size_t>(sector)].thinglist; mo; mo = mo->snext)
        if (mo->type == MT_PUSH || mo->type == MT_PULL) return mo;
    return nullptr;
}

// PIT_PushThing. Boom pushes players; MBF anything alive or shootable.
void push_thing_from_point(World& w, const Pusher& p, Mobj& thing) {
    const bool pushed = w.opts.compat.mbf()
                            ? ((thing.health > 0 && thing.info->see_state != S_NULL) || (thing.flags & MF_SHOOTABLE)) &&
                                  !(thing.flags & MF_NOCLIP)
                            : thing.player && !(thing.flags & (MF_NOCLIP | MF_NOGRAVITY));
    if (!pushed) return;
    fixed_t speed = (p.magnitude - ((aprox_distance(thing.x - p.x, thing.y - p.y) >> base::kFracBits) >> 1))
                    << (base::kFracBits - kPushFactor - 1);
    if (speed > 0 && w.opts.compat.mbf()) {
        // killough: falling with the square of the distance, within the
        // same reach.
        const int x = (thing.x - p.x) >> base::kFracBits;
        const int y = (thing.y - p.y) >> base::kFracBits;
        // The sum wraps as the original's int did, then widens with its sign.
        const auto sum = static_cast<std::int32_t>(static_cast<std::uint32_t>(
            static_cast<std::int64_t>(x) * x + static_cast<std::int64_t>(y) * y + 1));
        speed = static_cast<fixed_t>((static_cast<std::uint64_t>(p.magnitude) << 23) /
                                     static_cast<std::uint64_t>(static_cast<std::int64_t>(sum)));
    }
    if (speed <= 0 || !check_sight(w, thing, *p.source)) return;
    angle_t angle = point_to_angle2(thing.x, thing.y, p.x, p.y);
    if (p.source->type == MT_PUSH) angle += base::kAng180;  // away
    const unsigned fine = angle >> base::kAngleToFineShift;
    thing.momx += base::fixed_mul(speed, base::fine_cosine(fine));
    thing.momy += base::fixed_mul(speed, base::fine_sine(fine));
    thing.scrolling = true;
}

void push_around_point(World& w, const Pusher& p) {
    w.tm.tmbbox = {p.y + p.radius, p.y - p.radius, p.x - p.radius, p.x + p.radius};
    const int xl = block_x(w, p.x - p.radius - kMaxRadius), xh = block_x(w, p.x + p.radius + kMaxRadius);
    const int yl = block_y(w, p.y - p.radius - kMaxRadius), yh = block_y(w, p.y + p.radius + kMaxRadius);
    for (int bx = xl; bx <= xh; ++bx)
        for (int by = yl; by <= yh; ++by)
            block_things_iterator(w, bx, by, [&](Mobj& thing) {
                push_thing_from_point(w, p, thing);
                return true;
            });
}

// Wind: full force in the air, half on the ground (or wading), none
// under water. Current: full force on the ground or under water.
void push_sector(World& w, const Pusher& p) {
    const SectorState& sec = w.sectors[static_cast<std::size_t>(p.affectee)];
    const int water = water_control_sector(w, p.affectee);
    const fixed_t surface = water >= 0 ? w.sectors[static_cast<std::size_t>(water)].floorheight : 0;
    for (Mobj* thing : sec.touching_things) {
        if (!thing->player || (thing->flags & (MF_NOGRAVITY | MF_NOCLIP))) continue;
        int xspeed = p.x_mag, yspeed = p.y_mag;
        if (p.type == PushKind::Wind) {
            const bool above = water < 0 ? thing->z > thing->floorz : thing->z > surface;
            const bool under = water >= 0 && !above && thing->player->viewz < surface;
            if (under) {
                xspeed = yspeed = 0;
            } else if (!above) {
                xspeed = p.x_mag >> 1;
                yspeed = p.y_mag >> 1;
            }
        } else if (thing->z > (water < 0 ? sec.floorheight : surface)) {
            xspeed = yspeed = 0;
        }
        thing->momx += xspeed << (base::kFracBits - kPushFactor);
        thing->momy += yspeed << (base::kFracBits - kPushFactor);
        thing->scrolling = true;
    }
}

}  // namespace

void set_pusher_push(Pusher& p, fixed_t dx, fixed_t dy) {
    p.x_mag = dx >> base::kFracBits;
    p.y_mag = dy >> base::kFracBits;
    p.magnitude = aprox_distance(p.x_mag, p.y_mag);
}

void add_sector_pusher(World& w, PushKind type, fixed_t dx, fixed_t dy, int affectee) {
    add_pusher(w, type, dx, dy, nullptr, affectee);
}

void Pusher::think(World& w) {
    if (!w.opts.compat.allow_pushers || !sector_has_push(w, affectee)) return;
    if (type == PushKind::Point)
        push_around_point(w, *this);
    else
        push_sector(w, *this);
}

void spawn_boom_pushers(World& w) {
    const int lines = static_cast<int>(w.lines.size());
    for (int i = 0; i < lines; ++i) {
        const int special = w.lines[static_cast<std::size_t>(i)].special;
        if (special < 224 || special > 226) continue;
        const map::Line& l = w.level.lines[static_cast<std::size_t>(i)];
        const int tag = w.lines[static_cast<std::size_t>(i)].tag;
        for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
            if (special == 224) {
                add_pusher(w, PushKind::Wind, l.dx, l.dy, nullptr, s);
            } else if (special == 225) {
                add_pusher(w, PushKind::Current, l.dx, l.dy, nullptr, s);
            } else if (Mobj* thing = push_thing(w, s)) {  // none: no effect
                add_pusher(w, PushKind::Point, l.dx, l.dy, thing, s);
            }
        }
    }
}

}  // namespace sim
