#pragma once
// The audio settings and the classic -nosound / -nosfx / -nomusic flags,
// as the audio library's options; and `demo --audio`.
#include <ostream>
#include <string>

#include "app/demo_playback.h"
#include "audio/audio_system.h"
#include "config/command_line.h"
#include "config/settings.h"

namespace app {

// The game's 35 tics a second in output frames: 1260, a whole number, so
// a demo's soundtrack is exactly tics / 35 seconds long.
inline constexpr int kSoundFramesPerTic = audio::kOutputRate / 35;
static_assert(audio::kOutputRate % 35 == 0);

audio::AudioOptions audio_options(const config::Settings& settings, const config::CommandLine& cl);

// Plays the demo and writes what the console player hears, effects and
// music, to `path`: 44 100 Hz 16-bit stereo, exactly tics / 35 seconds.
void write_demo_soundtrack(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                           const audio::AudioOptions& options, const std::string& path, std::ostream& log);

}  // namespace app
