#pragma once
// The game a plain `brimstone` starts: the command line's -warp, -skill,
// -nomonsters, -fast, -respawn, -deathmatch, -altdeath, -timer and -avg over the
// original's defaults (the first map, skill 3), at the compatibility level
// chosen for the session (a fresh random seed for Boom's generators, as
// dsda-doom takes one per game), with the WAD's OPTIONS lump at MBF's levels.
#include "config/command_line.h"
#include "sim/options_lump.h"
#include "sim/world.h"

namespace app {

// Throws base::Error naming -warp when the map does not suit the game
// (an episode for Doom II, none for Doom).
sim::GameOptions new_game_options(const config::CommandLine& cl, sim::GameMode mode, sim::CompLevel level,
                                  const sim::OptionsLump& options_lump);

// -timer N or -avg (20): a deathmatch level's minutes, 0 for none. Demos
// do not carry it, so it applies to their playback too, as in the original.
int time_limit(const config::CommandLine& cl);

}  // namespace app
