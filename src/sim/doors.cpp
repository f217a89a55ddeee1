// Vertical doors: the door thinker and the ways doors start (the
// original's p_doors.c).
#include "sim/game_strings.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

void finish(World& w, Door& door) {
    ceiling_mover(w, door.sector) = nullptr;
    w.thinkers.remove(&door);
}

// Boom's door lighting: the tagged sectors' light goes between their
// darkest and brightest neighbour as the door opens. Boom sets it at each
// end of the stroke; MBF follows the door all the way.
void light_with_door(World& w, const Door& door, bool at_end, bool opened) {
    const SectorState& sec = sector_state(w, door.sector);
    if (!door.lighttag || door.topheight == sec.floorheight) return;
    if (w.opts.compat.mbf())
        light_turn_on_partway(w, door.lighttag,
                              base::fixed_div(sec.ceilingheight - sec.floorheight, door.topheight - sec.floorheight));
    else if (at_end)
        light_turn_on_partway(w, door.lighttag, opened ? base::kFracUnit : 0);
}

// The int that EV_VerticalDoor reads and writes as "door->direction" when a
// manual door's sector is busy. Vanilla never checks that the sector's
// mover is a door, so with a lift, floor or ceiling there it touches
// whatever field sits at the door's direction offset in the 32-bit
// structure layout. Demos depend on it (ep1-0500.lmp crosses a plat with a
// door); Chocolate Doom's "when is a door not a door?" keeps the plat case.
int* door_direction_alias(Thinker* mover) {
    switch (mover->kind()) {
        case ThinkerKind::Door: return &static_cast<Door*>(mover)->direction;
        case ThinkerKind::Plat: return &static_cast<Plat*>(mover)->wait;
        case ThinkerKind::Floor: return &static_cast<FloorMove*>(mover)->newspecial;
        case ThinkerKind::Ceiling: return &static_cast<Ceiling*>(mover)->speed;
        default: return nullptr;  // light thinkers never own a sector
    }
}

// Does the player hold a key of either kind? If not, says so (the grunt
// plays from nowhere, as the original's S_StartSound(NULL, …)).
bool has_key(World& w, Player& p, CardType card, CardType skull, const GameString& message) {
    if (p.cards[card] || p.cards[skull]) return true;
    p.message = game_string(*w.defs, message);
    start_sound(w, nullptr, sfx_oof);
    return false;
}

}  // namespace

