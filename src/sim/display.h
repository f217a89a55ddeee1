#pragma once
// The part of D_Display the simulation must follow: a run drawn after
// every tic (as -timedemo draws, World::display.drawn) wipes the screen
// whenever the game state differs from the one last shown, or a wipe was
// forced (a level reloaded over a level, the finale's next stage), and
// each wipe takes 320 cosmetic random numbers (f_wipe.c's wipe_initMelt).
// The original shared one M_Random cursor between the display and the
// game's cosmetic draws; so does World::rng here, so the trace's rnd
// column of a drawn run equals the original's. The display comes after a
// tic's trace line, so run_tic takes its numbers before the next tic.
#include "sim/world.h"

namespace sim {

inline constexpr int kWipeRandomNumbers = 320;

// Whether the display after the tic just run starts a wipe. The front end
// shows the melt from the numbers at World::rng's next index.
bool wipe_due(const World& w);

// The display between two tics, first thing in run_tic.
void run_display(World& w);

}  // namespace sim
