#pragma once
// Network play from the command line: `brimstone server` (a dedicated
// server on Chocolate Doom's protocol) and -server / -connect (a player in
// a netgame). The player runs without a window for now (-nodraw): its
// commands come from -playdemo's demo (the column of its player number)
// or are empty, -record writes the whole game as a vanilla demo (ending
// the game where -maxdemo's buffer fills, as the original), --trace OUT
// writes its per-tic state trace, -tics ends it. A consistency failure ends it with the tic and the player.
#include <ostream>

#include "config/command_line.h"
#include "config/settings.h"

namespace app {

int run_server(const config::CommandLine& cl, std::ostream& log);
int run_net_game(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log);
// -localsearch and -query: the servers that answer, as a table on `out`;
// 0 when one did.
int run_server_search(const config::CommandLine& cl, std::ostream& out);

}  // namespace app
