// What Hexen-type specials do, on the original's thinkers: doors, floors,
// ceilings, lifts, stairs, teleports and exits (the lights are in
// hexen_lights.cpp). Argument meanings follow ZDoom's action-special
// documentation; numbers are ZDoom's.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <span>

#include "sim/acs_scripts.h"
#include "sim/animated_doors.h"
#include "sim/boom_generalized.h"
#include "sim/boom_specials.h"
#include "sim/line_activation.h"
#include "sim/locks.h"
#include "sim/game.h"
#include "sim/game_strings.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/mobjs.h"
#include "sim/movers.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

using base::kFracUnit;

// Heights: Times8 arguments may go past what fixed point holds.
fixed_t units(int arg) { return std::clamp(arg, -32768, 32767) * kFracUnit; }

// The speed argument of the Instant specials: the whole move in one tic.
// Arguments are kept within ±32767, so no map gives this value.
constexpr int kInstant = std::numeric_limits<int>::min();
fixed_t move_speed(int speed_arg, fixed_t from, fixed_t to) {
    // A unit more than the move: the mover passes its destination and ends.
    if (speed_arg == kInstant) {
        const std::int64_t speed = std::abs(std::int64_t{to} - from) + kFracUnit;
        return static_cast<fixed_t>(std::min<std::int64_t>(speed, std::numeric_limits<fixed_t>::max()));
    }
    return speed_of(speed_arg);
}

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

// ---- doors ----

// Blazing sounds for doors at least as fast as Doom's blazing ones.
bool fast_door(fixed_t speed) { return speed >= kDoorSpeed * 4; }

// A tag-0 raising door whose sector already moves: reverses, as Doom's
// manual doors do (silently; monsters never close one).
bool reverse_manual_door(World& w, int sector, Mobj* thing) {
    Thinker* mover = sector_state(w, sector).specialdata;
    if (!mover || mover->kind() != ThinkerKind::Door) return false;
    Door& door = static_cast<Door&>(*mover);
    if (door.type != DoorKind::Normal && door.type != DoorKind::BlazeRaise) return false;
    if (door.direction == -1) {
        door.direction = 1;
        return true;
    }
    if (!thing || !thing->player) return false;
    door.direction = -1;
    return true;
}

// WaitRaise: opens after `countdown` tics, then as Raise (Doom's door that
// opens after 5 minutes); WaitClose: closes after `delay` tics (Doom's door
// that closes after 30 seconds), going back up if something is in the way.
enum class DoorMove { Open, Close, Raise, WaitRaise, WaitClose, CloseWaitOpen };

bool do_door(World& w, int tag, int line, Mobj* thing, DoorMove move, int speed_arg, int delay, int countdown = 0) {
    const fixed_t speed = speed_of(speed_arg);
    const bool fast = fast_door(speed);
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (sec.specialdata) return tag == 0 && move == DoorMove::Raise && reverse_manual_door(w, s, thing);

        Door* door = w.thinkers.add(std::make_unique<Door>());
        sec.specialdata = door;
        door->sector = s;
        door->speed = speed;
        door->topheight = find_lowest_ceiling_surrounding(w, s) - 4 * kFracUnit;
        // The door thinker counts down to 0 from topwait; it must start above 0.
        door->topwait = std::max(delay, 1);
        switch (move) {
            case DoorMove::Close:
                door->type = fast ? DoorKind::BlazeClose : DoorKind::Close;
                door->direction = -1;
                start_sector_sound(w, s, fast ? sfx_bdcls : sfx_dorcls);
                break;
            case DoorMove::CloseWaitOpen:
                // Boom's generalized close-wait-open: back up to where it was.
                door->type = fast ? DoorKind::GenBlazeCloseOpen : DoorKind::GenCloseOpen;
                door->topheight = sec.ceilingheight;
                door->direction = -1;
                start_sector_sound(w, s, fast ? sfx_bdcls : sfx_dorcls);
                break;
            case DoorMove::WaitRaise:
                door->type = DoorKind::RaiseIn5Mins;
                door->direction = 2;
                door->topcountdown = std::max(countdown, 1);
                break;
            case DoorMove::WaitClose:
                door->type = fast ? DoorKind::BlazeRaise : DoorKind::Normal;
                door->direction = 0;
                door->topcountdown = std::max(delay, 1);
                door->topwait = kDoorWait;
                break;
            case DoorMove::Open:
            case DoorMove::Raise:
                if (move == DoorMove::Open)
                    door->type = fast ? DoorKind::BlazeOpen : DoorKind::Open;
                else
                    door->type = fast ? DoorKind::BlazeRaise : DoorKind::Normal;
                door->direction = 1;
                if (door->topheight != sec.ceilingheight) start_sector_sound(w, s, fast ? sfx_bdopn : sfx_doropn);
                break;
        }
        return true;
    });
}

// ---- floors ----

// UnderCeiling: `value` below the lowest ceiling around or its own, as
// Doom's raiseFloor; UnderOwnCeiling: `value` below its own. Both only up.
enum class FloorTarget {
    LowestAround, NearestBelow, HighestAround, NearestAbove, ByValue, ToValue, ToValueCrush, Crush, UnderCeiling,
    UnderOwnCeiling
};

bool do_floor(World& w, int tag, int line, FloorTarget target, int direction, int speed_arg, int value,
              bool adjust_always = false) {
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (sec.specialdata) return false;
        fixed_t dest = sec.floorheight;
        bool crush = false;
        switch (target) {
            case FloorTarget::LowestAround: dest = find_lowest_floor_surrounding(w, s); break;
            case FloorTarget::NearestBelow: dest = find_next_lowest_floor(w, s, sec.floorheight); break;
            case FloorTarget::HighestAround:
                dest = find_highest_floor_surrounding(w, s);
                // Floor_LowerToHighest's adjustment applies when the floor
                // moves at all, unless forced (Doom's turbo lower adds 8 so).
                if (direction < 0 && (adjust_always || dest != sec.floorheight)) dest += units(value);
                break;
            case FloorTarget::NearestAbove: dest = find_next_highest_floor(w, s, sec.floorheight); break;
            case FloorTarget::ByValue: dest = sec.floorheight + direction * units(value); break;
            case FloorTarget::ToValue:
            case FloorTarget::ToValueCrush:
                dest = units(value);
                if (dest == sec.floorheight) return false;
                direction = dest > sec.floorheight ? 1 : -1;
                crush = target == FloorTarget::ToValueCrush;
                break;
            case FloorTarget::Crush:
                // Doom's raiseFloorCrush: up to 8 below the lowest ceiling.
                dest = std::min(find_lowest_ceiling_surrounding(w, s), sec.ceilingheight) - 8 * kFracUnit;
                crush = true;
                break;
            case FloorTarget::UnderCeiling:
            case FloorTarget::UnderOwnCeiling:
                dest = target == FloorTarget::UnderOwnCeiling
                           ? sec.ceilingheight
                           : std::min(find_lowest_ceiling_surrounding(w, s), sec.ceilingheight);
                dest -= units(value);
                if (dest <= sec.floorheight) return false;
                break;
        }
        FloorMove* floor = w.thinkers.add(std::make_unique<FloorMove>());
        sec.specialdata = floor;
        floor->type = direction > 0 ? FloorKind::RaiseFloor : FloorKind::LowerFloor;
        floor->crush = crush;
        floor->sector = s;
        floor->direction = direction;
        floor->speed = move_speed(speed_arg, sec.floorheight, dest);
        floor->floordestheight = dest;
        return true;
    });
}

