#pragma once
// ZDoom's own SNDINFO names for the Doom games' sounds, which maps' scripts
// use without defining them (assets/sndinfo.h reads them before the WADs').
#include <string_view>

namespace assets {

std::string_view zdoom_doom_sound_names();

}  // namespace assets
