// Boom's elevators, which move a sector's floor and ceiling together, and
// its texture/type changes that move nothing (the PrBoom family's
// T_MoveElevator, EV_DoElevator and EV_DoChange, by behaviour).
#include "sim/boom_specials.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

constexpr fixed_t kElevatorSpeed = 4 * base::kFracUnit;

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

}  // namespace

void Elevator::think(World& w) {
    // The leading plane moves first; the other follows only if it could.
    const Plane lead = direction < 0 ? Plane::Ceiling : Plane::Floor;
    const Plane follow = direction < 0 ? Plane::Floor : Plane::Ceiling;
    auto dest = [&](Plane p) { return p == Plane::Floor ? floordestheight : ceilingdestheight; };
    const MoveResult res = move_plane(w, sector, speed, dest(lead), false, lead, direction);
    if (res == MoveResult::Ok || res == MoveResult::PastDest)
        move_plane(w, sector, speed, dest(follow), false, follow, direction);

    if (!(w.leveltime & 7)) start_sector_sound(w, sector, sfx_stnmov);
    if (res == MoveResult::PastDest) {
        SectorState& sec = sector_state(w, sector);
        sec.specialdata = sec.ceilingdata = nullptr;
        w.thinkers.remove(this);
        start_sector_sound(w, sector, sfx_pstop);
    }
}

bool ev_do_elevator(World& w, int line, ElevatorKind kind) {
    const int tag = w.lines[static_cast<std::size_t>(line)].tag;
    bool rtn = false;
    for (int secnum = -1; (secnum = find_sector_from_tag(w, tag, secnum)) >= 0;) {
        SectorState& sec = sector_state(w, secnum);
        if (sec.specialdata || sec.ceilingdata) continue;

        rtn = true;
        Elevator* e = w.thinkers.add(std::make_unique<Elevator>());
        sec.specialdata = sec.ceilingdata = e;
        e->type = kind;
        e->speed = kElevatorSpeed;
        e->sector = secnum;
        switch (kind) {
            case ElevatorKind::Down:
                e->direction = -1;
                e->floordestheight = find_next_lowest_floor(w, secnum, sec.floorheight);
                break;
            case ElevatorKind::Up:
                e->direction = 1;
                e->floordestheight = find_next_highest_floor(w, secnum, sec.floorheight);
                break;
            case ElevatorKind::Current: {
                const int front = w.level.lines[static_cast<std::size_t>(line)].front_sector;
                e->floordestheight = sector_state(w, front).floorheight;
                e->direction = e->floordestheight > sec.floorheight ? 1 : -1;
                break;
            }
        }
        e->ceilingdestheight = sec.ceilingheight + e->floordestheight - sec.floorheight;
    }
    return rtn;
}

bool change_floor_only(World& w, int secnum, int line, bool numeric_model) {
    SectorState& sec = sector_state(w, secnum);
    // The model: the line's front sector, or a neighbour whose floor is
    // level with this one (none, no change).
    const int model = numeric_model ? find_model_floor_sector(w, secnum, sec.floorheight)
                      : line >= 0   ? w.level.lines[static_cast<std::size_t>(line)].front_sector
                                    : -1;
    if (model < 0) return false;
    sec.floorpic = sector_state(w, model).floorpic;
    sec.special = sector_state(w, model).special;
    return true;
}

bool ev_do_change(World& w, int line, bool numeric_model) {
    const int tag = w.lines[static_cast<std::size_t>(line)].tag;
    bool rtn = false;
    for (int secnum = -1; (secnum = find_sector_from_tag(w, tag, secnum)) >= 0;) {
        rtn = true;
        change_floor_only(w, secnum, line, numeric_model);
    }
    return rtn;
}

}  // namespace sim
