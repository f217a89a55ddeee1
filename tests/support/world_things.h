#pragma once
// Finding things in a running world, for tests that spawn or expect them.
#include "sim/world.h"

namespace test_support {

// The first live thing of `type` in thinker order, or null.
inline sim::Mobj* first_thing(sim::World& w, sim::MobjType type) {
    for (sim::Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
        if (!t->removed() && t->kind() == sim::ThinkerKind::Mobj && static_cast<sim::Mobj*>(t)->type == type)
            return static_cast<sim::Mobj*>(t);
    return nullptr;
}

}  // namespace test_support
