// `brimstone demo FILE --audio OUT.wav` on an oracle demo: a 44 100 Hz
// 16-bit stereo WAV of exactly tics / 35 seconds that is not silent; with
// the music at 0 it holds the effects alone; effects and music each come
// out at Chocolate Doom's level for the same menu volume.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "base/file_io.h"
#include "support/temp_dir.h"

namespace {

const std::string kDemo = std::string(BRIMSTONE_TEST_DATA) + "/oracle/freedoom2-demo1.lmp";
constexpr std::size_t kDemoTics = 1415;  // the oracle trace's length

// Each run writes into a folder of its own: CTest runs this file's tests
// side by side, and a shared name let one test read or remove another's WAV.
std::vector<std::uint8_t> soundtrack(const std::string& extra) {
    const test_support::TempDir dir;
    const std::filesystem::path out = dir.path() / "soundtrack.wav";
    const std::string command = std::string(BRIMSTONE_BINARY) + " demo " + kDemo +
                                " --iwad /usr/share/games/doom/freedoom2.wad --audio " + out.string() + " " + extra;
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    return base::read_file(out);
}

std::uint32_t u32(const std::vector<std::uint8_t>& b, std::size_t at) {
    return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (std::uint32_t{b[at + 3]} << 24);
}

// RMS of the 16-bit samples; `heard_only`: from the first sound to the
// last, as tests/tools/mix_levels.py measures music.
double rms(const std::vector<std::uint8_t>& b, bool heard_only = false) {
    std::vector<std::int16_t> s((b.size() - 44) / 2);
    for (std::size_t i = 0; i < s.size(); ++i) s[i] = static_cast<std::int16_t>(b[44 + 2 * i] | (b[45 + 2 * i] << 8));
    std::size_t first = 0, last = s.size();
    if (heard_only) {
        while (first < last && s[first] == 0) ++first;
        while (last > first && s[last - 1] == 0) --last;
    }
    double sum = 0;
    for (std::size_t i = first; i < last; ++i) sum += double(s[i]) * s[i];
    return std::sqrt(sum / static_cast<double>(std::max<std::size_t>(1, last - first)));
}

// Chocolate Doom 3.0.0's levels on this demo, measured by
// `tests/tools/mix_levels.py IWAD freedoom2-demo1.lmp --volumes 8,15,4,12`
// (its OPL3 mode, DMXOPTION=-opl3, as our default chip): effects alone over
// the demo's length, music alone while heard. Its runs vary by about 2%.
constexpr double kChocolateEffects8 = 3453.7;
constexpr double kChocolateEffects15 = 6509.4;
constexpr double kChocolateMusic8 = 919.3;
constexpr double kChocolateMusic4 = 176.0;
constexpr double kLevelTolerance = 0.05;

TEST(Soundtrack, OracleDemoHasTheExactLengthAndIsHeard) {
    const std::vector<std::uint8_t> wav = soundtrack("");
    ASSERT_GE(wav.size(), 44u);
    EXPECT_EQ(u32(wav, 24), 44100u);                              // sample rate
    EXPECT_EQ(wav[22], 2);                                        // stereo
    EXPECT_EQ(wav[34], 16);                                       // bits
    EXPECT_EQ(u32(wav, 40), kDemoTics * 44100 / 35 * 4);          // 1260 frames a tic
    EXPECT_EQ(wav.size(), 44 + kDemoTics * 1260 * 4);
    EXPECT_GT(rms(wav), 300.0);
}

TEST(Soundtrack, EffectsAndMusicAreAtChocolateDoomsLevels) {
    // The default menu volumes (8 and 8), each side muted in turn, then
    // others: effects scale linearly, OPL music by DMX's channel volume cap.
    const double effects = rms(soundtrack("--set audio.music_volume=0"));
    const double music = rms(soundtrack("-nosfx"), true);
    EXPECT_NEAR(effects, kChocolateEffects8, kChocolateEffects8 * kLevelTolerance);
    EXPECT_NEAR(music, kChocolateMusic8, kChocolateMusic8 * kLevelTolerance);
    EXPECT_NEAR(effects / music, kChocolateEffects8 / kChocolateMusic8,
                kChocolateEffects8 / kChocolateMusic8 * kLevelTolerance);
    const double effects15 = rms(soundtrack("--set audio.music_volume=0 --set audio.sfx_volume=15"));
    EXPECT_NEAR(effects15, kChocolateEffects15, kChocolateEffects15 * kLevelTolerance);
    const double music4 = rms(soundtrack("-nosfx --set audio.music_volume=4"), true);
    EXPECT_NEAR(music4, kChocolateMusic4, kChocolateMusic4 * kLevelTolerance);
}

}  // namespace
