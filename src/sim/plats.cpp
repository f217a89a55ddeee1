// Lifts and rising platforms (the original's p_plats.c).
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

void Plat::arrive(World& w) {
    // Boom's instant toggle makes no sound and waits for its next trigger.
    if (type == PlatKind::ToggleUpDown) {
        oldstatus = status;
        status = PlatStatus::InStasis;
        return;
    }
    count = wait;
    status = PlatStatus::Waiting;
    start_sector_sound(w, sector, sfx_pstop);
}

void Plat::think(World& w) {
    switch (status) {
        case PlatStatus::Up: {
            const MoveResult res = move_plane(w, sector, speed, high, crush, Plane::Floor, 1);
            if (type == PlatKind::RaiseAndChange || type == PlatKind::RaiseToNearestAndChange) {
                if (!(w.leveltime & 7)) start_sector_sound(w, sector, sfx_stnmov);
            }
            if (res == MoveResult::Crushed && !crush) {
                count = wait;
                status = PlatStatus::Down;
                start_sector_sound(w, sector, sfx_pstart);
            } else if (res == MoveResult::PastDest) {
                arrive(w);
                switch (type) {
                    case PlatKind::BlazeDWUS:
                    case PlatKind::DownWaitUpStay:
                    case PlatKind::RaiseAndChange:
                    case PlatKind::RaiseToNearestAndChange:  // stays active before v1.2 only
                    case PlatKind::GenLift:
                        remove_active_plat(w, this);
                        break;
                    default: break;
                }
            }
            break;
        }

        case PlatStatus::Down: {
            const MoveResult res = move_plane(w, sector, speed, low, false, Plane::Floor, -1);
            if (res == MoveResult::PastDest) {
                arrive(w);
                if (type == PlatKind::UpWaitDownStay) remove_active_plat(w, this);
                // Boom: a raise that bounced back down is done, so the line
                // can start it again (unless comp_floors).
                if (w.opts.compat.fixes(comp_floors) &&
                    (type == PlatKind::RaiseAndChange || type == PlatKind::RaiseToNearestAndChange))
                    remove_active_plat(w, this);
            }
            break;
        }

        case PlatStatus::Waiting:
            if (!--count) {
                status = w.sectors[static_cast<std::size_t>(sector)].floorheight == low ? PlatStatus::Up : PlatStatus::Down;
                start_sector_sound(w, sector, sfx_pstart);
            }
            break;

        case PlatStatus::InStasis: break;
    }
}