void Door::think(World& w) {
    switch (direction) {
        case 0:  // waiting at the top
            if (!--topcountdown) {
                switch (type) {
                    case DoorKind::BlazeRaise:
                    case DoorKind::GenBlazeRaise:
                        direction = -1;
                        start_sector_sound(w, sector, sfx_bdcls);
                        break;
                    case DoorKind::Normal:
                    case DoorKind::GenRaise:
                        direction = -1;
                        start_sector_sound(w, sector, sfx_dorcls);
                        break;
                    case DoorKind::Close30ThenOpen:
                    case DoorKind::GenCloseOpen:
                        direction = 1;
                        start_sector_sound(w, sector, sfx_doropn);
                        break;
                    case DoorKind::GenBlazeCloseOpen:
                        direction = 1;
                        start_sector_sound(w, sector, sfx_bdopn);
                        break;
                    default: break;
                }
            }
            break;

        case 2:  // initial wait
            if (!--topcountdown) {
                if (type == DoorKind::RaiseIn5Mins) {
                    direction = 1;
                    type = DoorKind::Normal;
                    start_sector_sound(w, sector, sfx_doropn);
                }
            }
            break;

        case -1: {  // going down
            const MoveResult res =
                move_plane(w, sector, speed, sector_state(w, sector).floorheight, false, Plane::Ceiling, direction);
            light_with_door(w, *this, res == MoveResult::PastDest, false);
            if (res == MoveResult::PastDest) {
                switch (type) {
                    case DoorKind::BlazeRaise:
                    case DoorKind::BlazeClose:
                    case DoorKind::GenBlazeRaise:
                    case DoorKind::GenBlazeClose:
                        finish(w, *this);
                        // A second closing sound (the first came at the top):
                        // vanilla's, kept; Boom drops it unless comp_blazing.
                        if (!w.opts.compat.boom() || w.opts.compat.has(comp_blazing))
                            start_sector_sound(w, sector, sfx_bdcls);
                        break;
                    case DoorKind::Normal:
                    case DoorKind::Close:
                    case DoorKind::GenRaise:
                    case DoorKind::GenClose:
                        finish(w, *this);
                        break;
                    case DoorKind::Close30ThenOpen:
                        direction = 0;
                        topcountdown = kTicRate * 30;
                        break;
                    case DoorKind::GenCloseOpen:
                    case DoorKind::GenBlazeCloseOpen:
                        direction = 0;
                        topcountdown = topwait;
                        break;
                    default: break;
                }
            } else if (res == MoveResult::Crushed) {
                switch (type) {
                    case DoorKind::BlazeClose:
                    case DoorKind::Close:  // closing doors do not go back up
                    case DoorKind::GenClose:
                    case DoorKind::GenBlazeClose:
                        break;
                    default:
                        // Blazing doors reopen with the normal door sound in
                        // vanilla; Boom gives them their own unless comp_blazing.
                        direction = 1;
                        const bool blaze_sound = (type == DoorKind::BlazeRaise || type == DoorKind::GenBlazeRaise) &&
                                                 w.opts.compat.boom() && !w.opts.compat.has(comp_blazing);
                        start_sector_sound(w, sector, blaze_sound ? sfx_bdopn : sfx_doropn);
                        break;
                }
            }
            break;
        }

        case 1: {  // going up
            const MoveResult res = move_plane(w, sector, speed, topheight, false, Plane::Ceiling, direction);
            light_with_door(w, *this, res == MoveResult::PastDest, true);
            if (res == MoveResult::PastDest) {
                switch (type) {
                    case DoorKind::BlazeRaise:
                    case DoorKind::Normal:
                    case DoorKind::GenRaise:
                    case DoorKind::GenBlazeRaise:
                        direction = 0;
                        topcountdown = topwait;
                        break;
                    case DoorKind::Close30ThenOpen:
                    case DoorKind::BlazeOpen:
                    case DoorKind::Open:
                    case DoorKind::GenOpen:
                    case DoorKind::GenBlazeOpen:
                    case DoorKind::GenCloseOpen:
                    case DoorKind::GenBlazeCloseOpen:
                        finish(w, *this);
                        break;
                    default: break;
                }
            }
            break;
        }

        default: break;
    }
}

bool ev_do_locked_door(World& w, int line, DoorKind kind, Mobj& thing) {
    Player* p = thing.player;
    if (!p) return false;
    switch (w.lines[static_cast<std::size_t>(line)].special) {
        case 99:  // blue
        case 133:
            if (!has_key(w, *p, it_bluecard, it_blueskull, strings::kNeedBlueObject)) return false;
            break;
        case 134:  // red
        case 135:
            if (!has_key(w, *p, it_redcard, it_redskull, strings::kNeedRedObject)) return false;
            break;
        case 136:  // yellow
        case 137:
            if (!has_key(w, *p, it_yellowcard, it_yellowskull, strings::kNeedYellowObject)) return false;
            break;
        default: break;
    }
    return ev_do_door(w, w.lines[static_cast<std::size_t>(line)].tag, kind);
}

bool ev_do_door(World& w, int tag, DoorKind kind) {
    bool rtn = false;
    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        SectorState& sec = sector_state(w, secnum);
        if (ceiling_mover(w, secnum)) continue;

        rtn = true;
        Door* door = w.thinkers.add(std::make_unique<Door>());
        ceiling_mover(w, secnum) = door;
        door->sector = secnum;
        door->type = kind;
        door->topwait = kDoorWait;
        door->speed = kDoorSpeed;

        switch (kind) {
            case DoorKind::BlazeClose:
                door->topheight = find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit;
                door->direction = -1;
                door->speed = kDoorSpeed * 4;
                start_sector_sound(w, secnum, sfx_bdcls);
                break;
            case DoorKind::Close:
                door->topheight = find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit;
                door->direction = -1;
                start_sector_sound(w, secnum, sfx_dorcls);
                break;
            case DoorKind::Close30ThenOpen:
                door->topheight = sec.ceilingheight;
                door->direction = -1;
                start_sector_sound(w, secnum, sfx_dorcls);
                break;
            case DoorKind::BlazeRaise:
            case DoorKind::BlazeOpen:
                door->direction = 1;
                door->topheight = find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit;
                door->speed = kDoorSpeed * 4;
                if (door->topheight != sec.ceilingheight) start_sector_sound(w, secnum, sfx_bdopn);
                break;
            case DoorKind::Normal:
            case DoorKind::Open:
                door->direction = 1;
                door->topheight = find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit;
                if (door->topheight != sec.ceilingheight) start_sector_sound(w, secnum, sfx_doropn);
                break;
            default: break;
        }
    }
    return rtn;
}

