// Collision, movement, hitscans, use lines, splash damage and sector height
// changes, as Doom 1.9's p_map.c does them. Scratch results live in w.tm
// and are re-read from there after every call into another module, as the
// original re-read its globals: nested movement (a pain elemental's skull,
// a teleport) can overwrite them in the middle of an iteration.
#include "sim/movement.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "base/trig_tables.h"
#include "sim/boom_thinkers.h"
#include "sim/interaction.h"
#include "sim/line_blocking.h"
#include "sim/map_utility.h"
#include "sim/fake_plane_actions.h"
#include "sim/sector_actions.h"
#include "sim/mbf_bouncers.h"
#include "sim/midtex3d.h"
#include "sim/mobjs.h"
#include "sim/point_to_angle.h"
#include "sim/sight.h"
#include "sim/slope_queries.h"
#include "sim/sound.h"
#include "sim/specials.h"
#include "sim/movers.h"
#include "sim/wrapping.h"

namespace sim {
namespace {

using base::fixed_div;
using base::fixed_mul;
using base::kFracBits;
using base::kFracUnit;

// Two's-complement negation and size as the original's registers did them.
fixed_t wrap_neg(fixed_t a) { return static_cast<fixed_t>(0u - static_cast<std::uint32_t>(a)); }
fixed_t wrap_abs(fixed_t a) { return a < 0 ? wrap_neg(a) : a; }

// Where a trace of `distance` from (x, y) along a fine angle ends; the
// original steps whole map units times the fine cosine/sine.
void trace_end(fixed_t x, fixed_t y, unsigned fine, fixed_t distance, fixed_t& x2, fixed_t& y2) {
    x2 = wrap_add(x, (distance >> kFracBits) * base::fine_cosine(fine));
    y2 = wrap_add(y, (distance >> kFracBits) * base::fine_sine(fine));
}

void set_tm_box(World& w, Mobj& thing, fixed_t x, fixed_t y) {
    MapScratch& tm = w.tm;
    tm.tmthing = &thing;
    tm.tmflags = thing.flags;
    tm.tmx = x;
    tm.tmy = y;
    tm.tmbbox = box_around(x, y, thing.radius);
}

// The floor and ceiling of the sector under (x, y), and of the 3D floors
// in it for the moving thing where it is now, start the clip range;
// lines touched narrow it.
void start_clip_range(World& w, fixed_t x, fixed_t y) {
    const int number = w.sector_of_subsector(point_in_subsector(w, x, y));
    const SectorState& sector = w.sectors[static_cast<std::size_t>(number)];
    MapScratch& tm = w.tm;
    tm.ceilingline = -1;
    tm.floorline = -1;
    tm.tmfloorz = sector.floor_at(x, y);
    tm.tmceilingz = sector.ceiling_at(x, y);
    if (w.extra_floors.any())
        fit_between_extra_floors(w, number, x, y, tm.tmthing->z, tm.tmthing->height, tm.tmfloorz, tm.tmceilingz);
    tm.tmdropoffz = tm.tmfloorz;
}

// Whether the map's lines carry UDMF or Hexen-format fields (the 3D middle
// textures among them): classic maps skip those tests on their hot paths.
bool has_line_extensions(const World& w) { return !w.level.extensions.lines.empty(); }

// ---- teleport move ----

bool stomp_thing(World& w, Mobj& thing) {
    if (!(thing.flags & MF_SHOOTABLE)) return true;
    Mobj& tmthing = *w.tm.tmthing;
    const fixed_t blockdist = thing.radius + tmthing.radius;
    if (wrap_abs(wrap_sub(thing.x, w.tm.tmx)) >= blockdist || wrap_abs(wrap_sub(thing.y, w.tm.tmy)) >= blockdist)
        return true;
    if (&thing == &tmthing) return true;
    // Monsters telefrag only on MAP30 (the boss brain's spawn cubes).
    if (!tmthing.player && w.opts.map != 30) return false;
    damage_mobj(w, thing, &tmthing, &tmthing, 10000);
    return true;
}

// ---- position checks ----

// Vanilla's spechit[] held 8 lines. A move touching more wrote the 9th
// and later line pointers over the globals that followed it in doom2.exe:
// the four tmbbox sides (so the rest of this P_CheckPosition tests lines
// against a wrong box), then crushchange and nofit. Demos recorded on maps
// with many special lines close together depend on it, so it stays, with
// the addresses Chocolate Doom and PrBoom+ use (lines[] at 0x01C09C98 in
// the DOS executable, 0x3E bytes per line_t). What a 15th line overwrote
// is not known; it is only reported.
constexpr std::size_t kVanillaSpechit = 8;

void spechit_overrun(World& w, int ld) {
    constexpr std::uint32_t kLinesAddress = 0x01C09C98;
    constexpr std::uint32_t kLineSize = 0x3E;
    const auto address = static_cast<fixed_t>(kLinesAddress + static_cast<std::uint32_t>(ld) * kLineSize);
    MapScratch& tm = w.tm;
    const std::size_t n = tm.spechit.size();  // vanilla's numspechit after the store
    if (n <= kVanillaSpechit + 4) {
        tm.tmbbox[n - kVanillaSpechit - 1] = address;
        w.overflows.note(Overflow::Spechit);
    } else if (n == kVanillaSpechit + 5) {
        tm.crushchange = address != 0;
        w.overflows.note(Overflow::Spechit);
    } else if (n == kVanillaSpechit + 6) {
        tm.nofit = address != 0;
        w.overflows.note(Overflow::Spechit);
    } else {
        w.overflows.note(Overflow::SpechitUnknown);
    }
}

// P_TryMove's ledge rule for a thing that may not drop off by itself. Boom
// lets momentum (and the dogs' jump) carry it off unless comp_dropoff asks
// for the old rule; MBF21's comp_ledgeblock brings the old rule back for
// everything. MBF notes a fall of more than a step (felldown) so that
// P_Move leaves the faller in the air.
bool stays_off_dropoff(World& w, const Mobj& thing, Dropoff dropoff) {
    const MapScratch& tm = w.tm;
    const CompatOptions& compat = w.opts.compat;
    const bool over_ledge = tm.tmfloorz - tm.tmdropoffz > kMaxStepUp;
    if (!compat.boom()) return over_ledge;
    // MBF21 lets scrollers carry things off ledges even with comp_ledgeblock.
    const bool ledgeblock = compat.has(comp_ledgeblock) && !(compat.mbf21() && thing.scrolling);
    if (compat.has(comp_dropoff) || ledgeblock) {
        // PrBoom 2.2-2.4 recorded MBF demos with the old rule, and dsda-doom
        // keeps it for MBF (prboom_2 and earlier levels).
        const bool old_rule = ledgeblock || dropoff == Dropoff::Never || compat.level == CompLevel::Mbf;
        return old_rule && over_ledge;
    }
    const bool dog_may_not_jump = dropoff == Dropoff::DogJump &&
                                  (tm.tmfloorz - tm.tmdropoffz > 128 * kFracUnit || !thing.target ||
                                   thing.target->z > tm.tmdropoffz);
    if (dropoff == Dropoff::Never || dog_may_not_jump) {
        if (!compat.mbf() || !compat.monkeys) return over_ledge;
        // MBF's monkeys climb: only a step from where they stand counts.
        return thing.floorz - tm.tmfloorz > kMaxStepUp || thing.dropoffz - tm.tmdropoffz > kMaxStepUp;
    }
    w.tm.felldown = !(thing.flags & MF_NOGRAVITY) && thing.z - tm.tmfloorz > kMaxStepUp;
    return false;
}

// ZDoom keeps a thing that walks down a sloped floor on it instead of
// letting it fall a little each tic. Approximated: one that stood on its
// floor before the move and now is over a sloped floor at most a step
// below is put on it, whatever its speed and the slope's steepness.
void keep_on_slope(World& w, Mobj& thing) {
    if (thing.flags & (MF_NOGRAVITY | MF_FLOAT)) return;
    if (thing.z <= thing.floorz || thing.z - thing.floorz > kMaxStepUp) return;
    const SectorState& sector = w.sectors[static_cast<std::size_t>(w.mobj_sector(thing))];
    if (sector.floorplane.sloped && sector.floor_at(thing.x, thing.y) == thing.floorz) thing.z = thing.floorz;
}

// MBF's escape from walls (killough's tmunstuck): a player whose box,
// where it stands now, already crosses line `ld` may move on.
bool touches_now(World& w, int ld) {
    const Mobj& thing = *w.tm.tmthing;
    return box_crosses_line(w, box_around(thing.x, thing.y, thing.radius), ld);
}

bool escapes(World& w, int ld) { return w.tm.unstuck && touches_now(w, ld); }

// P_TryMove's heights: a player stuck between the lines that set the
// floor and ceiling of the move may leave (MBF), if it touches them now.
bool escapes_planes(World& w) {
    const MapScratch& tm = w.tm;
    return tm.unstuck && (tm.ceilingline < 0 || touches_now(w, tm.ceilingline)) &&
           (tm.floorline < 0 || touches_now(w, tm.floorline));
}

// How a two-sided line's blocking bits stop the moving thing: as a wall,
// only as a monster, or not at all. Missiles and MBF's bouncers pass all
// but blockeverything and blockprojectiles.
enum class LineStop { None, Wall, Monster };

LineStop line_stop(World& w, int ld) {
    const Mobj& thing = *w.tm.tmthing;
    const int flags = w.lines[static_cast<std::size_t>(ld)].flags;
    if ((thing.flags & MF_MISSILE) || bounces(w, thing))
        return line_blocks_projectiles(w, ld) ? LineStop::Wall : LineStop::None;
    const bool everything = line_blocks_everything(w, ld);
    if ((flags & map::kLineBlocking) || everything || (thing.player && line_blocks_players(w, ld)))
        return LineStop::Wall;
    // MBF: lines that block monsters let friends by.
    const bool monster = !thing.player && !(w.opts.compat.mbf() && (thing.flags & MF_FRIEND));
    if (monster && ((flags & map::kLineBlockMonsters) || (line_blocks_land_monsters(w, ld) && !(thing.flags & MF_FLOAT))))
        return LineStop::Monster;
    return LineStop::None;
}

bool check_line(World& w, int ld) {
    const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
    MapScratch& tm = w.tm;
    if (!box_crosses_line(w, tm.tmbbox, ld)) return true;

    // The box crosses the line. Special lines are remembered and acted on
    // only if the whole move turns out valid, in no particular order.
    if (line.back_sector == map::kNone) {  // one-sided
        tm.blockline = ld;
        tm.opening_line = ld;
        // MBF: a player stuck in the wall may move away from its front.
        return escapes(w, ld) &&
               fixed_mul(tm.tmx - tm.tmthing->x, line.dy) > fixed_mul(tm.tmy - tm.tmthing->y, line.dx);
    }
    const LineStop stop = line_stop(w, ld);
    if (stop != LineStop::None) {
        tm.blockline = ld;
        return stop == LineStop::Wall && escapes(w, ld);
    }

    thing_line_opening(w, ld, tm.tmx, tm.tmy);
    if (w.extra_floors.any()) narrow_opening_by_extra_floors(w, ld, tm.tmx, tm.tmy, *tm.tmthing);
    if (has_line_extensions(w)) narrow_opening_by_midtex3d(w, ld, *tm.tmthing);
    if (tm.opentop < tm.tmceilingz) {
        tm.tmceilingz = tm.opentop;
        tm.ceilingline = ld;
        tm.opening_line = ld;
    }
    if (tm.openbottom > tm.tmfloorz) {
        tm.tmfloorz = tm.openbottom;
        tm.floorline = ld;
        tm.opening_line = ld;
    }
    if (tm.lowfloor < tm.tmdropoffz) tm.tmdropoffz = tm.lowfloor;

    if (w.lines[static_cast<std::size_t>(ld)].special) {
        tm.spechit.push_back(ld);
        // Boom grew the list; Doom 1.9's overran what followed it.
        if (tm.spechit.size() > kVanillaSpechit && !w.opts.compat.boom()) spechit_overrun(w, ld);
    }
    return true;
}

// The original's missile immunity: a shooter's own type, and the baron
// and the hell knight as one.
bool same_species(const Mobj& thing, const Mobj& shooter) {
    return shooter.type == thing.type || (shooter.type == MT_KNIGHT && thing.type == MT_BRUISER) ||
           (shooter.type == MT_BRUISER && thing.type == MT_KNIGHT);
}

// MBF21's projectile groups (dsda-doom's P_ProjectileImmune): the default
// is the species rule; groupless things are immune only to themselves.
bool mbf21_projectile_immune(const Mobj& thing, const Mobj& shooter) {
    const int group = thing.info->projectile_group;
    if (group == kProjectileGroupless && &thing != &shooter) return false;
    if (group == kProjectileSpecies) return shooter.type == thing.type;
    return group == shooter.info->projectile_group;
}

// MBF21's ripper: hurts what it passes through and flies on.
void rip_through(World& w, Mobj& missile, Mobj& thing) {
    const int damage = ((w.rng.p_random() & 3) + 2) * missile.info->damage;
    if (!(thing.flags & MF_NOBLOOD)) spawn_blood(w, missile.x, missile.y, missile.z, damage);
    if (missile.info->rip_sound) start_sound(w, &missile, missile.info->rip_sound);
    damage_mobj(w, thing, &missile, missile.target, damage);
    w.tm.spechit.clear();  // it crosses no lines in this move
}

bool check_thing(World& w, Mobj& thing) {
    if (!(thing.flags & (MF_SOLID | MF_SPECIAL | MF_SHOOTABLE)) && !touchy(w, thing)) return true;
    const fixed_t blockdist = thing.radius + w.tm.tmthing->radius;
    if (wrap_abs(wrap_sub(thing.x, w.tm.tmx)) >= blockdist || wrap_abs(wrap_sub(thing.y, w.tm.tmy)) >= blockdist)
        return true;
    if (&thing == w.tm.tmthing) return true;

    if (touchy_thing_touched(w, thing, *w.tm.tmthing)) {
        damage_mobj(w, thing, nullptr, nullptr, thing.health);
        return true;
    }

    // A charging lost soul hits whatever it touches, then stops.
    if (w.tm.tmthing->flags & MF_SKULLFLY) {
        const int damage = ((w.rng.p_random() % 8) + 1) * w.tm.tmthing->info->damage;
        damage_mobj(w, thing, w.tm.tmthing, w.tm.tmthing, damage);
        Mobj& skull = *w.tm.tmthing;
        skull.flags &= ~static_cast<std::uint32_t>(MF_SKULLFLY);
        skull.momx = skull.momy = skull.momz = 0;
        set_mobj_state(w, skull, skull.info->spawn_state);
        return false;
    }

    // MBF: a bouncer that is not solid strikes things as missiles do.
    Mobj& mover = *w.tm.tmthing;
    if ((mover.flags & MF_MISSILE) || (bounces(w, mover) && !(mover.flags & MF_SOLID))) {
        Mobj& missile = mover;
        if (missile.z > thing.z + thing.height) return true;   // over it
        if (missile.z + missile.height < thing.z) return true; // under it
        const Mobj* shooter = missile.target;
        if (shooter && (w.opts.compat.mbf21() ? mbf21_projectile_immune(thing, *shooter) : same_species(thing, *shooter))) {
            if (&thing == shooter) return true;  // never hits the one who fired it
            // Same species: explodes harmlessly, except against players.
            if (thing.type != MT_PLAYER && !w.defs->misc.monsters_infight) return false;
        }
        if (!(missile.flags & MF_MISSILE)) return !rebounds_off(missile, thing);
        if (!(thing.flags & MF_SHOOTABLE)) return !(thing.flags & MF_SOLID);
        if (w.opts.compat.mbf21() && (missile.flags2 & MF2_RIP)) {
            rip_through(w, missile, thing);
            return true;
        }
        const int damage = ((w.rng.p_random() % 8) + 1) * missile.info->damage;
        damage_mobj(w, thing, &missile, missile.target, damage);
        return false;
    }

    if (thing.flags & MF_SPECIAL) {
        const bool solid = (thing.flags & MF_SOLID) != 0;
        // tmflags, not the live flags: as the original.
        if (w.tm.tmflags & MF_PICKUP) touch_special_thing(w, thing, *w.tm.tmthing);
        return !solid;
    }
    if (!w.opts.compat.boom()) return !(thing.flags & MF_SOLID);
    // Boom: a thing that is not solid itself (a dead player) moves through
    // solid ones, and no-clipping things block nothing.
    return !((thing.flags & MF_SOLID) && !(thing.flags & MF_NOCLIP) && (w.tm.tmthing->flags & MF_SOLID));
}

// P_ThingHeightClip: re-fits a thing between floor and ceiling after a
// sector moved. Things on the floor ride it; others are only pushed down
// by the ceiling. False if it no longer fits.
bool thing_height_clip(World& w, Mobj& thing) {
    const bool onfloor = thing.z == thing.floorz;
    check_position(w, thing, thing.x, thing.y);
    thing.floorz = w.tm.tmfloorz;
    thing.ceilingz = w.tm.tmceilingz;
    thing.dropoffz = w.tm.tmdropoffz;
    if (onfloor) {
        thing.z = thing.floorz;
    } else if (thing.z + thing.height > thing.ceilingz) {
        thing.z = thing.ceilingz - thing.height;
    }
    return thing.ceilingz - thing.floorz >= thing.height;
}

// ---- sliding ----

// Boom's icy floor for P_HitSlideLine: a thing that hits a wall hard on
// ice bounces off it instead of sliding. Boom 2.02 asks it of players on
// the ground only; MBF of anything on the floor, by the floor's friction.
bool slides_on_ice(World& w) {
    const CompatOptions& c = w.opts.compat;
    const Mobj& mo = *w.tm.slidemo;
    if (!c.boom() || !c.variable_friction) return false;
    if (c.mbf())
        return aprox_distance(w.tm.tmxmove, w.tm.tmymove) > 4 * kFracUnit && mo.z <= mo.floorz &&
               thing_friction(w, mo) > kOrigFriction;
    return mo.player && w.onground && mo.friction > kOrigFriction;
}

// P_HitSlideLine: turns the remaining move (tmxmove, tmymove) along the
// wall (Boom: off it, on ice, losing half of it).
void hit_slide_line(World& w, int ld) {
    MapScratch& tm = w.tm;
    const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
    const bool icyfloor = slides_on_ice(w);
    if (line.slope == map::SlopeType::Horizontal) {
        if (icyfloor && std::abs(tm.tmymove) > std::abs(tm.tmxmove)) {
            tm.tmxmove /= 2;
            tm.tmymove = -tm.tmymove / 2;
            start_sound(w, tm.slidemo, sfx_oof);
        } else {
            tm.tmymove = 0;
        }
        return;
    }
    if (line.slope == map::SlopeType::Vertical) {
        if (icyfloor && std::abs(tm.tmxmove) > std::abs(tm.tmymove)) {
            tm.tmxmove = -tm.tmxmove / 2;
            tm.tmymove /= 2;
            start_sound(w, tm.slidemo, sfx_oof);
        } else {
            tm.tmxmove = 0;
        }
        return;
    }
    const int side = point_on_line_side(w, tm.slidemo->x, tm.slidemo->y, ld);
    angle_t lineangle = point_to_angle(line.dx, line.dy);
    if (side == 1) lineangle += base::kAng180;
    angle_t moveangle = point_to_angle(tm.tmxmove, tm.tmymove);
    // Boom: against a path reversal from rounding.
    if (w.opts.compat.boom()) moveangle += 10;
    angle_t deltaangle = moveangle - lineangle;
    fixed_t movelen = aprox_distance(tm.tmxmove, tm.tmymove);
    if (icyfloor && deltaangle > base::kAng45 && deltaangle < base::kAng90 + base::kAng45) {
        moveangle = (lineangle - deltaangle) >> base::kAngleToFineShift;
        movelen /= 2;
        start_sound(w, tm.slidemo, sfx_oof);
        tm.tmxmove = fixed_mul(movelen, base::fine_cosine(moveangle));
        tm.tmymove = fixed_mul(movelen, base::fine_sine(moveangle));
        return;
    }
    if (deltaangle > base::kAng180) deltaangle += base::kAng180;  // the original's I_Error was disabled
    lineangle >>= base::kAngleToFineShift;
    deltaangle >>= base::kAngleToFineShift;
    const fixed_t newlen = fixed_mul(movelen, base::fine_cosine(deltaangle));
    tm.tmxmove = fixed_mul(newlen, base::fine_cosine(lineangle));
    tm.tmymove = fixed_mul(newlen, base::fine_sine(lineangle));
}

bool slide_traverse(World& w, const Intercept& in) {
    if (!in.is_line) return true;  // only lines are added to this trace
    const int ld = in.line;
    MapScratch& tm = w.tm;
    const Mobj& mo = *tm.slidemo;
    bool blocks = true;
    if (!(w.lines[static_cast<std::size_t>(ld)].flags & map::kLineTwoSided)) {
        if (point_on_line_side(w, mo.x, mo.y, ld)) return true;  // the back of a one-sided line
    } else {
        thing_line_opening(w, ld, mo.x, mo.y);
        if (w.extra_floors.any()) narrow_opening_by_extra_floors(w, ld, mo.x, mo.y, mo);
        if (has_line_extensions(w)) narrow_opening_by_midtex3d(w, ld, mo);
        blocks = tm.openrange < mo.height             // doesn't fit
                 || tm.opentop - mo.z < mo.height     // too high for the opening
                 || tm.openbottom - mo.z > kMaxStepUp; // step too big
    }
    if (!blocks) return true;
    if (in.frac < tm.bestslidefrac) {
        tm.secondslidefrac = tm.bestslidefrac;
        tm.secondslideline = tm.bestslideline;
        tm.bestslidefrac = in.frac;
        tm.bestslideline = ld;
    }
    return false;
}

// ---- hitscans ----

// Opens two-sided line `ld` where a trace crosses it at `frac` (the
// original's opening on a flat line; ZDoom's planes at the crossing point
// on a sloped one) and says whether its sides' floors and ceilings differ
// there. A two-sided line without a back sector: Chocolate Doom's
// emulation of what vanilla read there (both differ).
struct TraceCrossing {
    bool floors_differ, ceilings_differ;
};

TraceCrossing open_trace_crossing(World& w, int ld, fixed_t frac) {
    const MapScratch& tm = w.tm;
    if (line_sloped(w, ld)) {
        const fixed_t x = tm.trace_x + fixed_mul(tm.trace_dx, frac);
        const fixed_t y = tm.trace_y + fixed_mul(tm.trace_dy, frac);
        line_opening_at(w, ld, x, y);
        return {floors_differ_at(w, ld, x, y), ceilings_differ_at(w, ld, x, y)};
    }
    line_opening(w, ld);
    const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
    const SectorState& front = w.sectors[static_cast<std::size_t>(line.front_sector)];
    if (line.back_sector == map::kNone) return {true, true};
    const SectorState& back = w.sectors[static_cast<std::size_t>(line.back_sector)];
    return {front.floorheight != back.floorheight, front.ceilingheight != back.ceilingheight};
}

bool aim_traverse(World& w, const Intercept& in, std::uint32_t skip_flags) {
    MapScratch& tm = w.tm;
    if (in.is_line) {
        const int ld = in.line;
        // ZDoom's aim stops at blockeverything as at a wall.
        if (!(w.lines[static_cast<std::size_t>(ld)].flags & map::kLineTwoSided) || line_blocks_everything(w, ld))
            return false;
        const TraceCrossing crossing = open_trace_crossing(w, ld, in.frac);
        if (tm.openbottom >= tm.opentop) return false;
        const fixed_t dist = fixed_mul(tm.attackrange, in.frac);
        if (crossing.floors_differ) {
            const fixed_t slope = fixed_div(tm.openbottom - tm.shootz, dist);
            if (slope > tm.bottomslope) tm.bottomslope = slope;
        }
        if (crossing.ceilings_differ) {
            const fixed_t slope = fixed_div(tm.opentop - tm.shootz, dist);
            if (slope < tm.topslope) tm.topslope = slope;
        }
        return tm.topslope > tm.bottomslope;
    }

    Mobj* th = in.thing;
    if (th == tm.shootthing) return true;
    if (!(th->flags & MF_SHOOTABLE)) return true;
    if ((th->flags & tm.shootthing->flags & skip_flags) && !th->player) return true;
    const fixed_t dist = fixed_mul(tm.attackrange, in.frac);
    fixed_t thingtopslope = fixed_div(th->z + th->height - tm.shootz, dist);
    if (thingtopslope < tm.bottomslope) return true;  // over it
    fixed_t thingbottomslope = fixed_div(th->z - tm.shootz, dist);
    if (thingbottomslope > tm.topslope) return true;  // under it
    if (thingtopslope > tm.topslope) thingtopslope = tm.topslope;
    if (thingbottomslope < tm.bottomslope) thingbottomslope = tm.bottomslope;
    tm.aimslope = (thingtopslope + thingbottomslope) / 2;
    tm.linetarget = th;
    return false;
}

// `shot` follows the trace through sloped sectors and 3D floors
// (slope_queries.h); on a level with neither it stays unused (sector -1).
bool shoot_traverse(World& w, const Intercept& in, ShotPassage& shot) {
    MapScratch& tm = w.tm;
    if (shot.sector >= 0) {
        // ZDoom's sloped planes and 3D floors stop the shot where it meets them.
        const fixed_t at = shot_meets_plane(w, shot, in.frac);
        if (at >= 0) {
            shot_hits_plane(w, shot, at);
            return false;
        }
    }
    if (in.is_line) {
        const int ld = in.line;
        if (w.lines[static_cast<std::size_t>(ld)].special) shoot_special_line(w, *tm.shootthing, ld);
        const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
        bool hit = !(w.lines[static_cast<std::size_t>(ld)].flags & map::kLineTwoSided) || line_blocks_hitscan(w, ld);
        if (!hit) {
            const TraceCrossing crossing = open_trace_crossing(w, ld, in.frac);
            const fixed_t dist = fixed_mul(tm.attackrange, in.frac);
            if (crossing.floors_differ && fixed_div(tm.openbottom - tm.shootz, dist) > tm.aimslope)
                hit = true;
            else if (crossing.ceilings_differ && fixed_div(tm.opentop - tm.shootz, dist) < tm.aimslope)
                hit = true;
            else if (w.extra_floors.any() && shot_meets_extra_floor_side(w, ld, in.frac))
                hit = true;
            else if (has_line_extensions(w))
                hit = shot_meets_midtex3d(w, ld, tm.shootz + fixed_mul(tm.aimslope, dist));
            if (!hit) {
                if (shot.sector >= 0) shot_crosses(w, shot, ld, in.frac);
                return true;  // the shot goes through
            }
        }

        // Puff 4 units short of the wall.
        const fixed_t frac = in.frac - fixed_div(4 * kFracUnit, tm.attackrange);
        const fixed_t x = tm.trace_x + fixed_mul(tm.trace_dx, frac);
        const fixed_t y = tm.trace_y + fixed_mul(tm.trace_dy, frac);
        const fixed_t z = tm.shootz + fixed_mul(tm.aimslope, fixed_mul(frac, tm.attackrange));
        const SectorState& front = w.sectors[static_cast<std::size_t>(line.front_sector)];
        if (front.ceilingpic == w.textures.sky_flat) {
            if (z > front.ceilingheight) return false;  // shots into the sky vanish
            if (line.back_sector != map::kNone) {
                const SectorState& back = w.sectors[static_cast<std::size_t>(line.back_sector)];
                // A sky hack wall eats the shot; Boom's only above the
                // back sector's ceiling.
                if (back.ceilingpic == w.textures.sky_flat && (!w.opts.compat.boom() || back.ceilingheight < z))
                    return false;
            }
        }
        spawn_puff(w, x, y, z);
        return false;
    }

    Mobj* th = in.thing;
    if (th == tm.shootthing) return true;
    if (!(th->flags & MF_SHOOTABLE)) return true;
    const fixed_t dist = fixed_mul(tm.attackrange, in.frac);
    const fixed_t thingtopslope = fixed_div(th->z + th->height - tm.shootz, dist);
    if (thingtopslope < tm.aimslope) return true;  // over it
    const fixed_t thingbottomslope = fixed_div(th->z - tm.shootz, dist);
    if (thingbottomslope > tm.aimslope) return true;  // under it

    // Blood or puff 10 units short of the thing.
    const fixed_t frac = in.frac - fixed_div(10 * kFracUnit, tm.attackrange);
    const fixed_t x = tm.trace_x + fixed_mul(tm.trace_dx, frac);
    const fixed_t y = tm.trace_y + fixed_mul(tm.trace_dy, frac);
    const fixed_t z = tm.shootz + fixed_mul(tm.aimslope, fixed_mul(frac, tm.attackrange));
    if (th->flags & MF_NOBLOOD)
        spawn_puff(w, x, y, z);
    else
        spawn_blood(w, x, y, z, tm.la_damage);
    if (tm.la_damage) damage_mobj(w, *th, tm.shootthing, tm.shootthing, tm.la_damage);
    return false;
}

// ---- use ----

// ZDoom: a use a wall stops goes to the user's sector's use actions, then
// to the wall's (the side facing the user) use-wall actions; either
// taking it silences the "oof".
bool sector_took_use(World& w, int ld) {
    if (w.sector_actions.empty()) return false;
    Mobj& user = *w.tm.usething;
    if (trigger_sector_actions(w, w.mobj_sector(user), user, kSecActUse)) return true;
    const map::Line& line = w.level.lines[static_cast<std::size_t>(ld)];
    const int side_sector =
        point_on_line_side(w, user.x, user.y, ld) == 0 ? line.front_sector : line.back_sector;
    return side_sector != map::kNone && trigger_sector_actions(w, side_sector, user, kSecActUseWall);
}

bool use_traverse(World& w, const Intercept& in, bool& passed_wall) {
    const int ld = in.line;
    if (!w.lines[static_cast<std::size_t>(ld)].special || !use_may_trigger(w, ld)) {
        line_opening(w, ld);
        if (w.tm.openrange <= 0 || line_blocks_use(w, ld)) {
            if (!sector_took_use(w, ld)) start_sound(w, w.tm.usething, sfx_noway);
            return false;  // can't use through a wall
        }
        passed_wall = true;
        return true;
    }
    const int side = point_on_line_side(w, w.tm.usething->x, w.tm.usething->y, ld) == 1 ? 1 : 0;
    use_special_line(w, *w.tm.usething, ld, side);
    return line_passes_use(w, ld);  // one special line per use, unless Boom's pass-use flag says on
}

// Boom's PTR_NoWayTraverse: whether a line that is not special would
// stop the user (blocking, closed, or a step or lintel in the way).
bool noway_traverse(World& w, const Intercept& in) {
    const int ld = in.line;
    if (w.lines[static_cast<std::size_t>(ld)].special) return true;
    if (w.lines[static_cast<std::size_t>(ld)].flags & map::kLineBlocking) return false;
    line_opening(w, ld);
    const Mobj& user = *w.tm.usething;
    return !(w.tm.openrange <= 0 || w.tm.openbottom > user.z + kMaxStepUp || w.tm.opentop < user.z + user.height);
}

// ---- splash damage ----

// MBF21's splash rules, in place of the original's cyberdemon and
// mastermind check: a splash group immune to its own kind, and the flags
// (NORADIUSDMG, BOSS) that the vanilla things carry by default.
bool mbf21_splash_immune(const Mobj& thing, const Mobj& spot) {
    if (thing.info->splash_group != kNoGroup && thing.info->splash_group == spot.info->splash_group) return true;
    return (thing.flags2 & (MF2_NORADIUSDMG | MF2_BOSS)) && !(spot.flags2 & MF2_FORCERADIUSDMG);
}

bool radius_attack_thing(World& w, Mobj& thing) {
    if (!(thing.flags & MF_SHOOTABLE) && !bounces(w, thing)) return true;  // MBF: bouncers are hurt
    Mobj& spot = *w.tm.bombspot;
    if (bounces(w, spot)) {
        // MBF: a bouncer's blast (a grenade) hurts all but a cyberdemon
        // that a cyberdemon threw.
        const Mobj* source = w.tm.bombsource;
        if ((w.opts.compat.mbf21() && thing.info->splash_group != kNoGroup &&
             thing.info->splash_group == spot.info->splash_group) ||
            (thing.type == MT_CYBORG && source && source->type == MT_CYBORG))
            return true;
    } else if (w.opts.compat.mbf21()) {
        if (mbf21_splash_immune(thing, spot)) return true;
    } else if (thing.type == MT_CYBORG || thing.type == MT_SPIDER) {
        // The cyberdemon and the spider mastermind ignore splash damage.
        return true;
    }
    const fixed_t dx = wrap_abs(wrap_sub(thing.x, spot.x));
    const fixed_t dy = wrap_abs(wrap_sub(thing.y, spot.y));
    fixed_t dist = dx > dy ? dx : dy;
    dist = (dist - thing.radius) >> kFracBits;
    if (dist < 0) dist = 0;
    const int damage = w.tm.bombdamage;
    const int distance = w.tm.bombdistance;
    if (dist >= distance) return true;
    // MBF21's A_RadiusDamage may give a reach other than the damage: the
    // damage then falls off in proportion (dsda-doom's P_SplashDamage).
    const int hurt = damage == distance ? damage - dist : damage * (distance - dist) / distance + 1;
    if (check_sight(w, thing, *w.tm.bombspot)) damage_mobj(w, thing, w.tm.bombspot, w.tm.bombsource, hurt);
    return true;
}

// ---- sector height changes ----

bool change_sector_thing(World& w, Mobj& thing) {
    if (thing_height_clip(w, thing)) return true;

    if (thing.health <= 0) {  // crush corpses to gibs
        set_mobj_state(w, thing, S_GIBS);
        thing.flags &= ~static_cast<std::uint32_t>(MF_SOLID);
        thing.height = 0;
        thing.radius = 0;
        return true;
    }
    if (thing.flags & MF_DROPPED) {  // crush dropped items
        remove_mobj(w, thing);
        return true;
    }
    if (touchy(w, thing) && (thing.armed || sentient(thing))) {  // MBF: a touchy thing dies when squeezed
        damage_mobj(w, thing, nullptr, nullptr, thing.health);
        return true;
    }
    if (!(thing.flags & MF_SHOOTABLE)) return true;  // gibs or decorations

    w.tm.nofit = true;
    if (w.tm.crushchange && !(w.leveltime & 3)) {
        damage_mobj(w, thing, nullptr, nullptr, 10);
        Mobj* blood = spawn_mobj(w, thing.x, thing.y, thing.z + thing.height / 2, MT_BLOOD);
        // Blood sprays randomly; the first random number is drawn first.
        const int a = w.rng.p_random();
        const int b = w.rng.p_random();
        blood->momx = (a - b) << 12;
        const int c = w.rng.p_random();
        const int d = w.rng.p_random();
        blood->momy = (c - d) << 12;
    }
    return true;
}

}  // namespace

bool teleport_move(World& w, Mobj& thing, fixed_t x, fixed_t y) {
    set_tm_box(w, thing, x, y);
    start_clip_range(w, x, y);
    ++w.validcount;
    w.tm.spechit.clear();

    const map::BBox& box = w.tm.tmbbox;
    const int xl = block_x(w, box[map::kBoxLeft] - kMaxRadius);
    const int xh = block_x(w, box[map::kBoxRight] + kMaxRadius);
    const int yl = block_y(w, box[map::kBoxBottom] - kMaxRadius);
    const int yh = block_y(w, box[map::kBoxTop] + kMaxRadius);
    const auto stomp = [&w](Mobj& other) { return stomp_thing(w, other); };
    for (int bx = xl; bx <= xh; ++bx)
        for (int by = yl; by <= yh; ++by)
            if (!block_things_iterator(w, bx, by, stomp)) return false;

    const int old_sector = w.mobj_sector(thing);
    unset_thing_position(w, thing);
    thing.floorz = w.tm.tmfloorz;
    thing.ceilingz = w.tm.tmceilingz;
    thing.dropoffz = w.tm.tmdropoffz;
    thing.x = x;
    thing.y = y;
    set_thing_position(w, thing);
    if (!w.sector_actions.empty() && w.tm.crossing != &thing) sector_transition(w, thing, old_sector);
    return true;
}

bool check_position(World& w, Mobj& thing, fixed_t x, fixed_t y) {
    set_tm_box(w, thing, x, y);
    start_clip_range(w, x, y);
    ++w.validcount;
    w.tm.spechit.clear();
    w.tm.blockline = -1;
    w.tm.opening_line = -1;
    w.tm.unstuck = thing.player && thing.player->mo == &thing && w.opts.compat.mbf();
    if (w.tm.tmflags & MF_NOCLIP) return true;

    // Things first (possibly picking them up). A thing is linked in the
    // block of its centre, so the box grows by the largest radius.
    {
        const map::BBox& box = w.tm.tmbbox;
        const int xl = block_x(w, box[map::kBoxLeft] - kMaxRadius);
        const int xh = block_x(w, box[map::kBoxRight] + kMaxRadius);
        const int yl = block_y(w, box[map::kBoxBottom] - kMaxRadius);
        const int yh = block_y(w, box[map::kBoxTop] + kMaxRadius);
        const auto f = [&w](Mobj& other) { return check_thing(w, other); };
        for (int bx = xl; bx <= xh; ++bx)
            for (int by = yl; by <= yh; ++by)
                if (!block_things_iterator(w, bx, by, f)) return false;
    }
    // Then lines; the box is read again, as a pickup may have moved things.
    // MBF21 starts a fresh check here: a thing placed during the things
    // pass (MBF's sector lists mark lines) could otherwise hide lines.
    if (w.opts.compat.mbf21()) ++w.validcount;
    {
        const map::BBox& box = w.tm.tmbbox;
        const int xl = block_x(w, box[map::kBoxLeft]);
        const int xh = block_x(w, box[map::kBoxRight]);
        const int yl = block_y(w, box[map::kBoxBottom]);
        const int yh = block_y(w, box[map::kBoxTop]);
        const auto f = [&w](int line) { return check_line(w, line); };
        for (int bx = xl; bx <= xh; ++bx)
            for (int by = yl; by <= yh; ++by)
                if (!block_lines_iterator(w, bx, by, f)) return false;
    }
    return true;
}

bool try_move(World& w, Mobj& thing, fixed_t x, fixed_t y, Dropoff dropoff) {
    w.tm.floatok = false;
    w.tm.felldown = false;
    if (!check_position(w, thing, x, y)) return false;  // a wall or a thing

    if (!(thing.flags & MF_NOCLIP)) {
        const MapScratch& tm = w.tm;
        if (tm.tmceilingz - tm.tmfloorz < thing.height) return escapes_planes(w);  // doesn't fit
        w.tm.floatok = true;
        if (!(thing.flags & MF_TELEPORT) && tm.tmceilingz - thing.z < thing.height)
            return escapes_planes(w);  // must lower itself first
        if (!(thing.flags & MF_TELEPORT) && tm.tmfloorz - thing.z > kMaxStepUp)
            return escapes_planes(w);  // step too high
        if (!(thing.flags & (MF_DROPOFF | MF_FLOAT)) && stays_off_dropoff(w, thing, dropoff))
            return false;  // won't stand over a drop-off
        // MBF: a bouncer under gravity climbs no more than 16 units.
        if (bounces(w, thing) && !(thing.flags & (MF_MISSILE | MF_NOGRAVITY)) && !sentient(thing) &&
            tm.tmfloorz - thing.z > 16 * kFracUnit)
            return false;
        // MBF: a thing tipping off a ledge climbs no higher than its speed.
        if (thing.falling &&
            tm.tmfloorz - thing.z > wrap_add(fixed_mul(thing.momx, thing.momx), fixed_mul(thing.momy, thing.momy)))
            return false;
    }

    const int old_sector = w.mobj_sector(thing);
    const EyeAbove eye_before = w.sector_actions.empty() ? EyeAbove{} : eye_above_fake_planes(w, thing);
    unset_thing_position(w, thing);
    const fixed_t oldx = thing.x;
    const fixed_t oldy = thing.y;
    const bool stood = thing.z == thing.floorz;
    thing.floorz = w.tm.tmfloorz;
    thing.ceilingz = w.tm.tmceilingz;
    thing.dropoffz = w.tm.tmdropoffz;
    thing.x = x;
    thing.y = y;
    set_thing_position(w, thing);
    if (w.sloped_level && stood) keep_on_slope(w, thing);

    if (!(thing.flags & (MF_TELEPORT | MF_NOCLIP))) {
        // Last touched first, as the original counts numspechit down. A
        // crossing that moves things again (a teleporter) rebuilds or
        // empties the list, and this loop follows it as the original did.
        const Mobj* const outer = w.tm.crossing;
        w.tm.crossing = &thing;
        while (!w.tm.spechit.empty()) {
            const int ld = w.tm.spechit.back();
            w.tm.spechit.pop_back();
            const int side = point_on_line_side(w, thing.x, thing.y, ld);
            const int oldside = point_on_line_side(w, oldx, oldy, ld);
            if (side != oldside && w.lines[static_cast<std::size_t>(ld)].special)
                cross_special_line(w, ld, oldside, thing);
        }
        w.tm.crossing = outer;
    }
    // ZDoom: the eye crossing fake planes, then leaving a sector and
    // entering another, set off their actions (after any teleport a
    // crossing made: from where the move began).
    if (!w.sector_actions.empty()) {
        walked_eye_actions(w, thing, old_sector, eye_before);
        sector_transition(w, thing, old_sector);
    }
    return true;
}

void slide_move(World& w, Mobj& mo) {
    w.tm.slidemo = &mo;
    const auto trav = [&w](const Intercept& in) { return slide_traverse(w, in); };
    auto stairstep = [&w, &mo] {
        if (!try_move(w, mo, mo.x, mo.y + mo.momy, Dropoff::Allowed))
            try_move(w, mo, mo.x + mo.momx, mo.y, Dropoff::Allowed);
    };

    int hitcount = 0;
    for (;;) {
        if (++hitcount == 3) {  // don't loop for ever
            stairstep();
            return;
        }
        // Trace from the three corners that lead the move.
        fixed_t leadx, leady, trailx, traily;
        if (mo.momx > 0) {
            leadx = mo.x + mo.radius;
            trailx = mo.x - mo.radius;
        } else {
            leadx = mo.x - mo.radius;
            trailx = mo.x + mo.radius;
        }
        if (mo.momy > 0) {
            leady = mo.y + mo.radius;
            traily = mo.y - mo.radius;
        } else {
            leady = mo.y - mo.radius;
            traily = mo.y + mo.radius;
        }
        w.tm.bestslidefrac = kFracUnit + 1;
        path_traverse(w, leadx, leady, leadx + mo.momx, leady + mo.momy, PT_ADDLINES, trav);
        path_traverse(w, trailx, leady, trailx + mo.momx, leady + mo.momy, PT_ADDLINES, trav);
        path_traverse(w, leadx, traily, leadx + mo.momx, traily + mo.momy, PT_ADDLINES, trav);

        if (w.tm.bestslidefrac == kFracUnit + 1) {  // hit nothing: it must have hit the middle
            stairstep();
            return;
        }

        // Move up to the wall, a little short of it.
        w.tm.bestslidefrac -= 0x800;
        if (w.tm.bestslidefrac > 0) {
            const fixed_t newx = fixed_mul(mo.momx, w.tm.bestslidefrac);
            const fixed_t newy = fixed_mul(mo.momy, w.tm.bestslidefrac);
            if (!try_move(w, mo, mo.x + newx, mo.y + newy, Dropoff::Allowed)) {
                stairstep();
                return;
            }
        }

        // Then along the wall with what is left of the move.
        w.tm.bestslidefrac = kFracUnit - (w.tm.bestslidefrac + 0x800);
        if (w.tm.bestslidefrac > kFracUnit) w.tm.bestslidefrac = kFracUnit;
        if (w.tm.bestslidefrac <= 0) return;
        w.tm.tmxmove = fixed_mul(mo.momx, w.tm.bestslidefrac);
        w.tm.tmymove = fixed_mul(mo.momy, w.tm.bestslidefrac);
        hit_slide_line(w, w.tm.bestslideline);
        mo.momx = w.tm.tmxmove;
        mo.momy = w.tm.tmymove;
        // MBF: the wall takes the bobbing momentum down with it (not a voodoo doll's).
        if (mo.player && mo.player->mo == &mo) {
            if (std::abs(mo.player->momx) > std::abs(w.tm.tmxmove)) mo.player->momx = w.tm.tmxmove;
            if (std::abs(mo.player->momy) > std::abs(w.tm.tmymove)) mo.player->momy = w.tm.tmymove;
        }
        if (try_move(w, mo, mo.x + w.tm.tmxmove, mo.y + w.tm.tmymove, Dropoff::Allowed)) return;
    }
}

fixed_t aim_line_attack(World& w, Mobj& t1, angle_t angle, fixed_t distance, std::uint32_t skip_flags) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    w.tm.shootthing = &t1;
    fixed_t x2, y2;
    trace_end(t1.x, t1.y, fine, distance, x2, y2);
    w.tm.shootz = t1.z + (t1.height >> 1) + 8 * kFracUnit;
    // The view's vertical field: 100/160 up and down.
    w.tm.topslope = 100 * kFracUnit / 160;
    w.tm.bottomslope = -100 * kFracUnit / 160;
    w.tm.attackrange = distance;
    w.tm.linetarget = nullptr;
    path_traverse(w, t1.x, t1.y, x2, y2, PT_ADDLINES | PT_ADDTHINGS,
                  [&w, skip_flags](const Intercept& in) { return aim_traverse(w, in, skip_flags); });
    return w.tm.linetarget ? w.tm.aimslope : 0;
}

