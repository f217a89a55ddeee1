// Hexen-type specials that move a sector's floor and ceiling at once:
// pillars, and the elevators (FloorAndCeiling_LowerByValue/RaiseByValue,
// Elevator_RaiseToNearest/MoveToFloor/LowerToNearest) on Boom's elevator
// thinker. Arguments and behaviour follow ZDoom (p_lnspec.cpp,
// p_pillar.cpp, EV_DoElevator in p_floor.cpp).
#include "sim/hexen_planes.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "sim/hexen_played.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"

namespace sim {

namespace {

using base::kFracUnit;

fixed_t units(int arg) { return arg * kFracUnit; }          // arguments are within ±32767

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

bool busy(const SectorState& sec) { return sec.specialdata || sec.ceilingdata; }

// ---- pillars ----

// Build: floor and ceiling meet `height` above the floor (0: halfway).
// Open: the floor goes `floor_dist` down (0: to the lowest floor around),
// the ceiling `ceiling_dist` up (0: to the highest ceiling around). A
// building pillar needs a gap, an opening one a closed sector. The
// farther plane moves at `speed`, the other slower to arrive with it.
bool do_pillar(World& w, int tag, int line, PillarKind kind, int speed_arg, int floor_arg, int ceiling_arg,
               bool crush) {
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (busy(sec)) return false;
        const bool closed = sec.floorheight == sec.ceilingheight;
        if (kind == PillarKind::Build ? closed : !closed) return false;
        fixed_t floordest = 0, ceilingdest = 0;
        if (kind == PillarKind::Build) {
            floordest = ceilingdest = floor_arg == 0
                                          ? static_cast<fixed_t>((std::int64_t{sec.floorheight} + sec.ceilingheight) / 2)
                                          : sec.floorheight + units(floor_arg);
        } else {
            floordest = floor_arg == 0 ? find_lowest_floor_surrounding(w, s) : sec.floorheight - units(floor_arg);
            ceilingdest =
                ceiling_arg == 0 ? find_highest_ceiling_surrounding(w, s) : sec.ceilingheight + units(ceiling_arg);
        }
        const std::int64_t floordist = std::abs(std::int64_t{floordest} - sec.floorheight);
        const std::int64_t ceilingdist = std::abs(std::int64_t{ceilingdest} - sec.ceilingheight);
        Pillar* p = w.thinkers.add(std::make_unique<Pillar>());
        sec.specialdata = sec.ceilingdata = p;
        p->type = kind;
        p->sector = s;
        p->floordest = floordest;
        p->ceilingdest = ceilingdest;
        p->crush = crush;
        const std::int64_t speed = speed_of(speed_arg);
        if (floordist > ceilingdist) {
            p->floorspeed = static_cast<fixed_t>(speed);
            p->ceilingspeed = static_cast<fixed_t>(speed * ceilingdist / floordist);
        } else {
            p->ceilingspeed = static_cast<fixed_t>(speed);
            p->floorspeed = ceilingdist ? static_cast<fixed_t>(speed * floordist / ceilingdist) : 0;
        }
        start_sector_sound(w, s, sfx_stnmov);
        return true;
    });
}

// ---- elevators ----

// ZDoom's elevator kinds: Boom's three and its own by a value.
enum class Elevate { Down, Up, Current, Raise, Lower };

