#pragma once
// The ACS interpreter: one script's turn in a tic, from where it stopped
// until it waits, ends or runs away. Private to sim/ (acs_scripts.cpp).
#include <string_view>

#include "sim/acs_state.h"

namespace sim {

struct World;

// ZDoom's bound: a script that runs this many p-codes in one turn without
// waiting is stopped ("Runaway script"), and the game goes on.
inline constexpr int kAcsMostPcodesPerTurn = 2000000;
// ZDoom's STACK_SIZE.
inline constexpr std::size_t kAcsStackSize = 4096;

// Runs `t` for one turn: first what it waits for (a delay, a tag, a
// script), then p-codes until it waits or ends. A fault (a bad jump, an
// empty stack, a division by zero, a p-code not played) ends the script
// with one warning naming the map and the script.
void run_acs_thread(World& w, AcsThread& t);

// ZDoom's name of p-code `pcode` ("PUSHNUMBER"); empty past its table.
std::string_view acs_pcode_name(int pcode);
// Whether the interpreter plays p-code `pcode` (acs_pcodes.cpp).
bool acs_pcode_played(int pcode);
// False for the p-codes ZDoom's interpreter has not either (Skulltag's
// teams, LSPEC6, INI files, the mouse pointer): it stops a script there too.
bool acs_pcode_in_zdoom(int pcode);
int acs_pcode_count();

}  // namespace sim