fixed_t aim_at_enemies_first(World& w, Mobj& t1, angle_t angle, fixed_t distance) {
    if (w.opts.compat.mbf()) {
        const fixed_t slope = aim_line_attack(w, t1, angle, distance, MF_FRIEND);
        if (w.tm.linetarget) return slope;
    }
    return aim_line_attack(w, t1, angle, distance);
}

void line_attack(World& w, Mobj& t1, angle_t angle, fixed_t distance, fixed_t slope, int damage) {
    const unsigned fine = angle >> base::kAngleToFineShift;
    w.tm.shootthing = &t1;
    w.tm.la_damage = damage;
    fixed_t x2, y2;
    trace_end(t1.x, t1.y, fine, distance, x2, y2);
    w.tm.shootz = t1.z + (t1.height >> 1) + 8 * kFracUnit;
    w.tm.attackrange = distance;
    w.tm.aimslope = slope;
    ShotPassage shot{w.sloped_level || w.extra_floors.any() ? w.mobj_sector(t1) : -1, 0};
    const bool flew_on = path_traverse(w, t1.x, t1.y, x2, y2, PT_ADDLINES | PT_ADDTHINGS,
                                       [&w, &shot](const Intercept& in) { return shoot_traverse(w, in, shot); });
    if (flew_on && shot.sector >= 0) {
        // Past the last line the shot may still meet a sloped plane or a 3D floor.
        const fixed_t at = shot_meets_plane(w, shot, kFracUnit);
        if (at >= 0) shot_hits_plane(w, shot, at);
    }
}

