// Boom's generalized floors, ceilings, stairs and crushers: decoding their
// bits and starting the mover each asks for (EV_DoGenFloor,
// EV_DoGenCeiling, EV_DoGenStairs, EV_DoGenCrusher of the PrBoom family,
// by behaviour), on the floor and ceiling thinkers Doom's types use.
#include <algorithm>

#include "sim/boom_generalized.h"
#include "sim/sector_queries.h"
#include "sim/special_events.h"

namespace sim {

namespace {

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }
int front_sector(const World& w, int line) { return w.level.lines[static_cast<std::size_t>(line)].front_sector; }

// Floors and ceilings: 1, 2, 4 or 8 units a tic.
fixed_t plane_speed(int speed) { return base::kFracUnit << speed; }

// Up or down by the shortest texture, in whole units and within ±32000
// (Boom's guard against the sum wrapping).
fixed_t by_shortest_texture(fixed_t height, int direction, fixed_t shortest) {
    const int units = (height >> base::kFracBits) + direction * (shortest >> base::kFracBits);
    return std::clamp(units, -32000, 32000) * base::kFracUnit;
}

// What a texture change sets: the kind for `change` (1 zero the special,
// 2 flat only, 3 flat and special) and the special to take.
template <class Kind>
void set_change(int change, int model_special, Kind zero, Kind flat, Kind copy, Kind& kind, int& newspecial) {
    switch (change) {
        case 1:
            newspecial = 0;
            kind = zero;
            break;
        case 2: kind = flat; break;
        case 3:
            newspecial = model_special;
            kind = copy;
            break;
        default: break;
    }
}

}  // namespace

GenClass generalized_class(int special) {
    if (special < kGenCrusherBase || special >= kGenEnd) return GenClass::None;
    if (special >= kGenFloorBase) return GenClass::Floor;
    if (special >= kGenCeilingBase) return GenClass::Ceiling;
    if (special >= kGenDoorBase) return GenClass::Door;
    if (special >= kGenLockedBase) return GenClass::LockedDoor;
    if (special >= kGenLiftBase) return GenClass::Lift;
    if (special >= kGenStairsBase) return GenClass::Stairs;
    return GenClass::Crusher;
}

bool generalized_monsters_allowed(int special) {
    switch (generalized_class(special)) {
        case GenClass::Floor:
        case GenClass::Ceiling:
            // The model bit means "monsters allowed" when nothing changes.
            return !(special & 0x0C00) && (special & 0x0020);
        case GenClass::Door: return special & 0x0080;
        case GenClass::Lift:
        case GenClass::Stairs:
        case GenClass::Crusher: return special & 0x0020;
        default: return false;
    }
}

GenFloor decode_gen_floor(int special) {
    GenFloor g;
    g.crush = special & 0x1000;
    g.change = (special >> 10) & 3;
    g.target = (special >> 7) & 7;
    g.up = special & 0x0040;
    g.numeric_model = special & 0x0020;
    g.speed = generalized_speed(special);
    return g;
}

GenStairs decode_gen_stairs(int special) {
    GenStairs g;
    g.ignore_texture = special & 0x0200;
    g.up = special & 0x0100;
    g.step = (special >> 6) & 3;
    g.monsters = special & 0x0020;
    g.speed = generalized_speed(special);
    return g;
}

GenCrusher decode_gen_crusher(int special) {
    GenCrusher g;
    g.silent = special & 0x0040;
    g.monsters = special & 0x0020;
    g.speed = generalized_speed(special);
    return g;
}

std::vector<int> generalized_sectors(const World& w, int line) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    if (trigger_is_manual(generalized_trigger(ld.special))) {
        const int back = w.level.lines[static_cast<std::size_t>(line)].back_sector;
        if (back < 0) return {};
        return {back};
    }
    std::vector<int> sectors;
    for (int s = -1; (s = find_sector_from_tag(w, ld.tag, s)) >= 0;) sectors.push_back(s);
    return sectors;
}

