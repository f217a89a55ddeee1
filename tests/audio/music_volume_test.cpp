// The music volume through the OPL driver is heard at once: the output of
// the stream (through OpenAL Soft's loopback device, pumped before each
// tic's block as the renderer does) is the driver's own rendering with the
// volume changed on the frame the call was made, with no gap, however
// often it changes, to 0 and back included. And the copies this rests on:
// an OPL driver copied mid-song renders on exactly as the original.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "assets/genmidi.h"
#include "audio/music_player.h"
#include "audio/music_stream.h"
#include "audio/openal_device.h"
#include "audio/opl_synth.h"
#include "wad/archive.h"

namespace audio {
namespace {

constexpr std::int64_t kTicFrames = kOutputRate / 35;
// OpenAL Soft's 16-bit output may differ from its input by its dither.
constexpr int kDither = 2;

struct VolumeChange {
    std::int64_t frame;
    int volume;
};

std::span<const std::int16_t> frames(const std::vector<std::int16_t>& stereo, std::int64_t from, std::int64_t to) {
    return std::span(stereo).subspan(static_cast<std::size_t>(from) * 2, static_cast<std::size_t>(to - from) * 2);
}

int largest_difference(std::span<const std::int16_t> a, std::span<const std::int16_t> b) {
    int most = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) most = std::max(most, std::abs(a[i] - b[i]));
    return most;
}

double rms(std::span<const std::int16_t> s) {
    double sum = 0;
    for (std::int16_t v : s) sum += double(v) * v;
    return std::sqrt(sum / static_cast<double>(s.size()));
}

// The longest run of frames where both sides are within the dither of 0.
std::int64_t longest_silence(std::span<const std::int16_t> s) {
    std::int64_t longest = 0, run = 0;
    for (std::size_t i = 0; i + 1 < s.size(); i += 2) {
        run = (std::abs(s[i]) <= kDither && std::abs(s[i + 1]) <= kDither) ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest;
}

class MusicVolume : public ::testing::Test {
protected:
    void SetUp() override {
        archive_.add_file("/usr/share/games/doom/freedoom2.wad");
        bank_ = assets::decode_genmidi(archive_.require("GENMIDI").data, "GENMIDI");
    }

    MidiSequence song() { return load_music_lump(archive_.require("D_RUNNIN").data, "D_RUNNIN", kOutputRate); }

    // `tics` tics through the stream, each volume change made on the tic
    // boundary at or after its frame (tests put them on boundaries).
    std::vector<std::int16_t> stream(int tics, const std::vector<VolumeChange>& changes) {
        OpenAlDevice device = OpenAlDevice::open_loopback(HrtfChoice::Off);
        MusicStream music(std::make_unique<OplSynth>(bank_, kOutputRate), false);
        music.set_volume(15);
        music.play(song(), true);
        std::vector<std::int16_t> out(static_cast<std::size_t>(tics * kTicFrames) * 2);
        std::size_t next = 0;
        for (int t = 0; t < tics; ++t) {
            for (; next < changes.size() && changes[next].frame <= t * kTicFrames; ++next)
                music.set_volume(changes[next].volume);
            music.pump();
            device.render(std::span(out).subspan(static_cast<std::size_t>(t * kTicFrames) * 2,
                                                 static_cast<std::size_t>(kTicFrames) * 2));
        }
        return out;
    }

    // The driver alone, the volume changed on each change's very frame.
    std::vector<std::int16_t> reference(int tics, const std::vector<VolumeChange>& changes) {
        MusicPlayer player(std::make_unique<OplSynth>(bank_, kOutputRate));
        player.set_music_volume(15);
        player.play(song(), true);
        std::vector<std::int16_t> out(static_cast<std::size_t>(tics * kTicFrames) * 2);
        std::int64_t done = 0;
        for (const VolumeChange& c : changes) {
            player.render(std::span(out).subspan(static_cast<std::size_t>(done) * 2,
                                                 static_cast<std::size_t>(c.frame - done) * 2));
            done = c.frame;
            player.set_music_volume(c.volume);
        }
        player.render(std::span(out).subspan(static_cast<std::size_t>(done) * 2));
        return out;
    }

    wad::Archive archive_;
    assets::Genmidi bank_;
};

TEST_F(MusicVolume, ChangeIsHeardFromTheFrameItWasMade) {
    const std::int64_t change = 70 * kTicFrames;
    const std::vector<VolumeChange> changes = {{change, 4}};
    const std::vector<std::int16_t> out = stream(105, changes);
    const std::vector<std::int16_t> expected = reference(105, changes);
    const std::vector<std::int16_t> unchanged = reference(105, {});
    // The change is loud enough to matter in the first tic after it...
    const std::int64_t tic_after = change + kTicFrames;
    ASSERT_LT(rms(frames(expected, change, tic_after)), rms(frames(unchanged, change, tic_after)) / 2);
    // ...and the stream plays it from that frame on, not 0.19 s later.
    EXPECT_LE(largest_difference(frames(out, 0, change), frames(expected, 0, change)), kDither);
    EXPECT_LE(largest_difference(frames(out, change, 105 * kTicFrames), frames(expected, change, 105 * kTicFrames)),
              kDither);
}

TEST_F(MusicVolume, ManyChangesInsideBuffersLeaveNoGap) {
    // Every 3 tics: 3780 frames, so each lands at another point of a
    // 2048-frame buffer.
    std::vector<VolumeChange> changes;
    const int steps[] = {9, 2, 15, 6, 11, 1, 13};
    for (int i = 0; i < 21; ++i) changes.push_back({(35 + 3 * i) * kTicFrames, steps[i % 7]});
    const int tics = 35 + 3 * 21 + 35;
    const std::vector<std::int16_t> out = stream(tics, changes);
    const std::vector<std::int16_t> expected = reference(tics, changes);
    EXPECT_LE(largest_difference(out, expected), kDither);
    const std::int64_t first = changes.front().frame, last = changes.back().frame + kTicFrames;
    EXPECT_LE(longest_silence(frames(out, first, last)), longest_silence(frames(expected, first, last)));
    EXPECT_LT(longest_silence(frames(out, first, last)), kTicFrames / 4);
}

TEST_F(MusicVolume, ZeroIsSilenceAtOnceAndBackIsTheSongAtOnce) {
    const std::int64_t off = 70 * kTicFrames, on = 105 * kTicFrames, end = 140 * kTicFrames;
    const std::vector<VolumeChange> changes = {{off, 0}, {on, 15}};
    const std::vector<std::int16_t> out = stream(140, changes);
    const std::vector<std::int16_t> expected = reference(140, changes);
    // 0 is the source's gain: after OpenAL's short fade, nothing.
    EXPECT_LT(rms(frames(out, off + kTicFrames, on)), 1.0);
    // Back at 15: the song as the driver plays it, loud within the first
    // tic (the gain's fade up) and exact after.
    EXPECT_GT(rms(frames(out, on, on + kTicFrames)), rms(frames(expected, on, on + kTicFrames)) / 2);
    EXPECT_LE(largest_difference(frames(out, on + kTicFrames, end), frames(expected, on + kTicFrames, end)), kDither);
}

TEST(OplSynthCopy, RendersOnAsTheOriginalWould) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    const assets::Genmidi bank = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    MusicPlayer original(std::make_unique<OplSynth>(bank, kOutputRate));
    original.play(load_music_lump(archive.require("D_RUNNIN").data, "D_RUNNIN", kOutputRate), true);
    std::vector<std::int16_t> start(2 * 3 * kOutputRate);
    original.render(start);
    const std::unique_ptr<MusicPlayer> copy = original.clone();
    ASSERT_TRUE(copy);
    // The original goes first: a copy still reading its chip would differ.
    std::vector<std::int16_t> from_original(2 * kOutputRate), from_copy(2 * kOutputRate);
    original.render(from_original);
    copy->render(from_copy);
    EXPECT_GT(rms(from_original), 300.0);
    EXPECT_EQ(from_copy, from_original);
}

}  // namespace
}  // namespace audio