void use_lines(World& w, Player& player) {
    Mobj& mo = *player.mo;
    w.tm.usething = &mo;
    const unsigned fine = mo.angle >> base::kAngleToFineShift;
    fixed_t x2, y2;
    trace_end(mo.x, mo.y, fine, kUseRange, x2, y2);
    bool passed_wall = false;
    const bool nothing_used = path_traverse(w, mo.x, mo.y, x2, y2, PT_ADDLINES, [&w, &passed_wall](const Intercept& in) {
        return use_traverse(w, in, passed_wall);
    });
    // ZDoom: a use that met nothing goes to the user's sector's actions.
    if (nothing_used && !w.sector_actions.empty() &&
        trigger_sector_actions(w, w.mobj_sector(mo), mo, kSecActUse | (passed_wall ? kSecActUseWall : 0)))
        return;
    // Boom: "oof" at a wall in reach that is not special too.
    if (nothing_used && w.opts.compat.fixes(comp_sound) &&
        !path_traverse(w, mo.x, mo.y, x2, y2, PT_ADDLINES, [&w](const Intercept& in) { return noway_traverse(w, in); }))
        start_sound(w, &mo, sfx_noway);
}

void radius_attack(World& w, Mobj& spot, Mobj* source, int damage) { radius_attack(w, spot, source, damage, damage); }

