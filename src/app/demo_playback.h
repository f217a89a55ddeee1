#pragma once
// Headless demo playback for `brimstone demo`, -playdemo and -timedemo:
// the rules (with DeHackEd applied), the level source, the demo, and a loop
// that runs every tic with an optional trace written as it goes.
#include <memory>
#include <ostream>
#include <string>

#include "app/game_files.h"
#include "config/command_line.h"
#include "sim/definitions.h"
#include "sim/demo.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"

namespace app {

struct GameRules {
    sim::Definitions definitions;
    std::unique_ptr<sim::WadLevelSource> levels;
};

// Applies the IWAD/PWAD DEHACKED lumps, then each -deh file in order, and
// reads the stack's UMAPINFO.
GameRules make_rules(const GameFiles& files, const config::CommandLine& cl);

// Reads a demo from a file, or from a lump when `name` is a lump (DEMO1).
sim::Demo read_demo(const GameFiles& files, const std::string& name);
// The same, with what a vanilla demo does not carry taken from the command
// line as the original's -playdemo took it: -timer (or -avg).
sim::Demo read_demo(const GameFiles& files, const std::string& name, const config::CommandLine& cl);

struct PlaybackResult {
    int tics = 0;
    double seconds = 0;  // wall-clock time of the simulation loop
};

// Plays every tic; writes the oracle-format trace to `trace` when given.
// With `resave_every` > 0 the game is saved and play goes on from a fresh
// world loaded from that save at random level tics, that many apart on
// average (seeded, so a run repeats): the trace must come out the same.
PlaybackResult play_demo(const GameRules& rules, const sim::Demo& demo, std::ostream* trace, int resave_every = 0);

}  // namespace app
