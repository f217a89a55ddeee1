#pragma once
// `brimstone bench render --window`: what a player sees, timed. Our
// -timedemo in a window (software and Vulkan) beside dsda-doom's
// -timedemo in a window of the same size (its software renderer and
// -vidmode gl), each program under its own xvfb-run with a screen the
// window's size, at 1280×800, 1920×1080 and 3840×2160 (or --size WxH),
// on freedoom2-demo1.lmp (or --demo FILE). Every figure comes from the
// program's own -timedemo report and from wait4.
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_render_window(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out);

}  // namespace app