// Doom's own floor movers (EV_DoFloor's kinds) at the special's speed:
// the raise by the shortest lower texture, the lower that takes its flat
// and special from a neighbour at its destination, and the raise that
// takes the line's front sector's at once, by `raise` units instead of 24.
bool doom_floor(World& w, int tag, int line, FloorKind kind, int speed_arg, bool crush, int raise = 0) {
    return for_each_sector(w, tag, line, [&](int s) {
        FloorMove* floor = start_floor(w, s, line, kind);
        if (!floor) return false;
        floor->speed = speed_of(speed_arg);
        floor->crush = crush;
        if (kind == FloorKind::RaiseFloor24AndChange)
            floor->floordestheight = sector_state(w, s).floorheight + units(raise);
        return true;
    });
}

// ---- ceilings ----

enum class CeilingTarget {
    Floor, ByValue, ToValue, ToValueCrush, LowestCeilingAround, HighestCeilingAround, HighestFloorAround, NearestAbove,
    NearestBelow, Crusher, SilentCrusher, LowerAndCrush
};

// Where a ceiling moving `direction` stops. A neighbour's height that lies
// the other way starts nothing (none); going down, it stops at its floor.
std::optional<fixed_t> ceiling_destination(const World& w, int s, CeilingTarget target, int direction, int value) {
    const SectorState& sec = w.sectors[static_cast<std::size_t>(s)];
    fixed_t dest = 0;
    switch (target) {
        case CeilingTarget::Floor: return sec.floorheight;
        case CeilingTarget::ByValue: return sec.ceilingheight + direction * units(value);
        case CeilingTarget::ToValue:
        case CeilingTarget::ToValueCrush: return units(value);
        // `value` above the floor (8, but for the Dist forms).
        case CeilingTarget::Crusher:
        case CeilingTarget::SilentCrusher:
        case CeilingTarget::LowerAndCrush: return sec.floorheight + units(value);
        case CeilingTarget::LowestCeilingAround: dest = find_lowest_ceiling_surrounding(w, s); break;
        case CeilingTarget::HighestCeilingAround: dest = find_highest_ceiling_surrounding(w, s); break;
        case CeilingTarget::HighestFloorAround: dest = find_highest_floor_surrounding(w, s); break;
        case CeilingTarget::NearestAbove: dest = find_next_highest_ceiling(w, s, sec.ceilingheight); break;
        case CeilingTarget::NearestBelow: dest = find_next_lowest_ceiling(w, s, sec.ceilingheight); break;
    }
    if (direction > 0 ? dest <= sec.ceilingheight : dest >= sec.ceilingheight) return std::nullopt;
    return direction > 0 ? dest : std::max(dest, sec.floorheight);
}

// A crusher's crush mode argument (ZDoom's CRUSHTYPE): 2 is Hexen's way,
// waiting above what it crushes; 1 (Doom's) and 3 (slowing down) and the
// default are played as Doom's crushers of that speed behave.
bool hexen_crush_mode(int mode) { return mode == 2; }

bool do_ceiling(World& w, int tag, int line, CeilingTarget target, int direction, int speed_arg, int value,
                bool hexen_crush = false) {
    // Crushers stopped by Ceiling_CrushStop restart with any crusher.
    if (target == CeilingTarget::Crusher || target == CeilingTarget::SilentCrusher) activate_in_stasis_ceiling(w, tag);
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (sec.specialdata) return false;
        const std::optional<fixed_t> dest = ceiling_destination(w, s, target, direction, value);
        if (!dest) return false;
        if (target == CeilingTarget::ToValue || target == CeilingTarget::ToValueCrush) {
            if (*dest == sec.ceilingheight) return false;
            direction = *dest > sec.ceilingheight ? 1 : -1;
        }
        Ceiling* ceiling = w.thinkers.add(std::make_unique<Ceiling>());
        sec.specialdata = ceiling;
        ceiling->sector = s;
        ceiling->speed = move_speed(speed_arg, sec.ceilingheight, *dest);
        ceiling->downspeed = ceiling->upspeed = ceiling->speed;
        ceiling->direction = direction;
        ceiling->topheight = direction > 0 ? *dest : sec.ceilingheight;
        ceiling->bottomheight = direction > 0 ? sec.floorheight : *dest;
        ceiling->hexen_crush = hexen_crush;
        switch (target) {
            case CeilingTarget::Crusher:
                // At Doom's crusher speed (8) it is Doom's crusher: slowing
                // on what it crushes, back up at speed 8. Other speeds keep
                // theirs both ways, as Doom's fast crusher.
                ceiling->type = speed_arg == 8 ? CeilingKind::CrushAndRaise : CeilingKind::FastCrushAndRaise;
                ceiling->crush = true;
                break;
            case CeilingTarget::SilentCrusher:
                ceiling->type = speed_arg == 8 ? CeilingKind::SilentCrushAndRaise : CeilingKind::SilentFastCrushAndRaise;
                ceiling->crush = true;
                break;
            case CeilingTarget::LowerAndCrush:
                ceiling->type = CeilingKind::LowerAndCrush;
                ceiling->crush = true;
                break;
            default:
                ceiling->type = direction > 0 ? CeilingKind::RaiseToHighest : CeilingKind::LowerToFloor;
                ceiling->crush = target == CeilingTarget::ToValueCrush;
                break;
        }
        ceiling->tag = sec.tag;
        add_active_ceiling(w, ceiling);
        return true;
    });
}