bool do_elevator(World& w, int tag, int line, Elevate kind, int speed_arg, int height_arg) {
    if (kind == Elevate::Current && line < 0) return false;
    return for_each_sector(w, tag, line, [&](int s) {
        SectorState& sec = sector_state(w, s);
        if (busy(sec)) return false;
        fixed_t floordest = sec.floorheight;
        switch (kind) {
            case Elevate::Down: floordest = find_next_lowest_floor(w, s, sec.floorheight); break;
            case Elevate::Up: floordest = find_next_highest_floor(w, s, sec.floorheight); break;
            case Elevate::Current:
                floordest = sector_state(w, w.level.lines[static_cast<std::size_t>(line)].front_sector).floorheight;
                break;
            case Elevate::Raise: floordest = sec.floorheight + units(height_arg); break;
            case Elevate::Lower: floordest = sec.floorheight - units(height_arg); break;
        }
        const int direction = kind == Elevate::Up || kind == Elevate::Raise ? 1
                              : kind == Elevate::Current                     ? (floordest > sec.floorheight ? 1 : -1)
                                                                             : -1;
        Elevator* e = w.thinkers.add(std::make_unique<Elevator>());
        sec.specialdata = sec.ceilingdata = e;
        e->type = direction > 0 ? ElevatorKind::Up : ElevatorKind::Down;
        e->sector = s;
        e->speed = speed_of(speed_arg);
        e->direction = direction;
        e->floordestheight = floordest;
        e->ceilingdestheight = sec.ceilingheight + floordest - sec.floorheight;
        return true;
    });
}

constexpr HexenPlayed kPlanes[] = {
    {29, [](const HexenCall& c) {  // Pillar_Build (tag, speed, height)
         return do_pillar(c.w, c.a[0], c.line, PillarKind::Build, c.a[1], c.a[2], 0, false);
     }},
    {94, [](const HexenCall& c) {  // Pillar_BuildAndCrush (tag, speed, height, crush, crushmode)
         return do_pillar(c.w, c.a[0], c.line, PillarKind::Build, c.a[1], c.a[2], 0, true);
     }},
    {30, [](const HexenCall& c) {  // Pillar_Open (tag, speed, floor distance, ceiling distance)
         return do_pillar(c.w, c.a[0], c.line, PillarKind::Open, c.a[1], c.a[2], c.a[3], false);
     }},
    {95, [](const HexenCall& c) {  // FloorAndCeiling_LowerByValue (tag, speed, height)
         return do_elevator(c.w, c.a[0], c.line, Elevate::Lower, c.a[1], c.a[2]);
     }},
    {96, [](const HexenCall& c) {  // FloorAndCeiling_RaiseByValue (tag, speed, height)
         return do_elevator(c.w, c.a[0], c.line, Elevate::Raise, c.a[1], c.a[2]);
     }},
    {245, [](const HexenCall& c) {  // Elevator_RaiseToNearest (tag, speed)
         return do_elevator(c.w, c.a[0], c.line, Elevate::Up, c.a[1], 0);
     }},
    {246, [](const HexenCall& c) {  // Elevator_MoveToFloor (tag, speed): to the line's front floor
         return do_elevator(c.w, c.a[0], c.line, Elevate::Current, c.a[1], 0);
     }},
    {247, [](const HexenCall& c) {  // Elevator_LowerToNearest (tag, speed)
         return do_elevator(c.w, c.a[0], c.line, Elevate::Down, c.a[1], 0);
     }},
};

}  // namespace

std::span<const HexenPlayed> hexen_plane_specials() { return kPlanes; }

// Both planes move each tic; the pillar ends when both have arrived. A
// crushing one presses on what it crushes, as Doom's crushers do; another
// stops where things are in the way until they leave.
void Pillar::think(World& w) {
    const int floor_dir = type == PillarKind::Build ? 1 : -1;
    // A plane already at its destination (or given no way to go) has arrived.
    SectorState& sec = sector_state(w, sector);
    auto move = [&](Plane plane, fixed_t height, fixed_t speed, fixed_t dest, int dir) {
        if (height == dest) return MoveResult::PastDest;
        return move_plane(w, sector, speed, dest, crush, plane, dir);
    };
    const MoveResult f = move(Plane::Floor, sec.floorheight, floorspeed, floordest, floor_dir);
    const MoveResult c = move(Plane::Ceiling, sec.ceilingheight, ceilingspeed, ceilingdest, -floor_dir);
    if (!(w.leveltime & 7)) start_sector_sound(w, sector, sfx_stnmov);
    if (f == MoveResult::PastDest && c == MoveResult::PastDest) {
        sec.specialdata = sec.ceilingdata = nullptr;
        w.thinkers.remove(this);
        start_sector_sound(w, sector, sfx_pstop);
    }
}

}  // namespace sim
