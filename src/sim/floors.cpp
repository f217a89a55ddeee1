// Moving floors, stairs and donuts (the original's p_floor.c, and
// EV_DoDonut from p_spec.c).
#include <climits>

#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

namespace {

SectorState& sector_state(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

FloorMove* new_floor(World& w, int sector) {
    FloorMove* floor = w.thinkers.add(std::make_unique<FloorMove>());
    sector_state(w, sector).specialdata = floor;
    return floor;
}

// The height of a texture number; numbers the loader gave no height count
// as nothing (vanilla indexes its table unchecked).
bool texture_height(const World& w, int texture, fixed_t& height) {
    const auto& heights = w.textures.texture_heights;
    if (texture < 0 || static_cast<std::size_t>(texture) >= heights.size()) return false;
    height = heights[static_cast<std::size_t>(texture)] * base::kFracUnit;
    return true;
}

// Boom's generalized stairs: a finished step marks itself done (-1), and
// once every step of its chain is done the whole chain is unlocked, so
// the staircase may be built again.
void release_stair_lock(World& w, int sector) {
    auto at = [&](int s) -> SectorState& { return sector_state(w, s); };
    if (at(sector).stairlock != -2) return;
    at(sector).stairlock = -1;
    int s = sector;
    while (at(s).prevsec != -1 && at(at(s).prevsec).stairlock != -2) s = at(s).prevsec;
    if (at(s).prevsec != -1) return;  // an earlier step still moves
    s = sector;
    while (at(s).nextsec != -1 && at(at(s).nextsec).stairlock != -2) s = at(s).nextsec;
    if (at(s).nextsec != -1) return;  // a later step still moves
    while (at(s).prevsec != -1) {
        at(s).stairlock = 0;
        s = at(s).prevsec;
    }
    at(s).stairlock = 0;
}

// The flat (and for ChgT/Chg0 and Doom's change types, the special) a
// floor takes when it arrives.
void change_on_arrival(SectorState& sec, const FloorMove& f) {
    switch (f.type) {
        case FloorKind::DonutRaise:
        case FloorKind::LowerAndChange:
        case FloorKind::GenFloorChgT:
        case FloorKind::GenFloorChg0:
            sec.special = f.newspecial;
            sec.floorpic = f.texture;
            break;
        case FloorKind::GenFloorChg: sec.floorpic = f.texture; break;
        default: break;
    }
}

// DFloor::Tick's stair timing, before the move: the reset's count runs
// from the start (turning the step back when it runs out), and a step
// stands through its pauses and while it waits for the reset. True when
// it stands this tic.
bool stair_stands(FloorMove& f) {
    FloorMove::StairTiming& t = f.stair;
    if (t.resetting) return false;
    if (t.reset > 0 && --t.reset == 0) {
        t.resetting = true;
        t.waiting = false;
        f.direction = f.direction > 0 ? -1 : 1;
        f.floordestheight = t.origin;
    }
    if (t.pause > 0) {
        --t.pause;
        return true;
    }
    if (t.step_left > 0 && --t.step_left == 0) {
        t.pause = t.delay;
        t.step_left = t.per_step;
    }
    return t.waiting;
}

}  // namespace

void FloorMove::think(World& w) {
    if (stair.timed() && stair_stands(*this)) return;
    const MoveResult res = move_plane(w, sector, speed, floordestheight, crush, Plane::Floor, direction);

    if (!(w.leveltime & 7)) start_sector_sound(w, sector, sfx_stnmov);

    if (res == MoveResult::PastDest) {
        if (stair.reset > 0) {  // arrived before its reset: it stands and waits
            stair.waiting = true;
            start_sector_sound(w, sector, sfx_pstop);
            return;
        }
        SectorState& sec = sector_state(w, sector);
        sec.specialdata = nullptr;
        // The donut's ring changes going up, lowerAndChange going down,
        // Boom's generalized floors whichever way they went.
        const bool donut = type == FloorKind::DonutRaise, lower_change = type == FloorKind::LowerAndChange;
        if ((direction == 1 && !lower_change) || (direction == -1 && !donut)) change_on_arrival(sec, *this);
        const int mover_sector = sector;
        w.thinkers.remove(this);
        release_stair_lock(w, mover_sector);
        start_sector_sound(w, mover_sector, sfx_pstop);
    }
}

FloorMove* start_floor(World& w, int secnum, int line, FloorKind kind) {
    SectorState& sec = sector_state(w, secnum);
    if (sec.specialdata) return nullptr;
    FloorMove* floor = new_floor(w, secnum);
    floor->type = kind;
    floor->crush = false;
    floor->sector = secnum;
    floor->speed = kFloorSpeed;

    switch (kind) {
        case FloorKind::LowerFloor:
            floor->direction = -1;
            floor->floordestheight = find_highest_floor_surrounding(w, secnum);
            break;

        case FloorKind::LowerFloorToLowest:
            floor->direction = -1;
            floor->floordestheight = find_lowest_floor_surrounding(w, secnum);
            break;

        case FloorKind::TurboLower:
            floor->direction = -1;
            floor->speed = kFloorSpeed * 4;
            floor->floordestheight = find_highest_floor_surrounding(w, secnum);
            if (floor->floordestheight != sec.floorheight) floor->floordestheight += 8 * base::kFracUnit;
            break;

        case FloorKind::RaiseFloorCrush:
        case FloorKind::RaiseFloor:
            floor->crush = kind == FloorKind::RaiseFloorCrush;
            floor->direction = 1;
            floor->floordestheight = find_lowest_ceiling_surrounding(w, secnum);
            if (floor->floordestheight > sec.ceilingheight) floor->floordestheight = sec.ceilingheight;
            if (kind == FloorKind::RaiseFloorCrush) floor->floordestheight -= 8 * base::kFracUnit;
            break;

        case FloorKind::RaiseFloorTurbo:
            floor->direction = 1;
            floor->speed = kFloorSpeed * 4;
            floor->floordestheight = find_next_highest_floor(w, secnum, sec.floorheight);
            break;

        case FloorKind::RaiseFloorToNearest:
            floor->direction = 1;
            floor->floordestheight = find_next_highest_floor(w, secnum, sec.floorheight);
            break;

        case FloorKind::RaiseFloor24:
            floor->direction = 1;
            floor->floordestheight = sec.floorheight + 24 * base::kFracUnit;
            break;

        case FloorKind::LowerFloorToNearest:
            floor->direction = -1;
            floor->floordestheight = find_next_lowest_floor(w, secnum, sec.floorheight);
            break;

        case FloorKind::RaiseFloor512:
            floor->direction = 1;
            floor->floordestheight = sec.floorheight + 512 * base::kFracUnit;
            break;

        case FloorKind::RaiseFloor24AndChange:
            floor->direction = 1;
            floor->floordestheight = sec.floorheight + 24 * base::kFracUnit;
            // Takes the look and special of the triggering line's front
            // sector; the line-less boss form has none to copy.
            if (line >= 0) {
                const int front = w.level.lines[static_cast<std::size_t>(line)].front_sector;
                sec.floorpic = sector_state(w, front).floorpic;
                sec.special = sector_state(w, front).special;
            }
            break;

        case FloorKind::RaiseToTexture: {
            // Up by the shortest lower texture on the sector's two-sided
            // lines. Texture 0 ("-", no texture) is measured too: vanilla
            // tests "texture >= 0", which it always is.
            fixed_t minsize = INT_MAX;
            floor->direction = 1;
            const int count = static_cast<int>(w.sector_info(secnum).lines.size());
            for (int i = 0; i < count; ++i) {
                if (!two_sided(w, secnum, i)) continue;
                for (int side = 0; side < 2; ++side) {
                    const int sd = side_of(w, secnum, i, side);
                    if (sd < 0) continue;
                    fixed_t h = 0;
                    if (texture_height(w, w.sides[static_cast<std::size_t>(sd)].bottomtexture, h) && h < minsize)
                        minsize = h;
                }
            }
            floor->floordestheight = sec.floorheight + minsize;
            break;
        }

        case FloorKind::LowerAndChange: {
            floor->direction = -1;
            floor->floordestheight = find_lowest_floor_surrounding(w, secnum);
            floor->texture = static_cast<short>(sec.floorpic);
            // The first neighbour (in line order) at the destination
            // height lends its floor and special. Without one the
            // special stays unset: vanilla leaves it uninitialised.
            const int count = static_cast<int>(w.sector_info(secnum).lines.size());
            for (int i = 0; i < count; ++i) {
                if (!two_sided(w, secnum, i)) continue;
                const int other = sector_of_side(w, secnum, i, sector_of_side(w, secnum, i, 0) == secnum ? 1 : 0);
                if (other < 0) continue;
                const SectorState& model = sector_state(w, other);
                if (model.floorheight == floor->floordestheight) {
                    floor->texture = static_cast<short>(model.floorpic);
                    floor->newspecial = model.special;
                    break;
                }
            }
            break;
        }

        default: break;
    }
    return floor;
}

bool ev_do_floor(World& w, int tag, int line, FloorKind kind) {
    bool rtn = false;
    int secnum = -1;
    // A sector already moving is passed over.
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0)
        if (start_floor(w, secnum, line, kind)) rtn = true;
    return rtn;
}

