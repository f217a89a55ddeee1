#pragma once
// The parts of f_finale.c's ticker beyond its timing: Doom's text screen
// giving way to the episode's picture, the bunny scroller's shots, and
// Doom II's cast call. They only decide what is drawn and which sounds
// play (as sound events), never how the game goes on.
#include "sim/world.h"

namespace sim {

void start_cast(World& w);     // F_StartCast
void cast_ticker(World& w);    // F_CastTicker
// F_CastResponder: a key pressed during the cast call kills the actor on
// stage. The front end calls it (keys are not ticcmds); false outside the
// cast call.
bool finale_key_down(World& w);
// F_Ticker's Doom (not Doom II) part, after finalecount has advanced.
void episode_end_ticker(World& w);

}  // namespace sim