void radius_attack(World& w, Mobj& spot, Mobj* source, int damage, int distance) {
    // The original adds MAXRADIUS (already fixed point) before shifting, so
    // that term overflows away: the reach is the distance alone. Kept, since
    // it decides which blocks are searched.
    const fixed_t dist = static_cast<fixed_t>(static_cast<std::uint32_t>(distance + kMaxRadius) << kFracBits);
    const int yh = block_y(w, spot.y + dist);
    const int yl = block_y(w, spot.y - dist);
    const int xh = block_x(w, spot.x + dist);
    const int xl = block_x(w, spot.x - dist);
    w.tm.bombspot = &spot;
    w.tm.bombsource = source;
    w.tm.bombdamage = damage;
    w.tm.bombdistance = distance;
    const auto f = [&w](Mobj& thing) { return radius_attack_thing(w, thing); };
    for (int y = yl; y <= yh; ++y)  // rows outer, unlike the position checks
        for (int x = xl; x <= xh; ++x) block_things_iterator(w, x, y, f);
}

namespace {

// P_ChangeSector's pass over the things of one sector; w.tm.nofit gathers.
void change_sector_things(World& w, int sector) {
    if (boom_map_rules(w) && !w.opts.compat.has(comp_floors)) {
        // Boom's P_CheckSector: the things touching the sector, from the
        // head of its list, starting again from the head after each one
        // (what a crushed thing drops or spawns may join the list), each
        // once; things outside the blockmap are passed over.
        std::vector<const Mobj*> done;
        for (;;) {
            const std::vector<Mobj*>& things = w.sectors[static_cast<std::size_t>(sector)].touching_things;
            const auto next = std::find_if(things.rbegin(), things.rend(), [&](const Mobj* thing) {
                return std::find(done.begin(), done.end(), thing) == done.end();
            });
            if (next == things.rend()) break;
            Mobj& thing = **next;
            done.push_back(&thing);
            if (!(thing.flags & MF_NOBLOCKMAP)) change_sector_thing(w, thing);
        }
        return;
    }
    const auto& bb = w.level.sectors[static_cast<std::size_t>(sector)].block_box;
    const auto f = [&w](Mobj& thing) { return change_sector_thing(w, thing); };
    for (int x = bb[map::kBoxLeft]; x <= bb[map::kBoxRight]; ++x)
        for (int y = bb[map::kBoxBottom]; y <= bb[map::kBoxTop]; ++y) block_things_iterator(w, x, y, f);
}

}  // namespace

bool change_sector(World& w, int sector, bool crunch) {
    w.tm.nofit = false;
    w.tm.crushchange = crunch;
    change_sector_things(w, sector);
    // A 3D floor moves with its control sector: the things in the sectors
    // it stands in are fitted again too.
    for (const ExtraFloor& f : w.extra_floors.all())
        if (f.control == sector) change_sector_things(w, f.target);
    return w.tm.nofit;
}

}  // namespace sim