bool do_floor_by_tag(World& w, int tag, FloorKind kind) { return ev_do_floor(w, tag, -1, kind); }

bool ev_build_stairs(World& w, int tag, StairKind kind) {
    const fixed_t speed = kind == StairKind::Build8 ? kFloorSpeed / 4 : kFloorSpeed * 4;
    const fixed_t stairsize = (kind == StairKind::Build8 ? 8 : 16) * base::kFracUnit;
    // Vanilla leaves the steps' crush flag unset, which reads as true;
    // Boom sets it: only the turbo stairs crush.
    const bool crush = !w.opts.compat.boom() || kind == StairKind::Turbo16;
    return build_stairs(w, tag, speed, stairsize, crush);
}

bool build_stairs(World& w, int tag, fixed_t speed, fixed_t stairsize, bool crush) {
    const CompatOptions& c = w.opts.compat;
    const bool boom = boom_map_rules(w);
    // Vanilla counts a busy next step's height too (the following steps
    // aim one step higher); Boom fixed that unless comp_stairs, and MBF
    // went back to vanilla's way.
    const bool count_busy_steps = !boom || c.has(comp_stairs) || c.level == CompLevel::Mbf;
    // Vanilla goes on with the tag search from the staircase's last step,
    // skipping tagged sectors before it; Boom visits every tagged sector.
    const bool search_from_last_step = !boom || c.has(comp_stairs);
    bool rtn = false;
    int secnum = -1;
    int tagged = -1;
    while ((tagged = find_sector_from_tag(w, tag, search_from_last_step ? secnum : tagged)) >= 0) {
        secnum = tagged;
        if (sector_state(w, secnum).specialdata) continue;

        rtn = true;
        fixed_t height = sector_state(w, secnum).floorheight + stairsize;
        auto add_step = [&](int sector) {
            FloorMove* floor = new_floor(w, sector);
            floor->direction = 1;
            floor->sector = sector;
            floor->speed = speed;
            floor->floordestheight = height;
            floor->type = FloorKind::LowerFloor;
            floor->crush = crush;
        };
        add_step(secnum);

        const int texture = sector_state(w, secnum).floorpic;
        // Next step: across a two-sided line whose front is this step, a
        // sector with the same floor flat.
        bool ok;
        do {
            ok = false;
            for (int line : w.sector_info(secnum).lines) {
                if (!(w.lines[static_cast<std::size_t>(line)].flags & map::kLineTwoSided)) continue;
                const map::Line& l = w.level.lines[static_cast<std::size_t>(line)];
                if (l.front_sector != secnum) continue;
                const int next = l.back_sector;
                if (next < 0) continue;  // vanilla would crash on this malformed line
                if (sector_state(w, next).floorpic != texture) continue;
                if (count_busy_steps) height += stairsize;
                if (sector_state(w, next).specialdata) continue;
                if (!count_busy_steps) height += stairsize;
                secnum = next;
                add_step(secnum);
                ok = true;
                break;
            }
        } while (ok);
    }
    return rtn;
}

