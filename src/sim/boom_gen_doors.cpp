// Boom's generalized doors, locked doors and lifts: decoding their bits,
// the key check, and starting the door or lift thinker each asks for
// (EV_DoGenDoor, EV_DoGenLockedDoor, P_CanUnlockGenDoor, EV_DoGenLift of
// the PrBoom family, by behaviour).
#include "sim/boom_generalized.h"
#include "sim/game_strings.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

constexpr int kSpeedFast = 2;

// A manual (D) door's tag names the sectors its opening lights, unless
// comp_doorlight.
int door_light_tag(const World& w, int line) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (!w.opts.compat.fixes(comp_doorlight) || !trigger_is_manual(generalized_trigger(ld.special))) return 0;
    return ld.tag;
}

Door* new_door(World& w, int secnum, int line, int speed) {
    Door* door = w.thinkers.add(std::make_unique<Door>());
    ceiling_mover(w, secnum) = door;
    door->sector = secnum;
    door->speed = kDoorSpeed << speed;  // 2, 4, 8 or 16 units a tic
    door->lighttag = door_light_tag(w, line);
    return door;
}

fixed_t door_top(const World& w, int secnum) { return find_lowest_ceiling_surrounding(w, secnum) - 4 * base::kFracUnit; }

// Says what the player lacks and grunts, as the locked doors do.
bool refuse(World& w, Player& p, const GameString& message) {
    p.message = game_string(*w.defs, message);
    start_sound(w, p.mo, sfx_oof);
    return false;
}

}  // namespace

GenDoor decode_gen_door(int special) {
    GenDoor g;
    g.delay = (special >> 8) & 3;
    g.monsters = special & 0x0080;
    g.kind = (special >> 5) & 3;
    g.speed = generalized_speed(special);
    return g;
}

GenLockedDoor decode_gen_locked_door(int special) {
    GenLockedDoor g;
    g.skull_is_card = special & 0x0200;
    g.key = (special >> 6) & 7;
    g.stays_open = special & 0x0020;
    g.speed = generalized_speed(special);
    return g;
}

GenLift decode_gen_lift(int special) {
    GenLift g;
    g.target = (special >> 8) & 3;
    g.delay = (special >> 6) & 3;
    g.monsters = special & 0x0020;
    g.speed = generalized_speed(special);
    return g;
}

bool can_unlock_gen_door(World& w, int line, Player& p) {
    const GenLockedDoor g = decode_gen_locked_door(w.lines[static_cast<std::size_t>(line)].special);
    const auto& c = p.cards;
    // One colour: the card, or (when the skull counts as the card) either.
    auto colour = [&](CardType own, CardType other) { return c[own] || (g.skull_is_card && c[other]); };
    switch (g.key) {
        case 0:
            if (c[it_redcard] || c[it_redskull] || c[it_bluecard] || c[it_blueskull] || c[it_yellowcard] ||
                c[it_yellowskull])
                return true;
            return refuse(w, p, strings::kNeedAnyKeyDoor);
        case 1: return colour(it_redcard, it_redskull) || refuse(w, p, g.skull_is_card ? strings::kNeedRedDoor : strings::kNeedRedCardDoor);
        case 2: return colour(it_bluecard, it_blueskull) || refuse(w, p, g.skull_is_card ? strings::kNeedBlueDoor : strings::kNeedBlueCardDoor);
        case 3:
            return colour(it_yellowcard, it_yellowskull) ||
                   refuse(w, p, g.skull_is_card ? strings::kNeedYellowDoor : strings::kNeedYellowCardDoor);
        case 4: return colour(it_redskull, it_redcard) || refuse(w, p, g.skull_is_card ? strings::kNeedRedDoor : strings::kNeedRedSkullDoor);
        case 5: return colour(it_blueskull, it_bluecard) || refuse(w, p, g.skull_is_card ? strings::kNeedBlueDoor : strings::kNeedBlueSkullDoor);
        case 6:
            return colour(it_yellowskull, it_yellowcard) ||
                   refuse(w, p, g.skull_is_card ? strings::kNeedYellowDoor : strings::kNeedYellowSkullDoor);
        default: break;
    }
    // All keys: all six, or with skull_is_card one of each colour. MBF's
    // own check of the yellow pair was inverted (dsda-doom keeps it at
    // complevel 11): a player holding the yellow skull but not the card
    // is refused, one holding neither passes.
    if (!g.skull_is_card) {
        for (CardType k : {it_redcard, it_redskull, it_bluecard, it_blueskull, it_yellowcard, it_yellowskull})
            if (!c[k]) return refuse(w, p, strings::kNeedAllKeysDoor);
        return true;
    }
    const bool yellow_missing = w.opts.compat.level == CompLevel::Mbf ? !c[it_yellowcard] && c[it_yellowskull]
                                                                       : !c[it_yellowcard] && !c[it_yellowskull];
    if ((!c[it_redcard] && !c[it_redskull]) || (!c[it_bluecard] && !c[it_blueskull]) || yellow_missing)
        return refuse(w, p, strings::kNeedEachColourDoor);
    return true;
}

