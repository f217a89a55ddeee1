// `brimstone demo FILE --audio OUT.wav` on an oracle demo: a 44 100 Hz
// 16-bit stereo WAV of exactly tics / 35 seconds that is not silent; with
// the music at 0 it holds the effects alone.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "base/file_io.h"

namespace {

const std::string kDemo = std::string(BRIMSTONE_TEST_DATA) + "/oracle/freedoom2-demo1.lmp";
constexpr std::size_t kDemoTics = 1415;  // the oracle trace's length

std::vector<std::uint8_t> soundtrack(const std::string& extra) {
    const std::filesystem::path out = std::filesystem::temp_directory_path() / "brimstone-soundtrack-test.wav";
    const std::string command = std::string(BRIMSTONE_BINARY) + " demo " + kDemo +
                                " --iwad /usr/share/games/doom/freedoom2.wad --audio " + out.string() + " " + extra;
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    std::vector<std::uint8_t> bytes = base::read_file(out);
    std::filesystem::remove(out);
    return bytes;
}

std::uint32_t u32(const std::vector<std::uint8_t>& b, std::size_t at) {
    return b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (std::uint32_t{b[at + 3]} << 24);
}

double rms(const std::vector<std::uint8_t>& b) {
    double sum = 0;
    const std::size_t samples = (b.size() - 44) / 2;
    for (std::size_t i = 0; i < samples; ++i) {
        const auto s = static_cast<std::int16_t>(b[44 + 2 * i] | (b[45 + 2 * i] << 8));
        sum += double(s) * s;
    }
    return std::sqrt(sum / static_cast<double>(samples));
}

TEST(Soundtrack, OracleDemoHasTheExactLengthAndIsHeard) {
    const std::vector<std::uint8_t> wav = soundtrack("");
    ASSERT_GE(wav.size(), 44u);
    EXPECT_EQ(u32(wav, 24), 44100u);                              // sample rate
    EXPECT_EQ(wav[22], 2);                                        // stereo
    EXPECT_EQ(wav[34], 16);                                       // bits
    EXPECT_EQ(u32(wav, 40), kDemoTics * 44100 / 35 * 4);          // 1260 frames a tic
    EXPECT_EQ(wav.size(), 44 + kDemoTics * 1260 * 4);
    const double everything = rms(wav);
    EXPECT_GT(everything, 300.0);

    const double effects = rms(soundtrack("--set audio.music_volume=0"));
    const double music = rms(soundtrack("-nosfx"));
    EXPECT_GT(effects, 300.0);
    EXPECT_GT(music, 300.0);
    EXPECT_LT(effects, everything);
}

}  // namespace
