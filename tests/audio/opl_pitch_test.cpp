// The OPL driver by numbers: a note's pitch comes out of the emulated chip
// at the note's frequency, a pitch bend of +32 steps raises it a semitone,
// and the channel volume lowers the level along DMX's curve; the menu's
// music volume caps the channel volumes as DMX (and Chocolate Doom) do.
#include <gtest/gtest.h>

#include <cmath>

#include "assets/genmidi.h"
#include "audio/openal_device.h"
#include "audio/opl_synth.h"
#include "wad/archive.h"

namespace audio {
namespace {

constexpr int kFlute = 73;

// The strongest period between 1/1000 and 1/100 s, by autocorrelation of
// the left channel.
double pitch(const std::vector<std::int16_t>& stereo) {
    const std::size_t n = stereo.size() / 2;
    double best = 0;
    int best_lag = 0;
    for (int lag = kOutputRate / 1000; lag <= kOutputRate / 100; ++lag) {
        double sum = 0;
        for (std::size_t i = 0; i + static_cast<std::size_t>(lag) < n; ++i)
            sum += double(stereo[2 * i]) * stereo[2 * (i + static_cast<std::size_t>(lag))];
        if (sum > best) {
            best = sum;
            best_lag = lag;
        }
    }
    return best_lag ? double(kOutputRate) / best_lag : 0;
}

double rms(const std::vector<std::int16_t>& s) {
    double sum = 0;
    for (std::int16_t v : s) sum += double(v) * v;
    return std::sqrt(sum / static_cast<double>(s.size()));
}

class OplPitch : public ::testing::Test {
protected:
    void SetUp() override {
        wad::Archive archive;
        archive.add_file("/usr/share/games/doom/freedoom2.wad");
        bank_ = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    }

    // `music_volume` (0..15) is set before the song starts, and changed to
    // `later_volume` after it has (-1: left alone); `loops`: the song has
    // then gone back to its start.
    std::vector<std::int16_t> play(int note, int bend_msb, int channel_volume, int music_volume = -1,
                                   int later_volume = -1, bool loops = false) {
        OplSynth opl(bank_, kOutputRate);
        if (music_volume >= 0) {
            opl.set_music_volume(music_volume);
            opl.reset();
        }
        if (later_volume >= 0) opl.set_music_volume(later_volume);
        if (loops) opl.restart();
        opl.send({0, 0xc0, kFlute, 0});
        opl.send({0, 0xb0, 7, static_cast<std::uint8_t>(channel_volume)});
        opl.send({0, 0xe0, 0, static_cast<std::uint8_t>(bend_msb)});
        opl.send({0, 0x90, static_cast<std::uint8_t>(note), 127});
        std::vector<std::int16_t> warmup(2 * 4410), out(2 * 8820);
        opl.render(warmup);  // past the attack
        opl.render(out);
        return out;
    }

    assets::Genmidi bank_;
};

TEST_F(OplPitch, ANoteSoundsAtItsFrequency) {
    // A4 is 440 Hz; the flute's base note offset in GENMIDI moves it by
    // whole octaves at most, so the pitch class must be A.
    const double f = pitch(play(69, 64, 127));
    ASSERT_GT(f, 100.0);
    const double octaves = std::log2(f / 440.0);
    EXPECT_NEAR(octaves, std::round(octaves), 0.03) << f << " Hz";
}

TEST_F(OplPitch, BendingUpByHalfTheRangeRaisesASemitone) {
    const double straight = pitch(play(69, 64, 127));
    const double bent = pitch(play(69, 96, 127));
    EXPECT_NEAR(bent / straight, std::pow(2.0, 1.0 / 12.0), 0.02);
}

TEST_F(OplPitch, ChannelVolumeFollowsTheDmxCurve) {
    const double full = rms(play(69, 64, 127));
    const double half = rms(play(69, 64, 64));
    ASSERT_GT(full, 500.0);
    // DMX maps controller 64 to 89 of 127 and the chip's level is in 0.75 dB
    // steps: (127*2*(127+1) >> 9) = 63 against (127*2*(89+1) >> 9) = 44,
    // 19 steps, 14.25 dB quieter.
    EXPECT_NEAR(20 * std::log10(half / full), -14.25, 1.5);
}

TEST_F(OplPitch, MusicVolumeCapsEveryChannelsVolume) {
    // Menu volume 8 caps at 64: a channel at 100 sounds as one at 64 does
    // under the highest menu volume (cap 120), sample for sample.
    const std::vector<std::int16_t> capped = play(69, 64, 100, 8);
    EXPECT_EQ(capped, play(69, 64, 64, 15));
    EXPECT_GT(rms(play(69, 64, 100, 15)), 1.5 * rms(capped));
    // Below the cap the channel's own volume is heard.
    EXPECT_EQ(play(69, 64, 50, 8), play(69, 64, 50, 15));
}

TEST_F(OplPitch, ASongsVolumeChangesStayUnderTheVolumeItStartedWith) {
    // Chocolate Doom 3.0: raising the menu volume during a song lifts the
    // cap, but the song's own volume changes stay capped at the start's.
    EXPECT_EQ(play(69, 64, 100, 8, 15), play(69, 64, 100, 8));
    // Lowering it caps them at once.
    EXPECT_EQ(play(69, 64, 100, 15, 4), play(69, 64, 100, 4));
    // Once the song loops, the raised volume is its start volume.
    EXPECT_EQ(play(69, 64, 100, 8, 15, true), play(69, 64, 100, 15));
}

}  // namespace
}  // namespace audio

namespace audio {
namespace {

TEST(OplChip, Opl2HasNineVoicesAndOpl3Eighteen) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    const assets::Genmidi bank = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    EXPECT_EQ(OplSynth(bank, kOutputRate, false).voices(), 9);
    EXPECT_EQ(OplSynth(bank, kOutputRate, true).voices(), 18);
    // Ten notes at once on an OPL2: the tenth takes a voice from an older one
    // and all keep sounding.
    OplSynth opl2(bank, kOutputRate, false);
    opl2.send({0, 0xc0, 73, 0});
    for (int n = 0; n < 10; ++n) opl2.send({0, 0x90, static_cast<std::uint8_t>(60 + n), 127});
    std::vector<std::int16_t> out(2 * 4410);
    opl2.render(out);
    double sum = 0;
    for (std::int16_t s : out) sum += std::abs(s);
    EXPECT_GT(sum / static_cast<double>(out.size()), 100.0);
}

}  // namespace
}  // namespace audio
