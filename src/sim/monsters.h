#pragma once
// Monster behaviour and every thing action (the original's p_enemy.c plus
// the mobj actions found elsewhere).
#include "sim/world.h"

namespace sim {

// Runs a thing state's action (acp1 actions: A_Look, A_Chase, A_Explode …).
void call_mobj_action(World& w, Mobj& mo, Action action);
// P_NoiseAlert: wakes monsters that can hear the emitter's sector.
void noise_alert(World& w, Mobj& target, Mobj& emitter);

}  // namespace sim