// ZDoom's Generic_Floor and Generic_Ceiling (tag, speed, height, target,
// flags): Boom's generalized movers by arguments. Target 0 moves by
// `height`, 1-6 are Boom's first six (highest, lowest, nearest neighbour
// floor / ceiling, lowest neighbour ceiling / highest neighbour floor, the
// sector's own ceiling / floor, the shortest texture); flags 1-2 the
// change, 4 a numeric model, 8 up, 16 crush.
// The specials that name one of those targets (tag, speed, change ...)
// start the same movers.
bool gen_plane(const HexenCall& c, bool ceiling, const GenFloor& g) {
    const fixed_t speed = speed_of(c.a[1]);
    const int model = c.line >= 0 ? c.w.level.lines[static_cast<std::size_t>(c.line)].front_sector : -1;
    return for_each_sector(c.w, c.a[0], c.line, [&](int s) {
        return ceiling ? start_gen_ceiling(c.w, s, g, speed, model) : start_gen_floor(c.w, s, g, speed, model);
    });
}

GenFloor gen_target(int target, bool up, int change, bool crush) {
    GenFloor g{};
    g.target = target;
    g.up = up;
    g.change = change & 3;
    g.numeric_model = change & 4;
    g.crush = crush;
    return g;
}

bool generic_plane(const HexenCall& c, bool ceiling) {
    const int flags = c.a[4];
    GenFloor g = gen_target(c.a[3] >= 1 && c.a[3] <= 6 ? c.a[3] - 1 : kGenTargetByValue, flags & 8, flags & 7, flags & 16);
    g.value = units(c.a[2]);
    return gen_plane(c, ceiling, g);
}

// Boom's target numbers (boom_generalized.h) that single specials use.
constexpr int kHighestNeighbourFloor = 0;
constexpr int kLowestNeighbourCeiling = 3;
constexpr int kShortestTexture = 5;

// Floor_Stop and Ceiling_Stop (tag): the floor's (the ceiling's) mover in
// each tagged sector stops where it is, for good. Pillars and elevators,
// which move both planes, are left alone.
bool stop_plane_movers(World& w, int tag, int line, bool ceiling) {
    for_each_sector(w, tag, line, [&](int s) {
        Thinker*& mover = ceiling ? ceiling_mover(w, s) : sector_state(w, s).specialdata;
        if (!mover) return false;
        switch (mover->kind()) {
            case ThinkerKind::Ceiling:
                if (ceiling) remove_active_ceiling(w, static_cast<Ceiling*>(mover));
                break;
            case ThinkerKind::Plat:
                if (!ceiling) remove_active_plat(w, static_cast<Plat*>(mover));
                break;
            case ThinkerKind::Door:
            case ThinkerKind::Floor:
                if (ceiling == (mover->kind() == ThinkerKind::Door)) {
                    w.thinkers.remove(mover);
                    mover = nullptr;
                }
                break;
            default: break;
        }
        return true;
    });
    return true;
}

// Floor_CrushStop (tag): a crushing floor in each tagged sector stops
// where it is, for good.
bool stop_crushing_floors(World& w, int tag, int line) {
    for_each_sector(w, tag, line, [&](int s) {
        Thinker*& mover = sector_state(w, s).specialdata;
        if (!mover || mover->kind() != ThinkerKind::Floor || !static_cast<FloorMove*>(mover)->crush) return false;
        w.thinkers.remove(mover);
        mover = nullptr;
        return true;
    });
    return true;
}

// Crushers down to 8 above the floor at one speed and back up at another:
// again and again until stopped (Ceiling_CrushAndRaiseA, loud or silent),
// or once (Ceiling_CrushRaiseAndStay and its A forms, loud or silent). As ZDoom, a repeating
// one at Doom's crusher speed both ways is Doom's crusher, slowing on what
// it crushes; the others keep their speeds, as Doom's fast crusher.
enum class Crusher { Repeat, RepeatSilent, Once, OnceSilent };

bool do_crusher(World& w, int tag, int line, Crusher crusher, fixed_t down, fixed_t up, bool hexen_crush = false) {
    activate_in_stasis_ceiling(w, tag);
    const bool doom_speed = down == kCeilingSpeed && up == kCeilingSpeed;
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (sec.specialdata) return false;
        Ceiling* ceiling = w.thinkers.add(std::make_unique<Ceiling>());
        sec.specialdata = ceiling;
        ceiling->sector = s;
        ceiling->speed = ceiling->downspeed = down;
        ceiling->upspeed = up;
        ceiling->direction = -1;
        ceiling->topheight = sec.ceilingheight;
        ceiling->bottomheight = sec.floorheight + 8 * kFracUnit;
        switch (crusher) {
            case Crusher::Repeat:
                ceiling->type = doom_speed ? CeilingKind::CrushAndRaise : CeilingKind::FastCrushAndRaise;
                break;
            case Crusher::RepeatSilent:
                ceiling->type = doom_speed ? CeilingKind::SilentCrushAndRaise : CeilingKind::SilentFastCrushAndRaise;
                break;
            case Crusher::Once: ceiling->type = CeilingKind::CrushRaiseAndStay; break;
            case Crusher::OnceSilent: ceiling->type = CeilingKind::SilentCrushRaiseAndStay; break;
        }
        ceiling->crush = true;
        ceiling->hexen_crush = hexen_crush;
        ceiling->tag = sec.tag;
        add_active_ceiling(w, ceiling);
        return true;
    });
}

// ---- lifts ----

// The ByValue lifts move by `lip` units (their height argument × 8). The
// AndChange ones are Doom's raise-and-change floors: up once, taking the
// floor flat of the line's front sector at the start, and NearestAndChange
// clears the sector's special as well.
enum class PlatMove {
    DownWaitUp, DownToNearest, DownToLowestCeiling, UpWaitDown, UpNearestWaitDown, Perpetual, DownByValue, UpByValue,
    NearestAndChange, ByValueAndChange, Toggle
};

