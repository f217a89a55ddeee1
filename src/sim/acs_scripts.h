#pragma once
// ACS in the game: the map's scripts start with the level, run once a tic
// after the thinkers, and lines start, suspend and stop them with the ACS
// specials (80-85, 226; 86 is a polyobject's). Private to sim/.
//
// Order, as ZDoom: its scripts live in one thinker of the STAT_SCRIPTS
// list, which runs after the actors' and the movers' lists, so every tic
// the scripts run after all other thinkers and before the animations and
// switches (P_UpdateSpecials), in the order they were started. A script a
// line starts during the tic therefore first runs in that same tic.
// Scripts started during the pass run in it when the pass reaches them.
#include <span>
#include <string_view>

#include "sim/world.h"

namespace sim {

// Level start (after the things and specials; read_acs_module before the
// things, whose arg0str may name a script): starts the open scripts, then
// each player's enter scripts. Open scripts first run in
// the level's first tic, as ZDoom (Hexen held them back 35 tics more).
void start_acs_level(World& w);

// ZDoom's scripts of a type started by an event, with `activator`: Death
// when a player dies, Respawn when one comes back in a net game, Unloading
// as the level ends (`run_now`: they run at once, to their first wait, as
// the level will not run them again).
void start_acs_typed_scripts(World& w, AcsScriptType type, Mobj* activator, bool run_now = false);

// Reads BEHAVIOR (a bad lump gets one warning and the map plays without
// scripts): the map's module alone, its variables at their first values
// and no script running (a new level's and a savegame's first step).
void read_acs_module(World& w);

// The scripts' turn of the tic. Maps without BEHAVIOR never get here.
void run_acs_scripts(World& w);

// ACS_Execute (always: ACS_ExecuteAlways). `map` 0 is this map; scripts of
// other maps are not played (one warning). False when nothing started:
// no such script, or it runs already and is not suspended.
bool acs_start_script(World& w, int number, int map, std::span<const int> args, Mobj* activator, int line, int side,
                      bool always);
bool acs_suspend_script(World& w, int number, int map);
bool acs_terminate_script(World& w, int number, int map);
// ACS_ExecuteWithResult: runs the script at once, until it first waits;
// its SetResultValue (1 unless it set one).
int acs_execute_with_result(World& w, int number, std::span<const int> args, Mobj* activator, int line, int side);

// The number of the script UDMF's arg0str names on a line with an ACS
// special (ZDoom's named scripts are numbered -1, -2, ...); 0: none.
int acs_named_script(const World& w, std::string_view name);
// Whether `special` is one of the ACS specials whose arg0str names a script.
bool acs_special_takes_name(int special);

}  // namespace sim
