#pragma once
// `brimstone bench render --renderer vulkan`: every oracle demo played with
// a frame drawn by the Vulkan renderer after each tic (status bar and RGBA
// conversion on the CPU, as a display would need), headless at 1920×1080
// and 3840×2160, beside dsda-doom -timedemo in OpenGL mode at 1920×1080
// under xvfb-run, run in the same invocation.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_render_vulkan(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out);

}  // namespace app