bool do_door_by_tag(World& w, int tag, DoorKind kind) { return ev_do_door(w, tag, kind); }

void ev_vertical_door(World& w, int line, Mobj& thing) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    Player* player = thing.player;

    switch (ld.special) {
        case 26:  // blue lock
        case 32:
            if (!player) return;
            if (!has_key(w, *player, it_bluecard, it_blueskull, strings::kNeedBlueDoor)) return;
            break;
        case 27:  // yellow lock
        case 34:
            if (!player) return;
            if (!has_key(w, *player, it_yellowcard, it_yellowskull, strings::kNeedYellowDoor)) return;
            break;
        case 28:  // red lock
        case 33:
            if (!player) return;
            if (!has_key(w, *player, it_redcard, it_redskull, strings::kNeedRedDoor)) return;
            break;
        default: break;
    }

    // The door is the sector behind the line. Vanilla reads garbage for a
    // one-sided line; here nothing happens.
    const int back_side = w.level.lines[static_cast<std::size_t>(line)].sides[1];
    if (back_side < 0) return;
    const int secnum = w.level.sides[static_cast<std::size_t>(back_side)].sector;
    // Boom keeps a lift in the floor's slot, so only a door or ceiling is
    // found here, and only a door is touched.
    Thinker* mover = ceiling_mover(w, secnum);
    if (mover) {
        switch (ld.special) {
            case 1:  // only raising doors reverse, not the open-only ones
            case 26:
            case 27:
            case 28:
            case 117: {
                if (separate_plane_movers(w) && mover->kind() != ThinkerKind::Door) return;
                int* direction = door_direction_alias(mover);
                if (!direction) return;
                if (*direction == -1) {
                    *direction = 1;  // go back up
                } else {
                    if (!thing.player) return;  // monsters never close doors
                    *direction = -1;            // start going down at once
                }
                return;
            }
            default: break;
        }
    }

    switch (ld.special) {
        case 117:  // blazing raise
        case 118:  // blazing open
            start_sector_sound(w, secnum, sfx_bdopn);
            break;
        default:  // normal and locked doors
            start_sector_sound(w, secnum, sfx_doropn);
            break;
    }

    Door* door = w.thinkers.add(std::make_unique<Door>());
    ceiling_mover(w, secnum) = door;
    door->sector = secnum;
    door->direction = 1;
    door->speed = kDoorSpeed;
    door->topwait = kDoorWait;
    // Boom: a manual door's tag names the sectors its opening lights.
    if (w.opts.compat.boom() && !w.opts.compat.has(comp_doorlight)) door->lighttag = ld.tag;

    switch (ld.special) {
        case 1:
        case 26:
        case 27:
        case 28:
            door->type = DoorKind::Normal;
            break;
        case 31:
        case 32:
        case 33:
        case 34:
            door->type = DoorKind::Open;
            ld.special = 0;
            break;
        case 117:
            door->type = DoorKind::BlazeRaise;
            door->speed = kDoorSpeed * 4;
            break;
        case 118:
            door->type = DoorKind::BlazeOpen;
            ld.special = 0;
            door->speed = kDoorSpeed * 4;
            break;
        default:
            door->lighttag = 0;
            break;
    }

    door->topheight = find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit;
}

void spawn_door_close_in_30(World& w, int sector) {
    Door* door = w.thinkers.add(std::make_unique<Door>());
    SectorState& sec = sector_state(w, sector);
    ceiling_mover(w, sector) = door;
    sec.special = 0;
    door->sector = sector;
    door->direction = 0;
    door->type = DoorKind::Normal;
    door->speed = kDoorSpeed;
    door->topcountdown = 30 * kTicRate;
}

void spawn_door_raise_in_5_mins(World& w, int sector) {
    Door* door = w.thinkers.add(std::make_unique<Door>());
    SectorState& sec = sector_state(w, sector);
    ceiling_mover(w, sector) = door;
    sec.special = 0;
    door->sector = sector;
    door->direction = 2;
    door->type = DoorKind::RaiseIn5Mins;
    door->speed = kDoorSpeed;
    door->topheight = find_lowest_ceiling_surrounding(w, sector) - 4 * base::kFracUnit;
    door->topwait = kDoorWait;
    door->topcountdown = 5 * 60 * kTicRate;
}

}  // namespace sim
