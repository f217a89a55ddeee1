#include "app/bench/bench_audio.h"

#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

#include "assets/genmidi.h"
#include "audio/classic_channels.h"
#include "audio/fluid_synth.h"
#include "audio/music_player.h"
#include "audio/music_stream.h"
#include "audio/openal_device.h"
#include "audio/opl_synth.h"
#include "sim/mobj.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace app {
namespace {

// This thread's CPU time: on a busy machine it still tells one core's cost.
double thread_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

constexpr int kBusyChannels = 32;
constexpr int kEffectTics = 35 * 600;  // ten minutes of play
constexpr double kMusicSeconds = 120.0;
constexpr int kVolumeChanges = 200;

// Things circling the listener, each with a sound, re-placed every tic as
// S_UpdateSounds does; every tic one of them starts a new sound.
double effects_ms_per_tic() {
    audio::ChannelRules rules;
    rules.channels = kBusyChannels;
    rules.sfx_volume = 15;
    audio::ClassicChannels channels(rules);
    std::vector<sim::Mobj> things(kBusyChannels);
    audio::Listener listener;
    for (int i = 0; i < kBusyChannels; ++i) {
        things[static_cast<std::size_t>(i)].x = (100 + 25 * i) * base::kFracUnit;
        audio::SoundOrigin o;
        o.kind = audio::SoundOrigin::Kind::Thing;
        o.thing = &things[static_cast<std::size_t>(i)];
        channels.start(listener, o, sim::sfx_pistol);
    }
    channels.take_changes();
    std::size_t changes = 0;
    const double t0 = thread_cpu_seconds();
    for (int tic = 0; tic < kEffectTics; ++tic) {
        for (int i = 0; i < kBusyChannels; ++i) {
            sim::Mobj& m = things[static_cast<std::size_t>(i)];
            m.x += ((tic + i) % 7 - 3) * base::kFracUnit;
            m.y += ((tic * 3 + i) % 5 - 2) * base::kFracUnit;
        }
        listener.angle += 0x01000000u;
        audio::SoundOrigin o;
        o.kind = audio::SoundOrigin::Kind::Thing;
        o.thing = &things[static_cast<std::size_t>(tic % kBusyChannels)];
        channels.start(listener, o, sim::sfx_shotgn);
        channels.update(listener);
        changes += channels.take_changes().size();
    }
    const double ms = (thread_cpu_seconds() - t0) * 1000.0;
    return changes > 0 ? ms / kEffectTics : 0.0;
}

double real_time_multiple(std::unique_ptr<audio::MusicSynth> synth, const audio::MidiSequence& song) {
    audio::MusicPlayer player(std::move(synth));
    player.play(song, true);
    std::vector<std::int16_t> block(2 * 2048);
    const auto frames = static_cast<long>(kMusicSeconds * audio::kOutputRate);
    const double t0 = thread_cpu_seconds();
    for (long done = 0; done < frames; done += 2048) player.render(block);
    return kMusicSeconds / (thread_cpu_seconds() - t0);
}

// A music volume change through the OPL driver renders the stream's queue
// again on the calling thread (the game's): its cost a change, between
// tics of music mixed through a loopback device.
double opl_volume_change_ms(const assets::Genmidi& bank, const audio::MidiSequence& song) {
    audio::OpenAlDevice device = audio::OpenAlDevice::open_loopback(audio::HrtfChoice::Off);
    audio::MusicStream stream(std::make_unique<audio::OplSynth>(bank, audio::kOutputRate), false);
    stream.play(song, true);
    std::vector<std::int16_t> tic(2 * (audio::kOutputRate / 35));
    double seconds = 0;
    for (int change = 0; change < kVolumeChanges; ++change) {
        for (int t = 0; t < 3; ++t) {
            stream.pump();
            device.render(tic);
        }
        const double t0 = thread_cpu_seconds();
        stream.set_volume(change % 2 == 0 ? 4 : 12);
        seconds += thread_cpu_seconds() - t0;
    }
    return seconds * 1000.0 / kVolumeChanges;
}

}  // namespace

int bench_audio(std::ostream& out) {
    char line[160];
    out << "CPU time of this thread, so a busy machine does not count against it\n";
    std::snprintf(line, sizeof line, "effects logic, %d busy channels: %.4f ms a tic (aim: under 0.1)\n",
                  kBusyChannels, effects_ms_per_tic());
    out << line;

    wad::Archive archive;
    archive.add_file(wad::find_iwad("freedoom2.wad"));
    const audio::MidiSequence song =
        audio::load_music_lump(archive.require("D_RUNNIN").data, "D_RUNNIN", audio::kOutputRate);
    const assets::Genmidi bank = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    std::snprintf(line, sizeof line, "music, OPL3 (Nuked) over GENMIDI: %.1fx real time (aim: 20x)\n",
                  real_time_multiple(std::make_unique<audio::OplSynth>(bank, audio::kOutputRate), song));
    out << line;
    std::snprintf(line, sizeof line, "music, FluidSynth with %s: %.1fx real time (aim: 20x)\n",
                  audio::default_soundfont().c_str(),
                  real_time_multiple(std::make_unique<audio::FluidSynth>(audio::default_soundfont(), audio::kOutputRate),
                                     song));
    out << line;
    std::snprintf(line, sizeof line,
                  "music volume change, OPL3: %.2f ms (the queued 0.19 s rendered again; aim: under a tic's 28.6)\n",
                  opl_volume_change_ms(bank, song));
    out << line;
    return 0;
}

}  // namespace app
