#include "sim/thing_spawning.h"

#include "sim/mobjs.h"
#include "sim/movement.h"
#include "sim/sound.h"

namespace sim {

Mobj* spawn_thing(World& w, MobjType type, fixed_t x, fixed_t y, fixed_t z, angle_t angle, int tid, bool fog,
                  bool forced) {
    if (monsters_forbidden(w, type)) return nullptr;
    Mobj* mo = spawn_mobj(w, x, y, z, type);
    if (!forced && !has_room(w, *mo)) {
        remove_for_good(w, *mo);
        return nullptr;
    }
    mo->angle = angle;
    mo->tid = tid;
    if (mo->flags & MF_SPECIAL) mo->flags |= MF_DROPPED;
    count_spawned(w, *mo);
    if (fog) spawn_teleport_fog(w, x, y, z);
    return mo;
}

bool monsters_forbidden(const World& w, MobjType type) {
    return w.opts.nomonsters && (w.defs->mobjinfo[static_cast<std::size_t>(type)].flags & MF_COUNTKILL);
}

bool has_room(World& w, Mobj& m) {
    return check_position(w, m, m.x, m.y) && m.z >= w.tm.tmfloorz && m.z + m.height <= w.tm.tmceilingz;
}

void count_spawned(World& w, const Mobj& m) {
    if (m.flags & MF_COUNTKILL) w.totalkills++;
    if (m.flags & MF_COUNTITEM) w.totalitems++;
}

void uncount_removed(World& w, const Mobj& m) {
    if ((m.flags & MF_COUNTKILL) && m.health > 0) w.totalkills--;
    if (m.flags & MF_COUNTITEM) w.totalitems--;
}

void remove_for_good(World& w, Mobj& m) {
    m.flags |= MF_DROPPED;
    remove_mobj(w, m);
}

void spawn_teleport_fog(World& w, fixed_t x, fixed_t y, fixed_t z) {
    start_sound(w, spawn_mobj(w, x, y, z, MT_TFOG), sfx_telept);
}

}  // namespace sim
