// Hexen's stairs and ZDoom's synchronised Doom stairs: Stairs_BuildDown
// and Stairs_BuildUp (26, 27) and their Sync forms (31, 32) follow the
// sector types Stairs_Special1 and Stairs_Special2 (26, 27) from step to
// step, each step's type the other one from the step before;
// Stairs_BuildUpDoomSync and Stairs_BuildDownDoomSync (271, 272) follow
// Doom's chain (across two-sided lines whose front is the step, to a
// sector with the same floor flat). Each step goes one step height
// farther than the one before; in the Sync forms each moves at the speed
// that has every step arrive together. Behaviour follows ZDoom's
// EV_BuildStairs (p_floor.cpp) and p_lnspec.cpp's arguments, the delay
// between steps and the reset included (movers.h: FloorMove::StairTiming).
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "sim/hexen_played.h"
#include "sim/movers.h"

namespace sim {
namespace {

using base::kFracUnit;

constexpr int kStairsSpecial1 = 26, kStairsSpecial2 = 27;

struct Staircase {
    int direction = 1;
    fixed_t speed = 0, step = 0;
    bool by_sector_types = false;  // Hexen's chain (else Doom's)
    bool sync = false;
};

SectorState& at(World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)]; }

bool busy(World& w, int sector) { return at(w, sector).specialdata || at(w, sector).stairlock; }

// The sector type a step is looked up by, without ZDoom's damage and secret bits.
int stair_type(const World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)].special & 0xff; }

// Hexen's next step: a sector on either side of one of `step`'s lines,
// not yet part of this staircase, of the other stairs type.
int next_by_type(World& w, int step, const std::vector<bool>& taken) {
    const int want = stair_type(w, step) == kStairsSpecial1 ? kStairsSpecial2 : kStairsSpecial1;
    for (const int l : w.sector_info(step).lines) {
        const map::Line& line = w.level.lines[static_cast<std::size_t>(l)];
        for (const int s : {line.front_sector, line.back_sector})
            if (s >= 0 && s != step && !taken[static_cast<std::size_t>(s)] && stair_type(w, s) == want) return s;
    }
    return -1;
}

// Doom's next step: across a two-sided line whose front is `step`, a
// sector with the first step's floor flat that is not moving.
int next_by_flat(World& w, int step, int flat) {
    for (const int l : w.sector_info(step).lines) {
        if (!(w.lines[static_cast<std::size_t>(l)].flags & map::kLineTwoSided)) continue;
        const map::Line& line = w.level.lines[static_cast<std::size_t>(l)];
        if (line.front_sector != step || line.back_sector < 0) continue;
        if (at(w, line.back_sector).floorpic != flat || busy(w, line.back_sector)) continue;
        return line.back_sector;
    }
    return -1;
}

void add_step(World& w, int sector, fixed_t height, fixed_t speed, const Staircase& s, bool crush) {
    FloorMove* floor = w.thinkers.add(std::make_unique<FloorMove>());
    at(w, sector).specialdata = floor;
    at(w, sector).stairlock = -2;  // released when the whole staircase stands (floors.cpp)
    floor->type = FloorKind::GenBuildStair;
    floor->direction = s.direction;
    floor->sector = sector;
    floor->speed = speed;
    floor->floordestheight = height;
    floor->crush = crush;
}

bool build_from(World& w, int first, const Staircase& s) {
    if (busy(w, first)) return false;
    const fixed_t stairstep = s.direction * s.step;
    fixed_t height = at(w, first).floorheight + stairstep;
    add_step(w, first, height, s.speed, s, false);
    at(w, first).prevsec = at(w, first).nextsec = -1;
    std::vector<bool> taken(w.sectors.size(), false);
    taken[static_cast<std::size_t>(first)] = true;
    const int flat = at(w, first).floorpic;
    int step = first;
    for (;;) {
        int next = -1;
        if (s.by_sector_types) {
            next = next_by_type(w, step, taken);
            if (next < 0) break;
            taken[static_cast<std::size_t>(next)] = true;
            height += stairstep;
            // A step already moving is passed over, its height counted.
            if (busy(w, next)) {
                step = next;
                continue;
            }
        } else {
            next = next_by_flat(w, step, flat);
            if (next < 0) break;
            height += stairstep;
        }
        at(w, step).nextsec = next;
        at(w, next).prevsec = step;
        at(w, next).nextsec = -1;
        step = next;
        // Synchronised: as fast as this step's rise is to one step's.
        const fixed_t rise = height - at(w, step).floorheight;
        const fixed_t speed =
            s.sync ? static_cast<fixed_t>(static_cast<std::int64_t>(s.speed) * std::abs(rise) / s.step) : s.speed;
        // ZDoom's Doom chain crushes at Doom's turbo stair speed.
        add_step(w, step, height, speed, s, !s.by_sector_types && s.speed == 4 * kFracUnit);
    }
    return true;
}

bool build(const HexenCall& c, Staircase s, int delay, int reset) {
    s.speed = speed_of(c.a[1]);
    s.step = std::min(c.a[2], 32767) * kFracUnit;
    if (s.speed <= 0 || s.step <= 0) return false;
    return build_timed_stairs(c.w, s.speed, s.step, delay, reset, [&] {
        return for_each_sector(c.w, c.a[0], c.line, [&](int sector) { return build_from(c.w, sector, s); });
    });
}

constexpr HexenPlayed kStairs[] = {
    // (tag, speed, step height, delay, reset)
    {26, [](const HexenCall& c) { return build(c, {.direction = -1, .by_sector_types = true}, c.a[3], c.a[4]); }},
    {27, [](const HexenCall& c) { return build(c, {.direction = 1, .by_sector_types = true}, c.a[3], c.a[4]); }},
    // (tag, speed, step height, reset)
    {31, [](const HexenCall& c) {
         return build(c, {.direction = -1, .by_sector_types = true, .sync = true}, 0, c.a[3]);
     }},
    {32, [](const HexenCall& c) {
         return build(c, {.direction = 1, .by_sector_types = true, .sync = true}, 0, c.a[3]);
     }},
    {271, [](const HexenCall& c) { return build(c, {.direction = 1, .sync = true}, 0, c.a[3]); }},
    {272, [](const HexenCall& c) { return build(c, {.direction = -1, .sync = true}, 0, c.a[3]); }},
};

}  // namespace

std::span<const HexenPlayed> hexen_stair_specials() { return kStairs; }

}  // namespace sim
