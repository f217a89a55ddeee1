#include "sim/acs_state_labels.h"

#include "sim/dehacked_patch.h"
#include "sim/mobjs.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

using dehacked::iequals;

StateNum state_by_label(const World& w, const Mobj& thing, std::string_view label, bool exact) {
    const std::size_t dot = label.find('.');
    const std::string_view first = label.substr(0, dot);
    // Doom's things have no sub-labels: a label with one is only found
    // by its first part, and only when not asked for exactly.
    if (dot != std::string_view::npos && exact) return S_NULL;
    const MobjInfo& info = w.defs->mobjinfo[static_cast<std::size_t>(thing.type)];
    if (iequals(first, "Spawn")) return info.spawn_state;
    if (iequals(first, "See")) return info.see_state;
    if (iequals(first, "Pain")) return info.pain_state;
    if (iequals(first, "Melee")) return info.melee_state;
    if (iequals(first, "Missile")) return info.missile_state;
    if (iequals(first, "Death")) return info.death_state;
    if (iequals(first, "XDeath")) return info.xdeath_state;
    if (iequals(first, "Raise")) return info.raise_state;
    // Every ZDoom actor inherits Actor's GenericCrush, Doom's gibs.
    if (iequals(first, "Crush")) return S_GIBS;
    return S_NULL;
}

int acs_set_actor_state(World& w, Mobj* activator, int tid, std::string_view label, bool exact) {
    int count = 0;
    for (Mobj* m : things_with_id(w, tid, activator)) {
        const StateNum state = state_by_label(w, *m, label, exact);
        if (state == S_NULL) continue;
        set_mobj_state(w, *m, state);
        ++count;
    }
    return count;
}

}  // namespace sim