bool do_plat(World& w, int tag, int line, PlatMove move, int speed_arg, int delay, int lip) {
    if (move == PlatMove::Perpetual || (move == PlatMove::Toggle && tag != 0)) activate_in_stasis_plat(w, tag);
    // A toggle set off again counts as done, as in ZDoom and Boom.
    const bool restarted = move == PlatMove::Toggle && tag != 0;
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (sec.specialdata) return false;
        Plat* plat = w.thinkers.add(std::make_unique<Plat>());
        sec.specialdata = plat;
        plat->sector = s;
        plat->speed = speed_of(speed_arg);
        plat->wait = std::max(delay, 1);  // counted down to 0, as the door's
        plat->tag = sec.tag;
        plat->low = plat->high = sec.floorheight;
        // The lip: how far above the lowest neighbouring floor it stops.
        const fixed_t low = find_lowest_floor_surrounding(w, s) + units(lip);
        switch (move) {
            case PlatMove::DownWaitUp:
                plat->type = PlatKind::DownWaitUpStay;
                plat->low = std::min(low, sec.floorheight);
                plat->status = PlatStatus::Down;
                break;
            case PlatMove::DownToNearest:
            case PlatMove::DownToLowestCeiling:
                plat->type = PlatKind::DownWaitUpStay;
                plat->low = move == PlatMove::DownToNearest
                                ? find_next_lowest_floor(w, s, sec.floorheight) + units(lip)
                                : find_lowest_ceiling_surrounding(w, s);
                plat->low = std::min(plat->low, sec.floorheight);
                plat->status = PlatStatus::Down;
                break;
            case PlatMove::DownByValue:
                plat->type = PlatKind::DownWaitUpStay;
                plat->low = sec.floorheight - units(lip);
                plat->status = PlatStatus::Down;
                break;
            case PlatMove::UpWaitDown:
            case PlatMove::UpNearestWaitDown:
                plat->type = PlatKind::UpWaitDownStay;
                plat->high = move == PlatMove::UpWaitDown ? find_highest_floor_surrounding(w, s)
                                                          : find_next_highest_floor(w, s, sec.floorheight);
                plat->high = std::max(plat->high, sec.floorheight);
                plat->status = PlatStatus::Up;
                break;
            case PlatMove::UpByValue:
                plat->type = PlatKind::UpWaitDownStay;
                plat->high = sec.floorheight + units(lip);
                plat->status = PlatStatus::Up;
                break;
            case PlatMove::Perpetual:
                plat->type = PlatKind::PerpetualRaise;
                plat->low = std::min(low, sec.floorheight);
                plat->high = std::max(find_highest_floor_surrounding(w, s), sec.floorheight);
                plat->status = (w.rng.p_random() & 1) ? PlatStatus::Down : PlatStatus::Up;
                break;
            case PlatMove::Toggle:  // Boom's instant toggle (plats.cpp): the floor to the ceiling and back, crushing
                plat->type = PlatKind::ToggleUpDown;
                plat->crush = true;
                plat->low = sec.ceilingheight;
                plat->high = sec.floorheight;
                plat->status = PlatStatus::Down;
                break;
            case PlatMove::NearestAndChange:
            case PlatMove::ByValueAndChange:
                if (move == PlatMove::NearestAndChange) {
                    plat->type = PlatKind::RaiseToNearestAndChange;
                    plat->high = find_next_highest_floor(w, s, sec.floorheight);
                    sec.special = 0;
                } else {
                    plat->type = PlatKind::RaiseAndChange;
                    plat->high = sec.floorheight + units(lip);
                }
                if (line >= 0) {
                    const int front = w.level.lines[static_cast<std::size_t>(line)].front_sector;
                    sec.floorpic = sector_state(w, front).floorpic;
                }
                plat->status = PlatStatus::Up;
                break;
        }
        const bool change = move == PlatMove::NearestAndChange || move == PlatMove::ByValueAndChange;
        if (move != PlatMove::Toggle) start_sector_sound(w, s, change ? sfx_stnmov : sfx_pstart);
        add_active_plat(w, plat);
        return true;
    }) || restarted;
}

// ---- teleports ----

// Teleport (tid, tag): the first destination in thinker order with that
// thing id (tid 0: any) in a sector with that tag (tag 0: any sector).
// ZDoom picks at random among several; the first keeps the simulation
// free of a random draw Doom's teleporters never made.
bool teleport(World& w, int tid, int tag, int side, Mobj* thing, TeleportStyle style) {
    if (!thing || side == 1 || (thing->flags & MF_MISSILE)) return false;
    if (tid == 0 && tag == 0) return false;
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        const Mobj& m = static_cast<const Mobj&>(*t);
        if (m.type != MT_TELEPORTMAN || &m == thing) continue;
        if (tag != 0 && !sector_has_tag(w, w.mobj_sector(m), tag)) continue;
        if (tid != 0 && m.tid != tid) continue;
        return teleport_to(w, *thing, m.x, m.y, m.angle, style);
    }
    return false;
}

// ---- the table ----

using Call = HexenCall;
using Played = HexenPlayed;

std::span<const int> script_args(const Call& c, std::size_t first, std::size_t count) {
    return std::span<const int>(c.a).subspan(first, count);
}

// ACS_LockedExecute's lock is a switch's, ACS_LockedExecuteDoor's a door's.
bool locked_execute(const Call& c, bool remote) {
    return unlocks(c.w, c.thing, c.a[4], remote) &&
           acs_start_script(c.w, c.a[0], c.a[1], script_args(c, 2, 2), c.thing, c.line, c.side, false);
}

