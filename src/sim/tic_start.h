// The first part of a game tic (G_Ticker before the commands are stored):
// rebirths and the level changes pending. run_tic runs it first; a second
// call finds nothing left to do. Tools that look at the world where
// dsda-doom's -export_ghost does (after this part, before the players
// move) call it before looking.
#pragma once

namespace sim {

struct World;
struct LevelSource;

void run_tic_start(World& w, const LevelSource& source);

}  // namespace sim
