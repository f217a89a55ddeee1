// The music stream with its own refilling thread, as on a live device,
// while the game thread mixes, changes songs and volume and stops: the
// queue stays fed and every change is heard. Run under the tsan preset it
// checks the two threads' hand-over (docs/sound.md).
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <thread>

#include "assets/genmidi.h"
#include "audio/music_stream.h"
#include "audio/openal_device.h"
#include "audio/opl_synth.h"
#include "wad/archive.h"

namespace audio {
namespace {

constexpr std::size_t kTicFrames = kOutputRate / 35;

double rms(const std::vector<std::int16_t>& s) {
    double sum = 0;
    for (std::int16_t v : s) sum += double(v) * v;
    return std::sqrt(sum / static_cast<double>(s.size()));
}

class ThreadedStream : public ::testing::Test {
protected:
    void SetUp() override { archive_.add_file("/usr/share/games/doom/freedoom2.wad"); }

    MidiSequence song(const std::string& name) {
        return load_music_lump(archive_.require(name).data, name, kOutputRate);
    }

    // `tics` tics of output, mixed about as fast as the thread refills.
    std::vector<std::int16_t> mix(OpenAlDevice& device, int tics) {
        std::vector<std::int16_t> out(2 * kTicFrames * static_cast<std::size_t>(tics));
        for (int t = 0; t < tics; ++t) {
            device.render(std::span(out).subspan(2 * kTicFrames * static_cast<std::size_t>(t), 2 * kTicFrames));
            std::this_thread::sleep_for(std::chrono::milliseconds(12));
        }
        return out;
    }

    wad::Archive archive_;
};

TEST_F(ThreadedStream, KeepsPlayingThroughSongAndVolumeChangesAndStops) {
    OpenAlDevice device = OpenAlDevice::open_loopback(HrtfChoice::Off);
    const assets::Genmidi bank = assets::decode_genmidi(archive_.require("GENMIDI").data, "GENMIDI");
    MusicStream stream(std::make_unique<OplSynth>(bank, kOutputRate), true);
    stream.set_volume(15);
    stream.play(song("D_RUNNIN"), true);
    mix(device, 10);  // the first notes' attack
    EXPECT_GT(rms(mix(device, 35)), 300.0);

    stream.play(song("D_STALKS"), true);
    mix(device, 10);
    const double stalks = rms(mix(device, 35));
    EXPECT_GT(stalks, 300.0);

    // Menu volume 4 caps the OPL channels at 32, heard at once: the queue
    // is rendered again while the thread keeps refilling it.
    stream.set_volume(4);
    const double quiet = rms(mix(device, 5));
    EXPECT_GT(quiet, 10.0);
    EXPECT_LT(quiet, stalks / 2);

    // 0 is the source's gain: heard at once, after OpenAL's short fade.
    stream.set_volume(0);
    mix(device, 1);
    EXPECT_LT(rms(mix(device, 5)), 1.0);

    stream.set_volume(15);
    stream.stop();
    mix(device, 10);
    EXPECT_LT(rms(mix(device, 10)), 1.0);
}

}  // namespace
}  // namespace audio
