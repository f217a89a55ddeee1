// Music: every music lump of both Freedoom IWADs sounds through both
// devices; a looping song restarts on the very frame it ends; malformed
// lumps are refused with the lump's name.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "assets/genmidi.h"
#include "audio/fluid_synth.h"
#include "audio/music_player.h"
#include "audio/openal_device.h"
#include "audio/opl_synth.h"
#include "base/error.h"
#include "wad/archive.h"

namespace audio {
namespace {

const char* const kIwads[] = {"/usr/share/games/doom/freedoom1.wad", "/usr/share/games/doom/freedoom2.wad"};

std::vector<std::string> music_lumps(const wad::Archive& a) {
    std::vector<std::string> names;
    for (const wad::Lump& l : a.lumps())
        if (l.name.rfind("D_", 0) == 0 && l.name != "D_START" && l.name != "D_END") names.push_back(l.name);
    return names;
}

double peak(std::span<const std::int16_t> s) {
    int most = 0;
    for (std::int16_t v : s) most = std::max(most, std::abs(int{v}));
    return most;
}

// Lends one synthesiser to one player after another.
class Borrowed final : public MusicSynth {
public:
    explicit Borrowed(MusicSynth& synth) : synth_(synth) {}
    void send(const MidiMessage& m) override { synth_.send(m); }
    void reset() override { synth_.reset(); }
    void render(std::span<std::int16_t> frames) override { synth_.render(frames); }

private:
    MusicSynth& synth_;
};

// The loudest sample of the song's first `seconds` seconds.
double song_peak(MusicSynth& synth, const MidiSequence& song, double seconds) {
    MusicPlayer player(std::make_unique<Borrowed>(synth));
    player.play(song, true);
    std::vector<std::int16_t> out(static_cast<std::size_t>(seconds * kOutputRate) * 2);
    player.render(out);
    return peak(out);
}

class EveryMusicLump : public ::testing::TestWithParam<int> {};

TEST_P(EveryMusicLump, PlaysThroughTheOplDriverAndTheSoundfont) {
    wad::Archive archive;
    archive.add_file(kIwads[GetParam()]);
    const assets::Genmidi bank = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    OplSynth opl(bank, kOutputRate);
    ASSERT_FALSE(default_soundfont().empty()) << "scripts/setup.sh installs a General MIDI soundfont";
    FluidSynth fluid(default_soundfont(), kOutputRate);
    const std::vector<std::string> names = music_lumps(archive);
    EXPECT_GE(names.size(), 30u);
    for (const std::string& name : names) {
        const MidiSequence song = load_music_lump(archive.require(name).data, name, kOutputRate);
        // Some songs open softly; eight seconds reach every first note.
        EXPECT_GT(song_peak(opl, song, 8.0), 200.0) << name << " through OPL";
        EXPECT_GT(song_peak(fluid, song, 8.0), 200.0) << name << " through FluidSynth";
    }
}

INSTANTIATE_TEST_SUITE_P(FreedoomIwads, EveryMusicLump, ::testing::Values(0, 1));

// Records what it is sent and renders a constant.
class RecordingSynth final : public MusicSynth {
public:
    void send(const MidiMessage& m) override { sent.push_back({frame, m.status, m.data1, m.data2}); }
    void reset() override {}
    void restart() override { restarts.push_back(frame); }
    void render(std::span<std::int16_t> frames) override {
        std::fill(frames.begin(), frames.end(), std::int16_t{1000});
        frame += static_cast<std::int64_t>(frames.size() / 2);
    }
    std::vector<MidiMessage> sent;
    std::vector<std::int64_t> restarts;
    std::int64_t frame = 0;
};

TEST(MusicLoop, RestartsOnTheFrameTheSongEnds) {
    MidiSequence song;
    song.messages = {{0, 0x90, 60, 100}, {30000, 0x80, 60, 0}};
    song.length_frames = 44100;
    auto synth = std::make_unique<RecordingSynth>();
    RecordingSynth& recording = *synth;
    MusicPlayer player(std::move(synth));
    player.play(song, true);
    std::vector<std::int16_t> out(2 * 100000);
    // In uneven blocks, as a stream asks for them.
    for (std::size_t at = 0; at < out.size(); at += 2 * 777)
        player.render(std::span(out).subspan(at, std::min<std::size_t>(2 * 777, out.size() - at)));
    std::vector<std::int64_t> note_ons;
    for (const MidiMessage& m : recording.sent)
        if (m.status == 0x90) note_ons.push_back(m.frame);
    ASSERT_EQ(note_ons.size(), 3u);
    EXPECT_EQ(note_ons[0], 0);
    EXPECT_EQ(note_ons[1], 44100);
    EXPECT_EQ(note_ons[2], 88200);
    // The synth hears of each restart on its frame.
    EXPECT_EQ(recording.restarts, (std::vector<std::int64_t>{44100, 88200}));
    // Every frame was rendered: no gap, no silence.
    EXPECT_EQ(recording.frame, 100000);
    EXPECT_TRUE(std::all_of(out.begin(), out.end(), [](std::int16_t s) { return s == 1000; }));
}

TEST(MusicLoop, RealSongSeamHasNoSilenceAndNoStep) {
    wad::Archive archive;
    archive.add_file(kIwads[1]);
    const assets::Genmidi bank = assets::decode_genmidi(archive.require("GENMIDI").data, "GENMIDI");
    const MidiSequence song = load_music_lump(archive.require("D_RUNNIN").data, "D_RUNNIN", kOutputRate);
    MusicPlayer player(std::make_unique<OplSynth>(bank, kOutputRate));
    player.play(song, true);
    // From a second before the seam to a second after it.
    std::vector<std::int16_t> skip(static_cast<std::size_t>(song.length_frames - kOutputRate) * 2);
    player.render(skip);
    std::vector<std::int16_t> seam(2 * 2 * kOutputRate);
    player.render(seam);
    // No run of 50 ms of silence.
    int quiet = 0, longest_quiet = 0;
    for (std::size_t i = 0; i < seam.size(); i += 2) {
        quiet = (seam[i] == 0 && seam[i + 1] == 0) ? quiet + 1 : 0;
        longest_quiet = std::max(longest_quiet, quiet);
    }
    EXPECT_LT(longest_quiet, kOutputRate / 20);
    // No step at the seam larger than the music's own largest steps.
    auto largest_step = [&](std::size_t from, std::size_t to) {
        int most = 0;
        for (std::size_t i = from + 2; i < to; i += 2) most = std::max(most, std::abs(seam[i] - seam[i - 2]));
        return most;
    };
    const std::size_t at = static_cast<std::size_t>(kOutputRate) * 2;
    const int around = std::max(largest_step(0, at - 64), largest_step(at + 64, seam.size()));
    EXPECT_LE(largest_step(at - 64, at + 64), around);
    EXPECT_LE(largest_step(at - 64, at + 64), 2 * largest_step(0, at - 64));
}

std::vector<std::uint8_t> mus_header(std::uint16_t score_length, std::uint16_t instruments) {
    std::vector<std::uint8_t> b = {'M', 'U', 'S', 0x1a};
    const std::uint16_t start = static_cast<std::uint16_t>(16 + 2 * instruments);
    for (std::uint16_t v : {score_length, start, std::uint16_t{1}, std::uint16_t{0}, instruments, std::uint16_t{0}}) {
        b.push_back(static_cast<std::uint8_t>(v & 0xff));
        b.push_back(static_cast<std::uint8_t>(v >> 8));
    }
    for (int i = 0; i < instruments; ++i) b.insert(b.end(), {0, 0});
    return b;
}

std::string load_error(const std::vector<std::uint8_t>& lump) {
    try {
        load_music_lump(lump, "music lump D_BROKEN", kOutputRate);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST(BadMusicLumps, AreRefusedNamingTheLump) {
    // Truncated: the score runs past the lump.
    std::vector<std::uint8_t> truncated = mus_header(100, 1);
    truncated.insert(truncated.end(), {0x10, 60});
    // An event of type 7, which MUS does not have.
    std::vector<std::uint8_t> bad_event = mus_header(3, 0);
    bad_event.insert(bad_event.end(), {0x70, 0x00, 0x60});
    // An absurd delay: a note, then hours of waiting.
    std::vector<std::uint8_t> absurd = mus_header(9, 0);
    absurd.insert(absurd.end(), {0x90, 0x80 | 60, 100, 0xff, 0xff, 0xff, 0x7f, 0x60, 0x00});
    // Neither MUS nor MIDI.
    std::vector<std::uint8_t> garbage = {'R', 'I', 'F', 'F', 0, 0, 0, 0};
    // A MIDI file whose track is cut short.
    std::vector<std::uint8_t> cut_midi = {'M', 'T', 'h', 'd', 0, 0, 0, 6, 0, 0, 0, 1, 0, 70,
                                                'M', 'T', 'r', 'k', 0, 0, 0, 40, 0, 0x90, 60};
    for (const std::vector<std::uint8_t>* lump : {&truncated, &bad_event, &absurd, &garbage, &cut_midi}) {
        const std::string error = load_error(*lump);
        EXPECT_NE(error.find("D_BROKEN"), std::string::npos) << "'" << error << "'";
    }
}

// A MIDI file of one note whose header gives this time division.
std::vector<std::uint8_t> midi_with_division(std::uint16_t division) {
    return {'M', 'T', 'h', 'd', 0, 0, 0, 6, 0, 0, 0, 1, static_cast<std::uint8_t>(division >> 8),
            static_cast<std::uint8_t>(division & 0xff), 'M', 'T', 'r', 'k', 0, 0, 0, 12, 0x00, 0x90, 0x3c, 0x40,
            0x46, 0x80, 0x3c, 0x00, 0x00, 0xff, 0x2f, 0x00};
}

TEST(BadMusicLumps, TimeDivisionsWithNoLengthAreRefused) {
    // 0 ticks a beat, and SMPTE's 0xFF00: 1 frame a second of 0 ticks.
    // Either makes each tick endless (the SMPTE one was found by fuzzing:
    // the song's length was then converted from not-a-number).
    EXPECT_EQ(load_error(midi_with_division(0)), "music lump D_BROKEN: MIDI time division is 0");
    EXPECT_EQ(load_error(midi_with_division(0xFF00)), "music lump D_BROKEN: MIDI SMPTE time division has 0 ticks a frame");
    // 25 frames of 40 ticks: a tick is a millisecond; the note lasts 70 of them.
    const MidiSequence song = load_music_lump(midi_with_division(0xE728), "D_SMPTE", kOutputRate);
    EXPECT_NEAR(static_cast<double>(song.length_frames), 70.0 * kOutputRate / 1000, 1.0);
}

}  // namespace
}  // namespace audio
