#pragma once
// `brimstone` with no subcommand: the game in a window. A new game (or
// -playdemo's demo) runs at 35 tics a second from the keyboard and mouse
// (or the demo), frames are drawn as fast as the display allows, -record
// writes the commands played as a vanilla demo, and the renderer can be
// switched or split live.
#include <ostream>

#include "config/command_line.h"
#include "config/settings.h"

namespace app {

// Returns the exit status. Messages for the player (a demo recorded, a
// renderer that could not start) go to `log`; bad input throws base::Error.
int run_play(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log);

}  // namespace app