bool ev_do_plat(World& w, int line, PlatKind kind, int amount) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    // Perpetual lifts stopped by a "stop" line restart with any perpetual
    // trigger; Boom's toggles wait in stasis for theirs (and count as done).
    bool rtn = false;
    if (kind == PlatKind::PerpetualRaise) activate_in_stasis_plat(w, ld.tag);
    if (kind == PlatKind::ToggleUpDown) {
        activate_in_stasis_plat(w, ld.tag);
        rtn = true;
    }

    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, ld.tag, secnum)) >= 0) {
        SectorState& sec = w.sectors[static_cast<std::size_t>(secnum)];
        if (sec.specialdata) continue;

        rtn = true;
        Plat* plat = w.thinkers.add(std::make_unique<Plat>());
        plat->type = kind;
        plat->sector = secnum;
        sec.specialdata = plat;
        plat->crush = false;
        plat->tag = ld.tag;

        // The "change" kinds take the floor flat of the line's front side.
        auto front_floorpic = [&] {
            const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
            const int front = w.level.sides[static_cast<std::size_t>(side)].sector;
            return w.sectors[static_cast<std::size_t>(front)].floorpic;
        };

        switch (kind) {
            case PlatKind::RaiseToNearestAndChange:
                plat->speed = kPlatSpeed / 2;
                sec.floorpic = front_floorpic();
                plat->high = find_next_highest_floor(w, secnum, sec.floorheight);
                plat->wait = 0;
                plat->status = PlatStatus::Up;
                sec.special = 0;  // no more damage, if any
                start_sector_sound(w, secnum, sfx_stnmov);
                break;

            case PlatKind::RaiseAndChange:
                plat->speed = kPlatSpeed / 2;
                sec.floorpic = front_floorpic();
                plat->high = sec.floorheight + amount * base::kFracUnit;
                plat->wait = 0;
                plat->status = PlatStatus::Up;
                start_sector_sound(w, secnum, sfx_stnmov);
                break;

            case PlatKind::DownWaitUpStay:
            case PlatKind::BlazeDWUS:
                plat->speed = kPlatSpeed * (kind == PlatKind::BlazeDWUS ? 8 : 4);
                plat->low = find_lowest_floor_surrounding(w, secnum);
                if (plat->low > sec.floorheight) plat->low = sec.floorheight;
                plat->high = sec.floorheight;
                plat->wait = kTicRate * kPlatWait;
                plat->status = PlatStatus::Down;
                start_sector_sound(w, secnum, sfx_pstart);
                break;

            case PlatKind::PerpetualRaise:
                plat->speed = kPlatSpeed;
                plat->low = find_lowest_floor_surrounding(w, secnum);
                if (plat->low > sec.floorheight) plat->low = sec.floorheight;
                plat->high = find_highest_floor_surrounding(w, secnum);
                if (plat->high < sec.floorheight) plat->high = sec.floorheight;
                plat->wait = kTicRate * kPlatWait;
                plat->status = (w.rng.p_random() & 1) ? PlatStatus::Down : PlatStatus::Up;
                start_sector_sound(w, secnum, sfx_pstart);
                break;

            case PlatKind::ToggleUpDown:  // the floor jumps to the ceiling and back, crushing
                plat->speed = kPlatSpeed;
                plat->wait = kTicRate * kPlatWait;
                plat->crush = true;
                plat->low = sec.ceilingheight;
                plat->high = sec.floorheight;
                plat->status = PlatStatus::Down;
                break;

            case PlatKind::UpWaitDownStay:  // Hexen-type specials set theirs up themselves
            case PlatKind::GenLift:        // and Boom's generalized lifts (boom_gen_doors.cpp)
            case PlatKind::GenPerpetual: break;
        }
        add_active_plat(w, plat);
    }
    return rtn;
}

void activate_in_stasis_plat(World& w, int tag) {
    for_each_registered(w.activeplats, w.more_plats, [&](Plat& p) {
        if (p.tag == tag && p.status == PlatStatus::InStasis) {
            // A toggle goes back the other way.
            if (p.type == PlatKind::ToggleUpDown)
                p.status = p.oldstatus == PlatStatus::Up ? PlatStatus::Down : PlatStatus::Up;
            else
                p.status = p.oldstatus;
            p.active = true;
        }
    });
}

void ev_stop_plat(World& w, int tag) {
    for_each_registered(w.activeplats, w.more_plats, [&](Plat& p) {
        if (p.status != PlatStatus::InStasis && p.tag == tag) {
            p.oldstatus = p.status;
            p.status = PlatStatus::InStasis;
            p.active = false;
        }
    });
}

void add_active_plat(World& w, Plat* plat) {
    // Vanilla stops with "P_AddActivePlat: no more plats!"; here the lift
    // runs untracked (it cannot be stopped and keeps its sector busy).
    std::vector<Plat*>* more = w.opts.compat.boom() ? &w.more_plats : nullptr;
    if (!register_mover(w.activeplats, more, plat)) w.overflows.note(Overflow::ActivePlats);
}

void remove_active_plat(World& w, Plat* plat) {
    // Vanilla stops with "P_RemoveActivePlat: can't find plat!"; ignored.
    unregister_mover(w, w.activeplats, w.more_plats, plat);
}

}  // namespace sim
