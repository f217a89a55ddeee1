// As ZDoom's A_DropItem and TossItem (inventory_util.zs) with Doom's
// default drop style (1): the item appears half the source's height up,
// falls whatever its flags said, and is thrown up to a unit either way
// and 5 to 9 units up. ZDoom rolls from its own DropItem stream; here the
// game's random numbers roll, in the same order, so demos stay in sync.
#include "sim/acs_drop_item.h"

#include "sim/acs_world.h"
#include "sim/thing_spawning.h"
#include "sim/world.h"

namespace sim {

int acs_drop_item(World& w, const std::vector<Mobj*>& sources, const std::string& name, int amount, int chance) {
    const MobjType type = acs_class_to_spawn(w, name);
    if (type == kNoThing) return 0;
    if (amount > 0)
        acs_warn_once(w, "drop amount", "ACS's DropItem asks for an amount (" + std::to_string(amount) +
                                            "), which is not played; the item gives what a Doom item gives");
    for (Mobj* source : sources) {
        if (w.rng.p_random() > chance) continue;
        Mobj* item = spawn_thing(w, type, source->x, source->y, source->z + source->height / 2, 0, 0, false, true);
        if (!item) continue;
        item->flags = (item->flags | MF_DROPPED) & ~MF_NOGRAVITY;
        // random2() / 256 units: the difference of two rolls, in 1/256ths.
        const int x1 = w.rng.p_random(), x2 = w.rng.p_random();
        item->momx += (x1 - x2) * 256;
        const int y1 = w.rng.p_random(), y2 = w.rng.p_random();
        item->momy += (y1 - y2) * 256;
        item->momz = 5 * base::kFracUnit + w.rng.p_random() * 1024;
    }
    return static_cast<int>(sources.size());
}

}  // namespace sim
