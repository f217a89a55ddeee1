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
// The bunny scroller's shots, once a tic on the art stage.
void bunny_ticker(World& w);

// umap_finale.cpp: F_StartFinale and F_Ticker where the map's UMAPINFO
// entry has a text for this exit or ends the game (a vanilla victory,
// `victory`, ends it as the episode would). False leaves the original's.
bool start_umap_finale(World& w, bool victory);
void umap_finale_ticker(World& w);

}  // namespace sim
