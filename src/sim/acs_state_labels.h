#pragma once
// ZDoom's state labels (an actor class's Spawn, See, Death ... from its
// DECORATE or ZScript definition) on Doom's things, whose states are
// mobjinfo's fields: what ACS's SetActorState and CheckActorState find.
#include <string_view>

#include "sim/info.h"

namespace sim {

struct World;
class Mobj;

// The state `label` names for the thing's type, as ZDoom's
// FindStateByString: "Death.Fire" names Death's Fire sub-label, which no
// Doom thing has, so it finds Death unless `exact`. S_NULL for none.
StateNum state_by_label(const World& w, const Mobj& thing, std::string_view label, bool exact);

// SetActorState (tid, label, exact): each thing with `tid` (0: the
// activator) whose type has the state goes to it; how many did.
int acs_set_actor_state(World& w, Mobj* activator, int tid, std::string_view label, bool exact);

}  // namespace sim
