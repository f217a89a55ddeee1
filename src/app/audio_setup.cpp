#include "app/audio_setup.h"

#include <vector>

#include "audio/wav_file.h"
#include "sim/game.h"

namespace app {

audio::AudioOptions audio_options(const config::Settings& settings, const config::CommandLine& cl) {
    audio::AudioOptions o;
    const bool enabled = settings.get_bool("audio.enabled") && !cl.nosound;
    o.sfx = enabled && !cl.nosfx;
    o.music = enabled && !cl.nomusic;
    o.mode = settings.get_string("audio.mode") == "3d" ? audio::SpatialMode::Full3d : audio::SpatialMode::Classic;
    o.channels = settings.get_int("audio.channels");
    o.sfx_volume = settings.get_int("audio.sfx_volume");
    o.music_volume = settings.get_int("audio.music_volume");
    o.full_sounds = settings.get_bool("audio.full_sounds");
    o.pitch_shift = settings.get_bool("audio.pitch_shift");
    const std::string& hrtf = settings.get_string("audio.hrtf");
    o.hrtf = hrtf == "on" ? audio::HrtfChoice::On : hrtf == "off" ? audio::HrtfChoice::Off : audio::HrtfChoice::Auto;
    o.device = settings.get_string("audio.device");
    const std::string& music = settings.get_string("audio.music_device");
    o.music_device = music == "soundfont" ? audio::MusicDevice::Soundfont
                     : music == "none"    ? audio::MusicDevice::None
                                          : audio::MusicDevice::Opl;
    o.soundfont = settings.get_string("audio.soundfont");
    o.opl3 = settings.get_string("audio.opl_chip") == "opl3";
    const std::string& extra = settings.get_string("audio.extra_music");
    o.extra_music = extra == "midi"      ? assets::ExtraMusic::Midi
                    : extra == "remixed" ? assets::ExtraMusic::Remixed
                                         : assets::ExtraMusic::Off;
    return o;
}

void write_demo_soundtrack(const GameFiles& files, const GameRules& rules, const sim::Demo& demo,
                           const audio::AudioOptions& options, const std::string& path, std::ostream& log) {
    sim::GameOptions game = demo.options;
    game.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    auto sound = audio::AudioSystem::open_loopback(files.archive, rules.definitions, options, log);
    std::vector<std::int16_t> out(demo.tics.size() * kSoundFramesPerTic * 2);
    sim::new_game(*world, *rules.levels, game);
    sound->tic(*world);  // the first level's music
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *rules.levels, demo.tics[tic]);
        sound->tic(*world);
        sound->render(std::span(out).subspan(tic * kSoundFramesPerTic * 2, kSoundFramesPerTic * 2));
    }
    audio::write_wav(path, out, 2, audio::kOutputRate);
}

}  // namespace app
