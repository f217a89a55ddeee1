#pragma once
// `brimstone bench load`: times each Freedoom IWAD from nothing to the first
// tic played, then opening it and loading every map, printing the figure
// per map.
#include <ostream>

namespace app {

int bench_load(std::ostream& out);

}  // namespace app
