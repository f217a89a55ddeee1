#pragma once
// `brimstone bench render --renderer software`: every oracle demo played
// with a frame drawn after each tic (and turned into RGBA, as a display
// would need), at 320×200 and 1920×1080, beside chocolate-doom -timedemo
// (320×200) and dsda-doom -timedemo (1920×1080, software) run in the same
// invocation. --renderer vulkan runs bench_render_vulkan.h instead.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_render(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out);

}  // namespace app