bool start_gen_floor(World& w, int secnum, const GenFloor& g, fixed_t speed, int model_sector) {
    SectorState& sec = sector_state(w, secnum);
    if (sec.specialdata) return false;

    FloorMove* floor = w.thinkers.add(std::make_unique<FloorMove>());
    sec.specialdata = floor;
    floor->crush = g.crush;
    floor->direction = g.up ? 1 : -1;
    floor->sector = secnum;
    floor->texture = sec.floorpic;
    floor->newspecial = sec.special;
    floor->type = FloorKind::GenFloor;
    floor->speed = speed;

    fixed_t& dest = floor->floordestheight;
    switch (g.target) {
        case 0: dest = find_highest_floor_surrounding(w, secnum); break;
        case 1: dest = find_lowest_floor_surrounding(w, secnum); break;
        case 2:
            dest = g.up ? find_next_highest_floor(w, secnum, sec.floorheight)
                        : find_next_lowest_floor(w, secnum, sec.floorheight);
            break;
        case 3: dest = find_lowest_ceiling_surrounding(w, secnum); break;
        case 4: dest = sec.ceilingheight; break;
        case 5:
            dest = by_shortest_texture(sec.floorheight, floor->direction, find_shortest_lower_around(w, secnum));
            break;
        case 6: dest = sec.floorheight + floor->direction * 24 * base::kFracUnit; break;
        case 7: dest = sec.floorheight + floor->direction * 32 * base::kFracUnit; break;
        case kGenTargetByValue: dest = sec.floorheight + floor->direction * g.value; break;
    }

    if (!g.change) return true;
    int model = model_sector;
    if (g.numeric_model) {
        // A neighbour at the destination: its ceiling there when the
        // target is a ceiling, its floor otherwise.
        const bool ceiling_target = g.target == 3 || g.target == 4;
        model = ceiling_target ? find_model_ceiling_sector(w, secnum, dest) : find_model_floor_sector(w, secnum, dest);
    }
    if (model < 0) return true;
    floor->texture = sector_state(w, model).floorpic;
    set_change(g.change, sector_state(w, model).special, FloorKind::GenFloorChg0, FloorKind::GenFloorChg,
               FloorKind::GenFloorChgT, floor->type, floor->newspecial);
    return true;
}

bool ev_do_gen_floor(World& w, int line) {
    const GenFloor g = decode_gen_floor(w.lines[static_cast<std::size_t>(line)].special);
    bool rtn = false;
    for (int secnum : generalized_sectors(w, line))
        if (start_gen_floor(w, secnum, g, plane_speed(g.speed), front_sector(w, line))) rtn = true;
    return rtn;
}

bool start_gen_ceiling(World& w, int secnum, const GenFloor& g, fixed_t speed, int model_sector) {
    SectorState& sec = sector_state(w, secnum);
    if (ceiling_mover(w, secnum)) return false;

    Ceiling* ceiling = w.thinkers.add(std::make_unique<Ceiling>());
    ceiling_mover(w, secnum) = ceiling;
    ceiling->crush = g.crush;
    ceiling->direction = g.up ? 1 : -1;
    ceiling->sector = secnum;
    ceiling->texture = sec.ceilingpic;
    ceiling->newspecial = sec.special;
    ceiling->tag = sec.tag;
    ceiling->type = CeilingKind::GenCeiling;
    ceiling->speed = ceiling->downspeed = ceiling->upspeed = speed;

    fixed_t target = sec.ceilingheight;
    switch (g.target) {
        case 0: target = find_highest_ceiling_surrounding(w, secnum); break;
        case 1: target = find_lowest_ceiling_surrounding(w, secnum); break;
        case 2:
            target = g.up ? find_next_highest_ceiling(w, secnum, sec.ceilingheight)
                          : find_next_lowest_ceiling(w, secnum, sec.ceilingheight);
            break;
        case 3: target = find_highest_floor_surrounding(w, secnum); break;
        case 4: target = sec.floorheight; break;
        case 5:
            target = by_shortest_texture(sec.ceilingheight, ceiling->direction, find_shortest_upper_around(w, secnum));
            break;
        case 6: target = sec.ceilingheight + ceiling->direction * 24 * base::kFracUnit; break;
        case 7: target = sec.ceilingheight + ceiling->direction * 32 * base::kFracUnit; break;
        case kGenTargetByValue: target = sec.ceilingheight + ceiling->direction * g.value; break;
    }
    (g.up ? ceiling->topheight : ceiling->bottomheight) = target;

    if (g.change) {
        int model = model_sector;
        if (g.numeric_model) {
            const bool floor_target = g.target == 3 || g.target == 4;
            model = floor_target ? find_model_floor_sector(w, secnum, target)
                                 : find_model_ceiling_sector(w, secnum, target);
        }
        if (model >= 0) {
            ceiling->texture = sector_state(w, model).ceilingpic;
            set_change(g.change, sector_state(w, model).special, CeilingKind::GenCeilingChg0, CeilingKind::GenCeilingChg,
                       CeilingKind::GenCeilingChgT, ceiling->type, ceiling->newspecial);
        }
    }
    add_active_ceiling(w, ceiling);
    return true;
}

