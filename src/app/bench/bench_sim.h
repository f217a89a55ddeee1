#pragma once
// `brimstone bench sim`: every oracle demo (or --demo FILE) played with no
// drawing, our whole-process -timedemo beside chocolate-doom's in paired
// runs (--runs N, 7 by default), CPU and wall time each, and a stress case
// with thousands of awake monsters.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_sim(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
              std::ostream& out);

}  // namespace app
