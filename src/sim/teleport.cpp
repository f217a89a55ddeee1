// Teleporters (the original's p_telept.c).
#include "base/trig_tables.h"
#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/special_events.h"

namespace sim {

bool ev_teleport(World& w, int line, int side, Mobj& thing) {
    if (thing.flags & MF_MISSILE) return false;  // missiles pass through
    // Crossing from the back does nothing, so one can walk off a teleporter.
    if (side == 1) return false;

    const int tag = w.lines[static_cast<std::size_t>(line)].tag;
    const int count = static_cast<int>(w.sectors.size());
    // Tagged sectors in order; in each, the first teleport destination in
    // thinker order.
    for (int s = 0; s < count; ++s) {
        if (!sector_has_tag(w, s, tag)) continue;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
            if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
            Mobj& m = static_cast<Mobj&>(*t);
            if (m.type != MT_TELEPORTMAN) continue;
            if (w.mobj_sector(m) != s) continue;

            return teleport_to(w, thing, m, true);
        }
    }
    return false;
}

bool teleport_to(World& w, Mobj& thing, const Mobj& dest, bool fog) {
    return teleport_to(w, thing, dest.x, dest.y, dest.angle, fog);
}

bool teleport_to(World& w, Mobj& thing, fixed_t x, fixed_t y, angle_t angle, bool fog) {
    return teleport_to(w, thing, x, y, angle, TeleportStyle{fog, fog, false});
}

bool teleport_to(World& w, Mobj& thing, fixed_t x, fixed_t y, angle_t angle, TeleportStyle style) {
    const fixed_t oldx = thing.x, oldy = thing.y, oldz = thing.z;
    if (!teleport_move(w, thing, x, y)) return false;

    thing.z = thing.floorz;  // (the first Final Doom executable skipped this)
    if (thing.player) thing.player->viewz = thing.z + thing.player->viewheight;

    // Fog where it left and 20 units in front of where it arrives.
    if (style.source_fog) start_sound(w, spawn_mobj(w, oldx, oldy, oldz, MT_TFOG), sfx_telept);
    if (style.dest_fog) {
        const unsigned an = angle >> base::kAngleToFineShift;
        start_sound(w, spawn_mobj(w, x + 20 * base::fine_cosine(an), y + 20 * base::fine_sine(an), thing.z, MT_TFOG),
                    sfx_telept);
    }

    thing.angle = angle;
    if (style.keep_velocity) return true;
    if (thing.player) thing.reactiontime = 18;  // don't move for a bit
    thing.momx = thing.momy = thing.momz = 0;
    if (thing.player) thing.player->momx = thing.player->momy = 0;  // MBF's bobbing too
    return true;
}

}  // namespace sim
