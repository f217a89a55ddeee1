// Ogg Vorbis music lumps (audio/ogg_recording.h) on tests/data/ogg-music's
// tone (make.sh: 441 Hz, 2 s at 22050 Hz, mono, LOOP_START 11025): decoded
// to the output rate at the right length and pitch, both channels, the
// loop start scaled with it; MusicPlayer loops it from there; a stream
// libvorbis cannot read is refused naming the lump.
#include "audio/ogg_recording.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>

#include "audio/music_player.h"
#include "audio/openal_device.h"
#include "base/error.h"
#include "base/file_io.h"
#include "support/error_of.h"
#include "support/test_support.h"

namespace audio {
namespace {

std::vector<std::uint8_t> tone() {
    return base::read_file(test_support::data_dir() / "ogg-music" / "tone-441hz.ogg");
}

// Sign changes of the left channel over frames [from, to).
int crossings(const Recording& r, std::int64_t from, std::int64_t to) {
    int n = 0;
    for (std::int64_t f = from + 1; f < to; ++f)
        n += (r.stereo[static_cast<std::size_t>(f * 2)] >= 0) != (r.stereo[static_cast<std::size_t>((f - 1) * 2)] >= 0);
    return n;
}

TEST(OggRecording, DecodesToTheOutputRateAtItsLengthAndPitch) {
    const std::vector<std::uint8_t> bytes = tone();
    ASSERT_TRUE(is_ogg(bytes));
    const Recording r = decode_ogg(bytes, "test.wad: lump D_RUNNIN", kOutputRate);
    // Two seconds at 44100, give or take the codec's edges.
    EXPECT_NEAR(static_cast<double>(r.frames()), 2.0 * kOutputRate, 64);
    // 11025 of the recording's samples is half a second.
    EXPECT_EQ(r.loop_start, kOutputRate / 2);
    // 441 Hz: 882 sign changes a second.
    EXPECT_NEAR(crossings(r, kOutputRate / 2, kOutputRate * 3 / 2), 882, 8);
    int loudest = 0;
    for (std::int64_t f = 0; f < r.frames(); ++f) {
        const std::int16_t left = r.stereo[static_cast<std::size_t>(f * 2)];
        EXPECT_EQ(left, r.stereo[static_cast<std::size_t>(f * 2 + 1)]) << "a mono recording plays on both sides";
        loudest = std::max(loudest, std::abs(static_cast<int>(left)));
        if (HasFailure()) break;
    }
    // ffmpeg's sine is an eighth of full scale.
    EXPECT_NEAR(loudest, 32767 / 8, 400);
}

// Plays nothing of its own: MusicPlayer needs a synth, a recording none.
class Silent final : public MusicSynth {
public:
    void send(const MidiMessage&) override {}
    void reset() override {}
    void render(std::span<std::int16_t> frames) override { std::fill(frames.begin(), frames.end(), 0); }
};

TEST(OggRecording, APlayerLoopsItFromItsLoopStartOrStopsAtItsEnd) {
    const Recording r = decode_ogg(tone(), "test.wad: lump D_RUNNIN", kOutputRate);
    for (const bool loop : {true, false}) {
        MusicPlayer player(std::make_unique<Silent>());
        player.play(r, loop);
        std::vector<std::int16_t> out(static_cast<std::size_t>(r.frames() + kOutputRate) * 2);
        player.render(out);
        // The recording as it is, then from its loop start again (or silence).
        EXPECT_TRUE(std::equal(r.stereo.begin(), r.stereo.end(), out.begin()));
        for (std::int64_t k = 0; k < kOutputRate; k += 97) {
            const std::int16_t want = loop ? r.stereo[static_cast<std::size_t>((r.loop_start + k) * 2)] : 0;
            EXPECT_EQ(out[static_cast<std::size_t>((r.frames() + k) * 2)], want) << k;
            if (HasFailure()) break;
        }
        EXPECT_EQ(player.playing(), loop);
    }
}

TEST(OggRecording, AStreamLibvorbisCannotReadIsNamed) {
    const std::vector<std::uint8_t> bytes = tone();
    const std::vector<std::uint8_t> headers_cut(bytes.begin(), bytes.begin() + 100);
    for (const auto& bad : {std::vector<std::uint8_t>{}, std::vector<std::uint8_t>{'O', 'g', 'g', 'S', 0, 2},
                            headers_cut}) {
        const std::string error = test_support::error_of([&] { (void)decode_ogg(bad, "x.wad: lump D_OGG", 44100); });
        EXPECT_EQ(error.rfind("x.wad: lump D_OGG: ", 0), 0u) << error;
    }
}

}  // namespace
}  // namespace audio