bool ev_do_gen_door(World& w, int line) {
    const GenDoor g = decode_gen_door(w.lines[static_cast<std::size_t>(line)].special);
    const bool fast = g.speed >= kSpeedFast;
    const bool loud = w.opts.compat.has(comp_sound);  // comp_sound: the old door sounds
    constexpr int kWaits[4] = {35, kDoorWait, 2 * kDoorWait, 7 * kDoorWait};
    bool rtn = false;
    for (int secnum : generalized_sectors(w, line)) {
        if (ceiling_mover(w, secnum)) continue;

        rtn = true;
        Door* door = new_door(w, secnum, line, g.speed);
        door->topwait = kWaits[g.delay];
        const fixed_t ceiling = sector_state(w, secnum).ceilingheight;
        switch (g.kind) {
            case 0:  // open, wait, close
            case 1:  // open and stay
                door->direction = 1;
                door->topheight = door_top(w, secnum);
                if (door->topheight != ceiling) start_sector_sound(w, secnum, fast || loud ? sfx_bdopn : sfx_doropn);
                if (g.kind == 0) door->type = fast ? DoorKind::GenBlazeRaise : DoorKind::GenRaise;
                else door->type = fast ? DoorKind::GenBlazeOpen : DoorKind::GenOpen;
                break;
            case 2:  // close, wait, open
                door->topheight = ceiling;
                door->direction = -1;
                start_sector_sound(w, secnum, fast && !loud ? sfx_bdcls : sfx_dorcls);
                door->type = fast ? DoorKind::GenBlazeCloseOpen : DoorKind::GenCloseOpen;
                break;
            default:  // close and stay
                door->topheight = door_top(w, secnum);
                door->direction = -1;
                start_sector_sound(w, secnum, fast && !loud ? sfx_bdcls : sfx_dorcls);
                door->type = fast ? DoorKind::GenBlazeClose : DoorKind::GenClose;
                break;
        }
    }
    return rtn;
}

bool ev_do_gen_locked_door(World& w, int line) {
    const GenLockedDoor g = decode_gen_locked_door(w.lines[static_cast<std::size_t>(line)].special);
    const bool fast = g.speed >= kSpeedFast;
    bool rtn = false;
    for (int secnum : generalized_sectors(w, line)) {
        if (ceiling_mover(w, secnum)) continue;

        rtn = true;
        Door* door = new_door(w, secnum, line, g.speed);
        door->topwait = kDoorWait;
        door->topheight = door_top(w, secnum);
        door->direction = 1;
        if (g.stays_open) door->type = fast ? DoorKind::GenBlazeOpen : DoorKind::GenOpen;
        else door->type = fast ? DoorKind::GenBlazeRaise : DoorKind::GenRaise;
        start_sector_sound(w, secnum, fast ? sfx_bdopn : sfx_doropn);
    }
    return rtn;
}

bool ev_do_gen_lift(World& w, int line) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenLift g = decode_gen_lift(ld.special);
    constexpr int kPerpetual = 3;
    // Stopped perpetual lifts of the tag start again.
    if (g.target == kPerpetual) activate_in_stasis_plat(w, ld.tag);
    constexpr int kWaits[4] = {1 * kTicRate, kPlatWait * kTicRate, 5 * kTicRate, 10 * kTicRate};

    bool rtn = false;
    for (int secnum : generalized_sectors(w, line)) {
        SectorState& sec = sector_state(w, secnum);
        if (sec.specialdata) continue;

        rtn = true;
        Plat* plat = w.thinkers.add(std::make_unique<Plat>());
        plat->sector = secnum;
        sec.specialdata = plat;
        plat->crush = false;
        plat->tag = ld.tag;
        plat->type = PlatKind::GenLift;
        plat->high = sec.floorheight;
        plat->status = PlatStatus::Down;

        switch (g.target) {
            case 0: plat->low = std::min(find_lowest_floor_surrounding(w, secnum), sec.floorheight); break;
            case 1: plat->low = find_next_lowest_floor(w, secnum, sec.floorheight); break;
            case 2: plat->low = std::min(find_lowest_ceiling_surrounding(w, secnum), sec.floorheight); break;
            default:
                plat->type = PlatKind::GenPerpetual;
                plat->low = std::min(find_lowest_floor_surrounding(w, secnum), sec.floorheight);
                plat->high = std::max(find_highest_floor_surrounding(w, secnum), sec.floorheight);
                plat->status = (w.rng.p_random() & 1) ? PlatStatus::Down : PlatStatus::Up;
                break;
        }
        plat->speed = kPlatSpeed << (g.speed + 1);  // 2, 4, 8 or 16 units a tic
        plat->wait = kWaits[g.delay];
        start_sector_sound(w, secnum, sfx_pstart);
        add_active_plat(w, plat);
    }
    return rtn;
}

}  // namespace sim
