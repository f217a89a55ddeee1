#pragma once
// `brimstone bench load`: times opening both Freedoom IWADs and loading
// every map, printing the figure per map.
#include <ostream>

namespace app {

int bench_load(std::ostream& out);

}  // namespace app
