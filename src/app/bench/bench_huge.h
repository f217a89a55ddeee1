#pragma once
// `brimstone bench huge [--map-file WAD --demo LMP] [--tics N] [--runs N]
// [--size WxH]`: the generated grid map (generate-map's default, 56 880
// lines, 10 680 sectors, 5 000 monsters, written to a scratch folder with
// a tests/tools/monkey.py demo of N tics, 500 by default) played by us and
// by the peers in the same run, each timed as its users time it:
// - the simulation: -timedemo DEMO -nodraw, ours beside dsda-doom's and
//   Woof's: CPU time, wall time and peak memory of the whole process;
// - the software renderer beside Woof's (-hires, 640×400), and our Vulkan
//   renderer's exact and true 3D views beside dsda-doom -vidmode gl at
//   1920×1080 (--size WxH): -timedemo in a window under xvfb-run, the
//   frame rate each program reports and its CPU time.
// Ratios are the peer's figure over ours for times and memory, ours over
// the peer's for frame rates: above 1 means we are ahead.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_huge(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
               std::ostream& out);

}  // namespace app
