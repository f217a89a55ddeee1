#pragma once
// `brimstone demo FILE --video OUT.mkv`: the demo as a player watching it
// sees and hears it (every screen, melts and intermissions included, the
// frames between tics interpolated as the window draws them), written as
// a video file at --size and --fps with the chosen renderer.
#include <ostream>

#include "app/demo_playback.h"
#include "app/game_files.h"
#include "config/command_line.h"
#include "config/settings.h"
#include "sim/demo.h"

namespace app {

// Writes *cl.video; prints a progress line to `log` about once a second.
void write_demo_video(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                      const config::CommandLine& cl, const config::Settings& settings, std::ostream& log);

}  // namespace app