DonutStart start_donut(World& w, int s1, fixed_t pillar_speed, fixed_t ring_speed) {
    if (sector_state(w, s1).specialdata) return DonutStart::Busy;

    const std::vector<int>& s1_lines = w.sector_info(s1).lines;
    const int s2 = s1_lines.empty() ? -1 : next_sector(w, s1_lines[0], s1);
    // The pillar's first line must lead to the ring. Vanilla reads
    // invalid memory when it does not; like Chocolate Doom, stop here.
    if (s2 < 0) {
        w.overflows.note(Overflow::DonutNoRing);
        return DonutStart::NoRing;
    }

    for (int line : w.sector_info(s2).lines) {
        const int s3 = w.level.lines[static_cast<std::size_t>(line)].back_sector;
        if (s3 == s1) continue;

        fixed_t s3_floorheight;
        int s3_floorpic;
        if (s3 < 0) {
            // A one-sided line of the ring: vanilla reads its "back
            // sector" fields at address 0. Emulated with the values
            // seen under DOS/Windows 98 (height 0, flat 0x16), as
            // Chocolate Doom and PrBoom+ do for demo compatibility.
            s3_floorheight = 0;
            s3_floorpic = 0x16;
            w.overflows.note(Overflow::DonutMissingBackside);
        } else {
            s3_floorheight = sector_state(w, s3).floorheight;
            s3_floorpic = sector_state(w, s3).floorpic;
        }

        // The ring rises to the outer floor and takes its flat...
        FloorMove* floor = new_floor(w, s2);
        floor->type = FloorKind::DonutRaise;
        floor->crush = false;
        floor->direction = 1;
        floor->sector = s2;
        floor->speed = ring_speed;
        floor->texture = static_cast<short>(s3_floorpic);
        floor->newspecial = 0;
        floor->floordestheight = s3_floorheight;

        // ...and the pillar sinks to it.
        floor = new_floor(w, s1);
        floor->type = FloorKind::LowerFloor;
        floor->crush = false;
        floor->direction = -1;
        floor->sector = s1;
        floor->speed = pillar_speed;
        floor->floordestheight = s3_floorheight;
        break;
    }
    return DonutStart::Started;
}

bool ev_do_donut(World& w, int tag) {
    bool rtn = false;
    int secnum = -1;
    while ((secnum = find_sector_from_tag(w, tag, secnum)) >= 0) {
        const DonutStart start = start_donut(w, secnum, kFloorSpeed / 2, kFloorSpeed / 2);
        if (start == DonutStart::Busy) continue;
        rtn = true;
        if (start == DonutStart::NoRing) break;
    }
    return rtn;
}

}  // namespace sim
