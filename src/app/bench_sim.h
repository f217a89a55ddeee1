#pragma once
// `brimstone bench sim`: every oracle demo played with no drawing, our
// whole-process -timedemo time beside chocolate-doom's measured in the same
// run, and a stress case with thousands of awake monsters.
#include <ostream>
#include <string>

namespace app {

int bench_sim(const std::string& self_exe, const std::string& oracle_dir, std::ostream& out);

}  // namespace app
