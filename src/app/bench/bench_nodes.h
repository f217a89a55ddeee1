#pragma once
// `brimstone bench nodes`: our node builder against zdbsp on every map of
// both Freedoom IWADs: CPU time of the build (ours in-process, zdbsp's
// whole process) and the node, subsector and seg counts of each, with
// ratios.
#include <ostream>

namespace app {

int bench_nodes(std::ostream& out);

}  // namespace app