bool ev_do_gen_ceiling(World& w, int line) {
    const GenFloor g = decode_gen_floor(w.lines[static_cast<std::size_t>(line)].special);
    bool rtn = false;
    for (int secnum : generalized_sectors(w, line))
        if (start_gen_ceiling(w, secnum, g, plane_speed(g.speed), front_sector(w, line))) rtn = true;
    return rtn;
}

bool ev_do_gen_stairs(World& w, int line) {
    LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenStairs g = decode_gen_stairs(ld.special);
    // Slow, normal, fast, turbo: 1/4, 1/2, 2 and 4 units a tic.
    constexpr fixed_t kSpeeds[4] = {kFloorSpeed / 4, kFloorSpeed / 2, kFloorSpeed * 2, kFloorSpeed * 4};
    const fixed_t speed = kSpeeds[g.speed];
    constexpr int kSteps[4] = {4, 8, 16, 24};
    const fixed_t stairsize = kSteps[g.step] * base::kFracUnit;

    bool rtn = false;
    for (int secnum : generalized_sectors(w, line))
        if (start_gen_stairs(w, secnum, g.up, g.ignore_texture, speed, stairsize)) rtn = true;
    // A repeatable line builds the other way next time.
    if (rtn) ld.special ^= 0x0100;
    return rtn;
}

bool start_gen_stairs(World& w, int secnum, bool up, bool ignore_texture, fixed_t speed, fixed_t stairsize) {
    const int direction = up ? 1 : -1;
    // A staircase still building (or its lock not yet released) is left be.
    if (sector_state(w, secnum).specialdata || sector_state(w, secnum).stairlock) return false;

    fixed_t height = sector_state(w, secnum).floorheight + direction * stairsize;
    auto add_step = [&](int sector) {
        FloorMove* floor = w.thinkers.add(std::make_unique<FloorMove>());
        sector_state(w, sector).specialdata = floor;
        floor->direction = direction;
        floor->sector = sector;
        floor->speed = speed;
        floor->floordestheight = height;
        floor->crush = false;
        floor->type = FloorKind::GenBuildStair;
        sector_state(w, sector).stairlock = -2;
    };
    add_step(secnum);
    sector_state(w, secnum).prevsec = sector_state(w, secnum).nextsec = -1;

    const int texture = sector_state(w, secnum).floorpic;
    int step = secnum;
    // Next step: across a line with a back side whose front is this
    // step; unless told to ignore them, the same floor flat.
    bool ok;
    do {
        ok = false;
        for (int l : w.sector_info(step).lines) {
            const map::Line& ml = w.level.lines[static_cast<std::size_t>(l)];
            if (ml.back_sector < 0 || ml.front_sector != step) continue;
            const int next = ml.back_sector;
            if (!ignore_texture && sector_state(w, next).floorpic != texture) continue;
            if (sector_state(w, next).specialdata || sector_state(w, next).stairlock) continue;
            height += direction * stairsize;
            sector_state(w, step).nextsec = next;
            sector_state(w, next).prevsec = step;
            sector_state(w, next).nextsec = -1;
            step = next;
            add_step(step);
            ok = true;
            break;
        }
    } while (ok);
    return true;
}

bool ev_do_gen_crusher(World& w, int line) {
    const LineState& ld = w.lines[static_cast<std::size_t>(line)];
    const GenCrusher g = decode_gen_crusher(ld.special);
    // Stopped crushers of the tag start again, which counts as acting.
    bool rtn = activate_in_stasis_ceiling(w, ld.tag);
    for (int secnum : generalized_sectors(w, line)) {
        SectorState& sec = sector_state(w, secnum);
        if (ceiling_mover(w, secnum)) continue;

        rtn = true;
        Ceiling* ceiling = w.thinkers.add(std::make_unique<Ceiling>());
        ceiling_mover(w, secnum) = ceiling;
        ceiling->crush = true;
        ceiling->direction = -1;
        ceiling->sector = secnum;
        ceiling->texture = sec.ceilingpic;
        ceiling->newspecial = sec.special;
        ceiling->tag = sec.tag;
        ceiling->type = g.silent ? CeilingKind::GenSilentCrusher : CeilingKind::GenCrusher;
        ceiling->topheight = sec.ceilingheight;
        ceiling->bottomheight = sec.floorheight + 8 * base::kFracUnit;
        ceiling->speed = ceiling->downspeed = ceiling->upspeed = plane_speed(g.speed);
        add_active_ceiling(w, ceiling);
    }
    return rtn;
}

}  // namespace sim
