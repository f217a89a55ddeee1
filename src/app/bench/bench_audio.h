#pragma once
// `brimstone bench audio`: the effects logic's cost per tic with 32 busy
// channels, and each music device's speed as a multiple of real time on one
// core (Freedoom II's D_RUNNIN), both in the thread's CPU time.
#include <ostream>

namespace app {

int bench_audio(std::ostream& out);

}  // namespace app