// The specials played, by ZDoom's numbers, with the arguments ZDoom
// documents. Not used: the doors' light tag, the exits' position, the
// stairs' delay and reset, the floors' change argument; crushers deal
// Doom's damage whatever their crush argument.
constexpr Played kPlayed[] = {
    // Doors (tag, speed, delay / lock)
    {10, [](const Call& c) { return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::Close, c.a[1], 0); }},  // Door_Close
    {11, [](const Call& c) { return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::Open, c.a[1], 0); }},   // Door_Open
    {12, [](const Call& c) {  // Door_Raise
         return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::Raise, c.a[1], c.a[2]);
     }},
    {105, [](const Call& c) {  // Door_WaitRaise (tag, speed, delay, timer): opens after timer tics
         return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::WaitRaise, c.a[1], c.a[2], c.a[3]);
     }},
    {106, [](const Call& c) {  // Door_WaitClose (tag, speed, delay): closes after delay tics
         return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::WaitClose, c.a[1], c.a[2]);
     }},
    {13, [](const Call& c) {  // Door_LockedRaise (tag, speed, delay, lock): delay 0 opens for good
         if (!unlocks(c.w, c.thing, c.a[3], c.a[0] != 0)) return false;
         return do_door(c.w, c.a[0], c.line, c.thing, c.a[2] ? DoorMove::Raise : DoorMove::Open, c.a[1], c.a[2]);
     }},

    // Floors (tag, speed, height ...)
    {20, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, -1, c.a[1], c.a[2]); }},  // Floor_LowerByValue
    {21, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::LowestAround, -1, c.a[1], 0); }},  // Floor_LowerToLowest
    {22, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::NearestBelow, -1, c.a[1], 0); }},  // Floor_LowerToNearest
    {23, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, 1, c.a[1], c.a[2]); }},   // Floor_RaiseByValue
    {24, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::HighestAround, 1, c.a[1], 0); }},  // Floor_RaiseToHighest
    {25, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::NearestAbove, 1, c.a[1], 0); }},   // Floor_RaiseToNearest
    // Floor_RaiseToLowest: up to the lowest floor around, or at once down to it, as ZDoom's.
    {257, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::LowestAround, 1, c.a[1], 0); }},
    {28, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::Crush, 1, c.a[1], 0); }},          // Floor_RaiseAndCrush
    {35, [](const Call& c) {  // Floor_RaiseByValueTimes8
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, 1, c.a[1], c.a[2] * 8);
     }},
    {36, [](const Call& c) {  // Floor_LowerByValueTimes8
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, -1, c.a[1], c.a[2] * 8);
     }},
    {37, [](const Call& c) {  // Floor_MoveToValue (tag, speed, height, negative)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ToValue, 0, c.a[1], c.a[3] ? -c.a[2] : c.a[2]);
     }},
    {279, [](const Call& c) {  // Floor_MoveToValueAndCrush (tag, speed, height, crush, crush mode)
         return do_floor(c.w, c.a[0], c.line, c.a[3] > 0 ? FloorTarget::ToValueCrush : FloorTarget::ToValue, 0, c.a[1],
                         c.a[2]);
     }},
    {68, [](const Call& c) {  // Floor_MoveToValueTimes8
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ToValue, 0, c.a[1], (c.a[3] ? -c.a[2] : c.a[2]) * 8);
     }},
    {66, [](const Call& c) {  // Floor_LowerInstant (tag, unused, height / 8)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, -1, kInstant, c.a[2] * 8);
     }},
    {67, [](const Call& c) {  // Floor_RaiseInstant (tag, unused, height / 8)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::ByValue, 1, kInstant, c.a[2] * 8);
     }},
    {238, [](const Call& c) {  // Floor_RaiseToLowestCeiling (tag, speed, change, crush, gap)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::UnderCeiling, 1, c.a[1], c.a[4]);
     }},
    {259, [](const Call& c) {  // Floor_RaiseToCeiling (tag, speed, change, crush, gap)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::UnderOwnCeiling, 1, c.a[1], c.a[4]);
     }},
    {260, [](const Call& c) {  // Floor_ToCeilingInstant (tag, change, crush, gap)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::UnderOwnCeiling, 1, kInstant, c.a[3]);
     }},
    {99, [](const Call& c) { return do_floor(c.w, c.a[0], c.line, FloorTarget::Crush, 1, c.a[1], 0); }},  // Floor_RaiseAndCrushDoom
    {242, [](const Call& c) {  // Floor_LowerToHighest (tag, speed, adjust + 128, force adjust)
         return do_floor(c.w, c.a[0], c.line, FloorTarget::HighestAround, -1, c.a[1], c.a[2] - 128, c.a[3] == 1);
     }},

    {239, [](const Call& c) {  // Floor_RaiseByValueTxTy (tag, speed, height)
         return doom_floor(c.w, c.a[0], c.line, FloorKind::RaiseFloor24AndChange, c.a[1], false, c.a[2]);
     }},
    {240, [](const Call& c) {  // Floor_RaiseByTexture (tag, speed, change, crush): the change is not played
         return doom_floor(c.w, c.a[0], c.line, FloorKind::RaiseToTexture, c.a[1], c.a[3] > 0);
     }},
    {241, [](const Call& c) {  // Floor_LowerToLowestTxTy (tag, speed)
         return doom_floor(c.w, c.a[0], c.line, FloorKind::LowerAndChange, c.a[1], false);
     }},
    {250, [](const Call& c) {  // Floor_Donut (pillar tag, pillar speed, ring speed)
         return for_each_sector(c.w, c.a[0], c.line, [&](int s) {
             return start_donut(c.w, s, speed_of(c.a[1]), speed_of(c.a[2])) == DonutStart::Started;
         });
     }},
    {251, [](const Call& c) {  // FloorAndCeiling_LowerRaise (tag, floor speed, ceiling speed, boomemu)
         // ZDoom moves both planes of a sector; here a sector has one mover,
         // so where the ceiling starts its floor stays, as in vanilla's type
         // 40, and the floor lowers only where no ceiling started. boomemu
         // 1998 is Boom's switch form: no floor at all once a ceiling started.
         const bool ceiling = do_ceiling(c.w, c.a[0], c.line, CeilingTarget::HighestCeilingAround, 1, c.a[2], 0);
         if (ceiling && c.a[3] == 1998) return true;
         return do_floor(c.w, c.a[0], c.line, FloorTarget::LowestAround, -1, c.a[1], 0) || ceiling;
     }},

    // Doom's stairs (tag, speed, step height); tagged sectors only. As in
    // ZDoom, only the Crush form's steps crush (vanilla's all do).
    // (tag, speed, height, delay, reset): ZDoom's delay and reset (movers.h).
    {217, [](const Call& c) {  // Stairs_BuildUpDoom
         return c.a[0] != 0 && build_timed_stairs(c.w, speed_of(c.a[1]), units(c.a[2]), c.a[3], c.a[4], [&] {
             return build_stairs(c.w, c.a[0], speed_of(c.a[1]), units(c.a[2]), false);
         });
     }},
    {270, [](const Call& c) {  // Stairs_BuildDownDoom
         return build_timed_stairs(c.w, speed_of(c.a[1]), units(c.a[2]), c.a[3], c.a[4], [&] {
             return for_each_sector(c.w, c.a[0], c.line, [&](int s) {
                 return start_gen_stairs(c.w, s, false, false, speed_of(c.a[1]), units(c.a[2]));
             });
         });
     }},
    {273, [](const Call& c) {  // Stairs_BuildUpDoomCrush
         return c.a[0] != 0 && build_timed_stairs(c.w, speed_of(c.a[1]), units(c.a[2]), c.a[3], c.a[4], [&] {
             return build_stairs(c.w, c.a[0], speed_of(c.a[1]), units(c.a[2]), true);
         });
     }},

    // Ceilings and crushers (tag, speed, height / crush)
    {40, [](const Call& c) {  // Ceiling_LowerByValue
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, -1, c.a[1], c.a[2]);
     }},
    {41, [](const Call& c) {  // Ceiling_RaiseByValue
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, 1, c.a[1], c.a[2]);
     }},
    {198, [](const Call& c) {  // Ceiling_RaiseByValueTimes8
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, 1, c.a[1], c.a[2] * 8);
     }},
    {199, [](const Call& c) {  // Ceiling_LowerByValueTimes8
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, -1, c.a[1], c.a[2] * 8);
     }},
    {42, [](const Call& c) {  // Ceiling_CrushAndRaise (tag, speed, crush, crush mode)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::Crusher, -1, c.a[1], 8, hexen_crush_mode(c.a[3]));
     }},
    {168, [](const Call& c) {  // Ceiling_CrushAndRaiseDist (tag, dist, speed, crush, crush mode)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::Crusher, -1, c.a[2], c.a[1], hexen_crush_mode(c.a[4]));
     }},
    {104, [](const Call& c) {  // Ceiling_CrushAndRaiseSilentDist (tag, dist, speed, crush, crush mode)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::SilentCrusher, -1, c.a[2], c.a[1],
                           hexen_crush_mode(c.a[4]));
     }},
    {43, [](const Call& c) {  // Ceiling_LowerAndCrush (tag, speed, crush, crush mode)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::LowerAndCrush, -1, c.a[1], 8, hexen_crush_mode(c.a[3]));
     }},
    {97, [](const Call& c) {  // Ceiling_LowerAndCrushDist (tag, speed, crush, dist, crush mode)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::LowerAndCrush, -1, c.a[1], c.a[3],
                           hexen_crush_mode(c.a[4]));
     }},
    {44, [](const Call& c) { return ev_ceiling_crush_stop(c.w, c.a[0]); }},  // Ceiling_CrushStop
    {196, [](const Call& c) {  // Ceiling_CrushAndRaiseA (tag, down speed, up speed, crush, crush mode)
         return do_crusher(c.w, c.a[0], c.line, Crusher::Repeat, speed_of(c.a[1]), speed_of(c.a[2]),
                           hexen_crush_mode(c.a[4]));
     }},
    {197, [](const Call& c) {  // Ceiling_CrushAndRaiseSilentA (tag, down speed, up speed, crush, crush mode)
         return do_crusher(c.w, c.a[0], c.line, Crusher::RepeatSilent, speed_of(c.a[1]), speed_of(c.a[2]),
                           hexen_crush_mode(c.a[4]));
     }},
    {255, [](const Call& c) {  // Ceiling_CrushRaiseAndStaySilA (tag, down speed, up speed, crush, crush mode)
         return do_crusher(c.w, c.a[0], c.line, Crusher::OnceSilent, speed_of(c.a[1]), speed_of(c.a[2]),
                           hexen_crush_mode(c.a[4]));
     }},
    {195, [](const Call& c) {  // Ceiling_CrushRaiseAndStayA (tag, down speed, up speed, crush, crush mode)
         return do_crusher(c.w, c.a[0], c.line, Crusher::Once, speed_of(c.a[1]), speed_of(c.a[2]),
                           hexen_crush_mode(c.a[4]));
     }},
    {45, [](const Call& c) {  // Ceiling_CrushRaiseAndStay (tag, speed, crush, crush mode): up at half speed, as ZDoom
         return do_crusher(c.w, c.a[0], c.line, Crusher::Once, speed_of(c.a[1]), speed_of(c.a[1]) / 2,
                           hexen_crush_mode(c.a[3]));
     }},
    {193, [](const Call& c) {  // Ceiling_LowerInstant (tag, unused, height / 8)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, -1, kInstant, c.a[2] * 8);
     }},
    {194, [](const Call& c) {  // Ceiling_RaiseInstant (tag, unused, height / 8)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ByValue, 1, kInstant, c.a[2] * 8);
     }},
    // To a neighbour's height (tag, speed ...), or at once (tag, change ...)
    {253, [](const Call& c) {  // Ceiling_LowerToLowest
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::LowestCeilingAround, -1, c.a[1], 0);
     }},
    {265, [](const Call& c) {  // Ceiling_RaiseToLowest
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::LowestCeilingAround, 1, c.a[1], 0);
     }},
    {262, [](const Call& c) {  // Ceiling_RaiseToHighest
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::HighestCeilingAround, 1, c.a[1], 0);
     }},
    {263, [](const Call& c) {  // Ceiling_ToHighestInstant
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::HighestCeilingAround, 1, kInstant, 0);
     }},
    {192, [](const Call& c) {  // Ceiling_LowerToHighestFloor
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::HighestFloorAround, -1, c.a[1], 0);
     }},
    {266, [](const Call& c) {  // Ceiling_RaiseToHighestFloor
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::HighestFloorAround, 1, c.a[1], 0);
     }},
    {47, [](const Call& c) {  // Ceiling_MoveToValue (tag, speed, height, negative)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ToValue, 0, c.a[1], c.a[3] ? -c.a[2] : c.a[2]);
     }},
    {280, [](const Call& c) {  // Ceiling_MoveToValueAndCrush (tag, speed, height, crush, crush mode)
         const CeilingTarget target = c.a[3] > 0 ? CeilingTarget::ToValueCrush : CeilingTarget::ToValue;
         return do_ceiling(c.w, c.a[0], c.line, target, 0, c.a[1], c.a[2]);
     }},
    {69, [](const Call& c) {  // Ceiling_MoveToValueTimes8
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::ToValue, 0, c.a[1], (c.a[3] ? -c.a[2] : c.a[2]) * 8);
     }},
    {252, [](const Call& c) {  // Ceiling_RaiseToNearest (tag, speed)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::NearestAbove, 1, c.a[1], 0);
     }},
    {14, [](const Call& c) {  // Door_Animated (tag, tics a frame, delay, lock)
         if (!unlocks(c.w, c.thing, c.a[3], c.a[0] != 0)) return false;
         return slide_door(c.w, c.line, c.thing, c.a[0], c.a[1], c.a[2], false);
     }},
    {274, [](const Call& c) {  // Door_AnimatedClose (tag, tics a frame): closes one waiting open
         return slide_door(c.w, c.line, c.thing, c.a[0], c.a[1], 0, true);
     }},

    {264, [](const Call& c) {  // Ceiling_LowerToNearest (tag, speed)
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::NearestBelow, -1, c.a[1], 0);
     }},
    {200, [](const Call& c) { return generic_plane(c, false); }},  // Generic_Floor
    {201, [](const Call& c) { return generic_plane(c, true); }},   // Generic_Ceiling
    {202, [](const Call& c) {  // Generic_Door (tag, speed, kind, delay in eighths of a second, lock)
         // Kind +128: arg0 is the door's light tag (not played), the door
         // the line's back sector; +64 (Boom's manual doors do not reverse)
         // is not played.
         const int tag = (c.a[2] & 128) ? 0 : c.a[0];
         if (!unlocks(c.w, c.thing, c.a[4], tag != 0)) return false;
         const int delay = c.a[3] * kTicRate / 8;
         switch (c.a[2] & 63) {
             case 0: return do_door(c.w, tag, c.line, c.thing, DoorMove::Raise, c.a[1], delay);
             case 1: return do_door(c.w, tag, c.line, c.thing, DoorMove::Open, c.a[1], 0);
             case 2: return do_door(c.w, tag, c.line, c.thing, DoorMove::CloseWaitOpen, c.a[1], delay);
             case 3: return do_door(c.w, tag, c.line, c.thing, DoorMove::Close, c.a[1], 0);
             default: return false;
         }
     }},
    {203, [](const Call& c) {  // Generic_Lift (tag, speed, delay in eighths of a second, target, height)
         // Targets: 1 down to the lowest neighbouring floor, 2 to the next
         // lower floor, 3 to the lowest neighbouring ceiling, then back up;
         // 4 up and down for good; others up by `height`, then back down.
         const int delay = c.a[2] * kTicRate / 8;
         switch (c.a[3]) {
             case 1: return do_plat(c.w, c.a[0], c.line, PlatMove::DownWaitUp, c.a[1], delay, 0);
             case 2: return do_plat(c.w, c.a[0], c.line, PlatMove::DownToNearest, c.a[1], delay, 0);
             case 3: return do_plat(c.w, c.a[0], c.line, PlatMove::DownToLowestCeiling, c.a[1], delay, 0);
             case 4: return do_plat(c.w, c.a[0], c.line, PlatMove::Perpetual, c.a[1], delay, 0);
             default: return do_plat(c.w, c.a[0], c.line, PlatMove::UpByValue, c.a[1], delay, c.a[4]);
         }
     }},
    {256, [](const Call& c) {  // Floor_LowerToHighestEE (tag, speed, change): no adjustment
         return gen_plane(c, false, gen_target(kHighestNeighbourFloor, false, c.a[2], false));
     }},
    {258, [](const Call& c) {  // Floor_LowerToLowestCeiling (tag, speed, change)
         return gen_plane(c, false, gen_target(kLowestNeighbourCeiling, false, c.a[2], false));
     }},
    {261, [](const Call& c) {  // Floor_LowerByTexture (tag, speed, change, crush)
         return gen_plane(c, false, gen_target(kShortestTexture, false, c.a[2], c.a[3] > 0));
     }},
    {268, [](const Call& c) {  // Ceiling_RaiseByTexture (tag, speed, change, crush)
         return gen_plane(c, true, gen_target(kShortestTexture, true, c.a[2], c.a[3] > 0));
     }},
    {269, [](const Call& c) {  // Ceiling_LowerByTexture (tag, speed, change, crush)
         return gen_plane(c, true, gen_target(kShortestTexture, false, c.a[2], c.a[3] > 0));
     }},
    {249, [](const Call& c) {  // Door_CloseWaitOpen (tag, speed, delay in eighths of a second, light tag)
         return do_door(c.w, c.a[0], c.line, c.thing, DoorMove::CloseWaitOpen, c.a[1], c.a[2] * kTicRate / 8);
     }},
    {204, [](const Call& c) {  // Generic_Stairs (tag, speed, step, flags, reset)
         // Flags: 1 up, 2 ignore the floor flats; after `reset` tics the
         // steps go back. A repeatable line builds the other way next time,
         // as ZDoom flips its argument.
         const bool up = c.a[3] & 1;
         const bool any = build_timed_stairs(c.w, speed_of(c.a[1]), units(c.a[2]), 0, c.a[4], [&] {
             return for_each_sector(c.w, c.a[0], c.line, [&](int s) {
                 return start_gen_stairs(c.w, s, up, c.a[3] & 2, speed_of(c.a[1]), units(c.a[2]));
             });
         });
         if (any && c.line >= 0 && c.w.lines[static_cast<std::size_t>(c.line)].special == 204 &&
             line_activation_fields(c.w, c.line)[map::LineBool::RepeatSpecial]) {
             std::array<int, 5> flipped = c.a;
             flipped[3] ^= 1;
             c.w.acs.line_args[c.line] = flipped;
         }
         return any;
     }},
    {205, [](const Call& c) {  // Generic_Crusher (tag, down speed, up speed, silent, damage)
         return do_crusher(c.w, c.a[0], c.line, c.a[3] ? Crusher::RepeatSilent : Crusher::Repeat, speed_of(c.a[1]),
                           speed_of(c.a[2]));
     }},
    {169, [](const Call& c) {  // Generic_Crusher2: the same, crushing as Hexen's do
         return do_crusher(c.w, c.a[0], c.line, c.a[3] ? Crusher::RepeatSilent : Crusher::Repeat, speed_of(c.a[1]),
                           speed_of(c.a[2]), true);
     }},
    {235, [](const Call& c) {  // Floor_TransferTrigger (tag): the line's front sector's floor flat and type
         return for_each_sector(c.w, c.a[0], c.line, [&](int s) { return change_floor_only(c.w, s, c.line, false); });
     }},
    {236, [](const Call& c) {  // Floor_TransferNumeric (tag): those of a neighbour level with the floor
         return for_each_sector(c.w, c.a[0], c.line, [&](int s) { return change_floor_only(c.w, s, c.line, true); });
     }},
    {46, [](const Call& c) { return stop_crushing_floors(c.w, c.a[0], c.line); }},  // Floor_CrushStop (tag)
    {275, [](const Call& c) { return stop_plane_movers(c.w, c.a[0], c.line, false); }},  // Floor_Stop (tag)
    {276, [](const Call& c) { return stop_plane_movers(c.w, c.a[0], c.line, true); }},   // Ceiling_Stop (tag)
    {267, [](const Call& c) {  // Ceiling_ToFloorInstant
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::Floor, -1, kInstant, 0);
     }},
    {254, [](const Call& c) {  // Ceiling_LowerToFloor
         return do_ceiling(c.w, c.a[0], c.line, CeilingTarget::Floor, -1, c.a[1], 0);
     }},

    // Lifts (tag, speed, delay [, lip]); where no lip is given it is ZDoom's 8
    {60, [](const Call& c) { return do_plat(c.w, c.a[0], c.line, PlatMove::Perpetual, c.a[1], c.a[2], 8); }},   // Plat_PerpetualRaise
    {61, [](const Call& c) { ev_stop_plat(c.w, c.a[0]); return true; }},                                       // Plat_Stop
    {62, [](const Call& c) { return do_plat(c.w, c.a[0], c.line, PlatMove::DownWaitUp, c.a[1], c.a[2], 8); }},  // Plat_DownWaitUpStay
    {63, [](const Call& c) {  // Plat_DownByValue (tag, speed, delay, height / 8)
         return do_plat(c.w, c.a[0], c.line, PlatMove::DownByValue, c.a[1], c.a[2], c.a[3] * 8);
     }},
    {64, [](const Call& c) { return do_plat(c.w, c.a[0], c.line, PlatMove::UpWaitDown, c.a[1], c.a[2], 0); }},  // Plat_UpWaitDownStay
    {65, [](const Call& c) {  // Plat_UpByValue (tag, speed, delay, height / 8)
         return do_plat(c.w, c.a[0], c.line, PlatMove::UpByValue, c.a[1], c.a[2], c.a[3] * 8);
     }},
    {172, [](const Call& c) {  // Plat_UpNearestWaitDownStay
         return do_plat(c.w, c.a[0], c.line, PlatMove::UpNearestWaitDown, c.a[1], c.a[2], 0);
     }},
    {206, [](const Call& c) {  // Plat_DownWaitUpStayLip
         return do_plat(c.w, c.a[0], c.line, PlatMove::DownWaitUp, c.a[1], c.a[2], c.a[3]);
     }},
    {207, [](const Call& c) {  // Plat_PerpetualRaiseLip
         return do_plat(c.w, c.a[0], c.line, PlatMove::Perpetual, c.a[1], c.a[2], c.a[3]);
     }},
    {231, [](const Call& c) { return do_plat(c.w, c.a[0], c.line, PlatMove::Toggle, 0, 0, 0); }},  // Plat_ToggleCeiling (tag)
    // Doom's raise-and-change floors, as lifts. Plat_RaiseAndStayTx0's
    // lockout (Heretic's floor left stuck) is not played.
    {228, [](const Call& c) {  // Plat_RaiseAndStayTx0 (tag, speed, lockout)
         return do_plat(c.w, c.a[0], c.line, PlatMove::NearestAndChange, c.a[1], 0, 0);
     }},
    {230, [](const Call& c) {  // Plat_UpByValueStayTx (tag, speed, height / 8)
         return do_plat(c.w, c.a[0], c.line, PlatMove::ByValueAndChange, c.a[1], 0, c.a[2] * 8);
     }},

    // Teleports and exits
    {70, [](const Call& c) {  // Teleport (tid, tag, no fog where it left)
         return teleport(c.w, c.a[0], c.a[1], c.side, c.thing, {c.a[2] == 0, true, false});
     }},
    {71, [](const Call& c) {  // Teleport_NoFog (tid, angle, tag)
         return teleport(c.w, c.a[0], c.a[2], c.side, c.thing, {false, false, false});
     }},
    {39, [](const Call& c) {  // Teleport_ZombieChanger (tid, tag): Strife's; without fog, then into its pain state
         if (!c.thing) return false;
         teleport(c.w, c.a[0], c.a[1], c.side, c.thing, {false, false, false});
         // ZDoom would remove a thing without a pain state; it is left as it is.
         if (c.thing->health >= 0 && c.thing->info->pain_state != S_NULL)
             set_mobj_state(c.w, *c.thing, c.thing->info->pain_state);
         return true;
     }},
    // Sector_SetContents (Vavoom's) and PointPush_SetForce do nothing in ZDoom either.
    {161, [](const Call&) { return false; }},
    {227, [](const Call&) { return false; }},
    {154, [](const Call& c) {  // Teleport_NoStop (tid, tag, no fog where it left): moving on as it was
         return teleport(c.w, c.a[0], c.a[1], c.side, c.thing, {c.a[2] == 0, true, true});
     }},
    {74, [](const Call& c) {  // Teleport_NewMap (map, position, face): the start position and facing are Doom's
         if (c.side == 1 || c.a[0] <= 0 || c.a[0] > 99) return false;
         exit_to_map(c.w, c.a[0]);
         return true;
     }},
    {75, [](const Call& c) {  // Teleport_EndGame: as ZDoom's documentation says, in Doom II only
         if (c.side == 1 || c.w.opts.mode != GameMode::Commercial) return false;
         end_game(c.w);
         return true;
     }},
    {179, [](const Call& c) {  // ChangeSkill (skill): the next level's; past Nightmare, none (ZDoom's NextSkill)
         c.w.next_skill = c.a[0] >= 0 && c.a[0] <= static_cast<int>(Skill::Nightmare) ? c.a[0] : -1;
         return true;
     }},
    {15, [](const Call& c) {  // Autosave: the game writes one after this tic (game.autosave)
         c.w.autosave_requested = true;
         return true;
     }},
    {243, [](const Call& c) { exit_level(c.w); return true; }},                                 // Exit_Normal
    {244, [](const Call& c) { secret_exit_level(c.w); return true; }},                          // Exit_Secret

    // ACS (script, map, the script's arguments; the locked ones: two
    // arguments, then the lock); acs_scripts.h
    {80, [](const Call& c) { return acs_start_script(c.w, c.a[0], c.a[1], script_args(c, 2, 3), c.thing, c.line, c.side, false); }},  // ACS_Execute
    {81, [](const Call& c) { return acs_suspend_script(c.w, c.a[0], c.a[1]); }},    // ACS_Suspend
    {82, [](const Call& c) { return acs_terminate_script(c.w, c.a[0], c.a[1]); }},  // ACS_Terminate
    {83, [](const Call& c) { return locked_execute(c, true); }},                          // ACS_LockedExecute
    {84, [](const Call& c) {  // ACS_ExecuteWithResult (script, four arguments)
         acs_execute_with_result(c.w, c.a[0], script_args(c, 1, 4), c.thing, c.line, c.side);
         return true;
     }},
    {85, [](const Call& c) { return locked_execute(c, false); }},  // ACS_LockedExecuteDoor
    {226, [](const Call& c) { return acs_start_script(c.w, c.a[0], c.a[1], script_args(c, 2, 3), c.thing, c.line, c.side, true); }},  // ACS_ExecuteAlways
};

// Each family's table in turn: this file's, then those beside it.
const Played* find_played(int special) {
    for (std::span<const Played> table :
         {std::span<const Played>(kPlayed), hexen_light_specials(), hexen_plane_specials(), hexen_stair_specials(), hexen_waggle_specials(),
          hexen_force_specials(), hexen_thing_specials(), hexen_setter_specials(), hexen_teleport_specials(), hexen_polyobject_specials(),
          hexen_scroller_specials(), hexen_player_specials()})
        for (const Played& p : table)
            if (p.special == special) return &p;
    return nullptr;
}

}  // namespace

bool hexen_special_played(int special) { return find_played(special) != nullptr; }

bool run_hexen_special(World& w, int special, const std::array<int, 5>& args, int line, int side, Mobj* thing) {
    const Played* p = find_played(special);
    if (!p) return false;
    const std::array<int, 5> a = p->whole_args ? args : hexen_args(args);
    return p->run(HexenCall{w, a, line, side, thing});
}

std::array<int, 5> hexen_args(const std::array<int, 5>& args) {
    std::array<int, 5> a{};
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = std::clamp(args[i], -32768, 32767);
    return a;
}

}  // namespace sim
