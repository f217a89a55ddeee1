// Moving ceilings and crushers (the original's p_ceilng.c).
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

// The silent crushers make no moving sound, only the stop at each end.
bool silent(CeilingKind type) {
    return type == CeilingKind::SilentCrushAndRaise || type == CeilingKind::SilentFastCrushAndRaise ||
           type == CeilingKind::GenSilentCrusher || type == CeilingKind::SilentCrushRaiseAndStay;
}

// Boom's generalized ceilings that change the flat (and special) at the end.
void finish_with_change(World& w, Ceiling& c) {
    SectorState& sec = w.sectors[static_cast<std::size_t>(c.sector)];
    if (c.type == CeilingKind::GenCeilingChgT || c.type == CeilingKind::GenCeilingChg0) sec.special = c.newspecial;
    sec.ceilingpic = c.texture;
    remove_active_ceiling(w, &c);
}

// Boom's generalized crushers keep their speed, except the slow ones,
// which slow down on what they crush and take it back at the bottom.
bool slow_gen_crusher(const Ceiling& c) { return c.downspeed < kCeilingSpeed * 3; }

}  // namespace

void Ceiling::think(World& w) {
    switch (direction) {
        case 0:  // in stasis
            break;

        case 1: {  // going up
            const MoveResult res = move_plane(w, sector, speed, topheight, false, Plane::Ceiling, direction);
            if (!(w.leveltime & 7) && !silent(type)) start_sector_sound(w, sector, sfx_stnmov);
            if (res == MoveResult::PastDest) {
                switch (type) {
                    case CeilingKind::RaiseToHighest:
                    case CeilingKind::CrushRaiseAndStay:
                    case CeilingKind::GenCeiling:
                        remove_active_ceiling(w, this);
                        break;
                    case CeilingKind::GenCeilingChg:
                    case CeilingKind::GenCeilingChgT:
                    case CeilingKind::GenCeilingChg0:
                        finish_with_change(w, *this);
                        break;
                    case CeilingKind::SilentCrushRaiseAndStay:
                        start_sector_sound(w, sector, sfx_pstop);
                        remove_active_ceiling(w, this);
                        break;
                    case CeilingKind::GenCrusher:
                    case CeilingKind::GenSilentCrusher:
                        direction = -1;
                        break;
                    case CeilingKind::SilentCrushAndRaise:
                    case CeilingKind::SilentFastCrushAndRaise:
                        start_sector_sound(w, sector, sfx_pstop);
                        speed = downspeed;
                        direction = -1;
                        break;
                    case CeilingKind::FastCrushAndRaise:
                    case CeilingKind::CrushAndRaise:
                        speed = downspeed;
                        direction = -1;
                        break;
                    default: break;
                }
            }
            break;
        }

        case -1: {  // going down
            const MoveResult res =
                move_plane(w, sector, speed, bottomheight, crush, Plane::Ceiling, direction, hexen_crush);
            if (!(w.leveltime & 7) && !silent(type)) start_sector_sound(w, sector, sfx_stnmov);
            if (res == MoveResult::PastDest) {
                switch (type) {
                    case CeilingKind::GenCrusher:
                    case CeilingKind::GenSilentCrusher:
                        if (slow_gen_crusher(*this)) speed = downspeed;
                        direction = 1;
                        break;
                    case CeilingKind::GenCeilingChg:
                    case CeilingKind::GenCeilingChgT:
                    case CeilingKind::GenCeilingChg0:
                        finish_with_change(w, *this);
                        break;
                    case CeilingKind::LowerToLowest:
                    case CeilingKind::LowerToMaxFloor:
                    case CeilingKind::GenCeiling:
                        remove_active_ceiling(w, this);
                        break;
                    case CeilingKind::SilentCrushAndRaise:
                    case CeilingKind::SilentFastCrushAndRaise:
                    case CeilingKind::SilentCrushRaiseAndStay:
                        start_sector_sound(w, sector, sfx_pstop);
                        speed = upspeed;
                        direction = 1;
                        break;
                    case CeilingKind::CrushAndRaise:
                    case CeilingKind::FastCrushAndRaise:
                    case CeilingKind::CrushRaiseAndStay:
                        speed = upspeed;
                        direction = 1;
                        break;
                    case CeilingKind::LowerAndCrush:
                    case CeilingKind::LowerToFloor:
                        remove_active_ceiling(w, this);
                        break;
                    default: break;
                }
            } else if (res == MoveResult::Crushed && !hexen_crush) {
                switch (type) {
                    case CeilingKind::SilentCrushAndRaise:
                    case CeilingKind::CrushAndRaise:
                    case CeilingKind::LowerAndCrush:
                        speed = kCeilingSpeed / 8;  // slows down on whatever it crushes
                        break;
                    case CeilingKind::GenCrusher:
                    case CeilingKind::GenSilentCrusher:
                        if (slow_gen_crusher(*this)) speed = kCeilingSpeed / 8;
                        break;
                    default: break;
                }
            }
            break;
        }

        default: break;
    }
}

