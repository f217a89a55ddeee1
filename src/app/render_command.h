#pragma once
// `brimstone render`: plays a demo headless to a tic and writes the screen
// shown then as a PNG (8-bit indexed with PLAYPAL 0, or true colour with
// the palette the player's state selects), with the software renderer's
// view or, with --renderer vulkan, the Vulkan renderer's.
#include "config/command_line.h"

namespace app {

int run_render(const config::CommandLine& cl);

}  // namespace app
