#pragma once
// `brimstone demo FILE --drawn`: the demo played as -timedemo plays it,
// with the screen drawn after every tic (software, 320×200, no window),
// screen wipes included. The trace's rnd column then counts the numbers
// the wipes took, as the oracle's *.draw.trace.gz do.
#include <ostream>

#include "app/demo_playback.h"
#include "app/game_files.h"
#include "sim/demo.h"

namespace app {

PlaybackResult play_demo_drawn(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                               std::ostream* trace);

}  // namespace app
