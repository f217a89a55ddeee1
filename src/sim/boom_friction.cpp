// Boom's friction (line type 223, boomref.txt): a tagged sector whose
// friction bit is on makes its floor icy (a line longer than 100) or muddy
// (shorter). Boom 2.02 did it with thinkers that hand the value to the
// players touching the floor each tic; MBF made it the sector's own,
// read by everything that slides or walks on it (dsda-doom plays both).
#include "sim/boom_sector_types.h"
#include "sim/boom_thinkers.h"
#include "sim/map_utility.h"
#include "sim/sector_queries.h"

namespace sim {

namespace {

constexpr int kMoreFrictionMomentum = 15000;  // mud: a faster walker gets better footing

// Boom 2.02's rules (thinkers, and the friction a thing carries) rather
// than MBF's (the sector's, looked up when needed).
bool boom_202_friction(const World& w) { return w.opts.compat.boom() && !w.opts.compat.mbf(); }

}  // namespace

void FrictionThinker::think(World& w) {
    if (!w.opts.compat.variable_friction || !sector_has_friction(w, affectee)) return;
    const SectorState& sec = w.sectors[static_cast<std::size_t>(affectee)];
    // Straddling floors of one height, the lowest friction (mud) wins.
    for (Mobj* thing : sec.touching_things) {
        if (!thing->player || (thing->flags & (MF_NOGRAVITY | MF_NOCLIP)) || thing->z > sec.floorheight) continue;
        if (thing->friction == kOrigFriction || friction < thing->friction) {
            thing->friction = friction;
            thing->movefactor = movefactor;
        }
    }
}

void spawn_boom_friction(World& w) {
    const int lines = static_cast<int>(w.lines.size());
    for (int i = 0; i < lines; ++i) {
        if (w.lines[static_cast<std::size_t>(i)].special != 223) continue;
        const map::Line& l = w.level.lines[static_cast<std::size_t>(i)];
        const int length = aprox_distance(l.dx, l.dy) >> base::kFracBits;
        // Higher friction numbers keep more speed: a long line is ice.
        fixed_t friction = (0x1eb8 * length) / 0x80 + 0xd000;
        int movefactor = friction > kOrigFriction ? ((0x10092 - friction) * 0x70) / 0x158
                                                  : ((friction - 0xdb34) * 0xa) / 0x80;
        if (w.opts.compat.mbf()) {  // killough: no odd values
            friction = std::clamp(friction, 0, base::kFracUnit);
            movefactor = std::max(movefactor, 32);
        }
        const int tag = w.lines[static_cast<std::size_t>(i)].tag;
        for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) {
            if (boom_202_friction(w)) {
                auto f = std::make_unique<FrictionThinker>();
                f->friction = friction;
                f->movefactor = movefactor;
                f->affectee = s;
                w.thinkers.add(std::move(f));
            }
            SectorState& sec = w.sectors[static_cast<std::size_t>(s)];
            sec.friction = friction;
            sec.movefactor = movefactor;
        }
    }
}

fixed_t thing_friction(const World& w, const Mobj& mo, int* movefactor) {
    fixed_t friction = kOrigFriction;
    int factor = kOrigFrictionFactor;
    const CompatOptions& c = w.opts.compat;
    if (!(mo.flags & (MF_NOCLIP | MF_NOGRAVITY)) && (c.mbf() || (mo.player && c.boom())) && c.variable_friction) {
        for (int s : mo.touching_sectors) {
            const SectorState& sec = w.sectors[static_cast<std::size_t>(s)];
            if (!sector_has_friction(w, s) || !(sec.friction < friction || friction == kOrigFriction)) continue;
            const int water = water_control_sector(w, s);
            const bool under_water =
                water >= 0 && c.mbf() && mo.z <= w.sectors[static_cast<std::size_t>(water)].floorheight;
            if (mo.z > sec.floorheight && !under_water) continue;
            friction = sec.friction;
            factor = sec.movefactor;
        }
    }
    if (movefactor) *movefactor = factor;
    return friction;
}

int thing_move_factor(World& w, Mobj& mo, fixed_t* friction_out) {
    const auto mud_footing = [&](int factor) {
        const fixed_t momentum = aprox_distance(mo.momx, mo.momy);
        if (momentum > kMoreFrictionMomentum << 2) return factor << 3;
        if (momentum > kMoreFrictionMomentum << 1) return factor << 2;
        if (momentum > kMoreFrictionMomentum) return factor << 1;
        return factor;
    };
    if (boom_202_friction(w)) {
        // The value the thinkers handed over, used once.
        int factor = kOrigFrictionFactor;
        if (friction_out) *friction_out = mo.friction;
        if (w.opts.compat.variable_friction && !(mo.flags & (MF_NOGRAVITY | MF_NOCLIP)) &&
            mo.friction != kOrigFriction) {
            factor = mo.friction > kOrigFriction ? mo.movefactor : mud_footing(mo.movefactor);
            mo.movefactor = kOrigFrictionFactor;
        }
        return factor;
    }
    int factor = kOrigFrictionFactor;
    const fixed_t friction = thing_friction(w, mo, &factor);
    if (friction < kOrigFriction) factor = mud_footing(factor);
    if (friction_out) *friction_out = friction;
    return factor;
}

fixed_t sliding_friction(World& w, Mobj& mo, bool moved) {
    if (boom_202_friction(w)) {
        // A thing stuck against a wall keeps Doom's friction, so it does
        // not bob on ice; the value the thinkers handed over is used once.
        const fixed_t friction = moved ? mo.friction : kOrigFriction;
        mo.friction = kOrigFriction;
        return friction;
    }
    return thing_friction(w, mo);
}

}  // namespace sim