bool ev_do_ceiling(World& w, int tag, CeilingKind kind) {
    // Crushers stopped by a "stop" line restart with any crusher trigger;
    // in Boom that counts as having started something.
    bool rtn = false;
    switch (kind) {
        case CeilingKind::FastCrushAndRaise:
        case CeilingKind::SilentCrushAndRaise:
        case CeilingKind::CrushAndRaise:
            rtn = activate_in_stasis_ceiling(w, tag) && w.opts.compat.boom();
            break;
        default: break;
    }

    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        SectorState& sec = w.sectors[static_cast<std::size_t>(secnum)];
        if (ceiling_mover(w, secnum)) continue;

        rtn = true;
        Ceiling* ceiling = w.thinkers.add(std::make_unique<Ceiling>());
        ceiling_mover(w, secnum) = ceiling;
        ceiling->sector = secnum;
        ceiling->crush = false;

        switch (kind) {
            case CeilingKind::FastCrushAndRaise:
            case CeilingKind::SilentFastCrushAndRaise:
            case CeilingKind::CrushRaiseAndStay:
                ceiling->crush = true;
                ceiling->topheight = sec.ceilingheight;
                ceiling->bottomheight = sec.floorheight + 8 * base::kFracUnit;
                ceiling->direction = -1;
                ceiling->speed = kCeilingSpeed * 2;
                break;
            case CeilingKind::SilentCrushAndRaise:
            case CeilingKind::CrushAndRaise:
            case CeilingKind::LowerAndCrush:
            case CeilingKind::LowerToFloor:
                if (kind == CeilingKind::SilentCrushAndRaise || kind == CeilingKind::CrushAndRaise) {
                    ceiling->crush = true;
                    ceiling->topheight = sec.ceilingheight;
                }
                ceiling->bottomheight = sec.floorheight;
                if (kind != CeilingKind::LowerToFloor) ceiling->bottomheight += 8 * base::kFracUnit;
                ceiling->direction = -1;
                ceiling->speed = kCeilingSpeed;
                break;
            case CeilingKind::RaiseToHighest:
                ceiling->topheight = find_highest_ceiling_surrounding(w, secnum);
                ceiling->direction = 1;
                ceiling->speed = kCeilingSpeed;
                break;
            case CeilingKind::LowerToLowest:
                ceiling->bottomheight = find_lowest_ceiling_surrounding(w, secnum);
                ceiling->direction = -1;
                ceiling->speed = kCeilingSpeed;
                break;
            case CeilingKind::LowerToMaxFloor:
                ceiling->bottomheight = find_highest_floor_surrounding(w, secnum);
                ceiling->direction = -1;
                ceiling->speed = kCeilingSpeed;
                break;
            default: break;  // the generalized kinds start in boom_gen_planes.cpp
        }

        ceiling->downspeed = ceiling->upspeed = ceiling->speed;
        ceiling->tag = sec.tag;
        ceiling->type = kind;
        add_active_ceiling(w, ceiling);
    }
    return rtn;
}

void add_active_ceiling(World& w, Ceiling* ceiling) {
    // With all slots taken the ceiling still moves but can never be stopped
    // or finished (it keeps its sector busy for good), as in vanilla.
    std::vector<Ceiling*>* more = w.opts.compat.boom() ? &w.more_ceilings : nullptr;
    if (!register_mover(w.activeceilings, more, ceiling)) w.overflows.note(Overflow::ActiveCeilings);
}

void remove_active_ceiling(World& w, Ceiling* ceiling) {
    unregister_mover(w, w.activeceilings, w.more_ceilings, ceiling);
}

bool activate_in_stasis_ceiling(World& w, int tag) {
    bool rtn = false;
    for_each_registered(w.activeceilings, w.more_ceilings, [&](Ceiling& c) {
        if (c.tag == tag && c.direction == 0) {
            c.direction = c.olddirection;
            c.active = true;
            rtn = true;
        }
    });
    return rtn;
}

bool ev_ceiling_crush_stop(World& w, int tag) {
    bool rtn = false;
    for_each_registered(w.activeceilings, w.more_ceilings, [&](Ceiling& c) {
        if (c.tag == tag && c.direction != 0) {
            c.olddirection = c.direction;
            c.active = false;
            c.direction = 0;  // in stasis
            rtn = true;
        }
    });
    return rtn;
}

}  // namespace sim
