#pragma once
// The timing side of the intermission (wi_stuff.c) and the finale
// (f_finale.c): counters that decide when play goes on, driven by the
// players' buttons. Drawing them belongs to the front end.
#include "sim/world.h"

namespace sim {

void wi_start(World& w);        // WI_Start, after World::wi is filled in
void wi_ticker(World& w);       // WI_Ticker
void start_finale(World& w);    // F_StartFinale
void finale_ticker(World& w);   // F_Ticker

}  // namespace sim
