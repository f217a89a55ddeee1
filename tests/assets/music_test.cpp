// MUS decoding, MUS to MIDI conversion and the MIDI file check.
#include <gtest/gtest.h>

#include "assets/lump_context.h"
#include "assets/midi_file.h"
#include "assets/music.h"
#include "base/error.h"
#include "support/error_of.h"
#include "wad_builder.h"

namespace {

using asset_tests::Bytes;
using asset_tests::iwad;
using test_support::error_of;

// A deliberately small standard MIDI file reader, written for the tests
// apart from the code under test: it counts channel and meta events.
struct ParsedMidi {
    int format = -1, tracks = -1, division = -1;
    int channel_events = 0, meta_events = 0;
    bool ended = false;
};
ParsedMidi parse_midi(const std::vector<std::uint8_t>& f) {
    ParsedMidi out;
    auto be = [&](std::size_t at, int n) {
        std::uint32_t v = 0;
        for (int i = 0; i < n; ++i) v = (v << 8) | f.at(at + static_cast<std::size_t>(i));
        return v;
    };
    if (f.size() < 14 || std::string(f.begin(), f.begin() + 4) != "MThd") return out;
    out.format = static_cast<int>(be(8, 2));
    out.tracks = static_cast<int>(be(10, 2));
    out.division = static_cast<int>(be(12, 2));
    std::size_t p = 8 + be(4, 4);
    while (p + 8 <= f.size()) {
        const bool track = std::string(f.begin() + static_cast<long>(p), f.begin() + static_cast<long>(p) + 4) == "MTrk";
        const std::size_t end = p + 8 + be(p + 4, 4);
        p += 8;
        if (!track) {
            p = end;
            continue;
        }
        int running = 0;
        auto vlq = [&] {
            std::uint32_t v = 0;
            std::uint8_t b;
            do {
                b = f.at(p++);
                v = (v << 7) | (b & 0x7F);
            } while (b & 0x80);
            return v;
        };
        while (p < end) {
            vlq();
            int status = f.at(p);
            if (status & 0x80) ++p;
            else status = running;
            if (status == 0xFF) {
                const int type = f.at(p++);
                p += vlq();
                ++out.meta_events;
                if (type == 0x2F) out.ended = true;
            } else if (status == 0xF0 || status == 0xF7) {
                p += vlq();
            } else {
                running = status;
                p += ((status & 0xF0) == 0xC0 || (status & 0xF0) == 0xD0) ? 1 : 2;
                ++out.channel_events;
            }
        }
        p = end;
    }
    return out;
}

// A MUS lump: header, two instruments, then the score bytes.
std::vector<std::uint8_t> mus_lump(const std::vector<std::uint8_t>& score, int score_length_fudge = 0) {
    Bytes b;
    b.text("MUS").u8(0x1A);
    b.u16(static_cast<int>(score.size()) + score_length_fudge).u16(20).u16(2).u16(0).u16(2).u16(0);
    b.u16(30).u16(135);
    b.append(score);
    return b;
}

// Every event type: program change, notes with and without volume,
// percussion, a two-byte delay, pitch bend, system and controller events
// (one value out of range), an end of measure carrying a delay, finish.
const std::vector<std::uint8_t> kScore{
    0x41, 0x00, 30,           // ch1 controller 0 (instrument) 30
    0x91, 60 | 0x80, 100, 70, // ch1 play 60 volume 100, delay 70
    0x9F, 36, 0x81, 0x00,     // ch15 play 36 (last volume 127), delay 128
    0x01, 60,                 // ch1 release 60
    0x20, 192,                // ch0 pitch bend 192
    0x10, 64,                 // ch0 play 64
    0x31, 11,                 // ch1 system 11: all notes off
    0x44, 3, 200,             // ch4 controller 3 (volume) 200
    0xD0, 10,                 // ch0 end of measure, delay 10
    0x11, 62,                 // ch1 play 62 (volume 100 again)
    0x60,                     // finish
};

TEST(Music, DecodesEveryEventType) {
    const auto score = assets::decode_mus(mus_lump(kScore), "hand-made");
    EXPECT_EQ(score.primary_channels, 2);
    EXPECT_EQ(score.instruments, (std::vector<int>{30, 135}));
    ASSERT_EQ(score.events.size(), 11u);
    using T = assets::MusEventType;
    EXPECT_EQ(score.events[0].type, T::Controller);
    EXPECT_EQ(score.events[1].type, T::PlayNote);
    EXPECT_TRUE(score.events[1].has_volume);
    EXPECT_EQ(score.events[1].data2, 100);
    EXPECT_EQ(score.events[1].delay, 70u);
    EXPECT_EQ(score.events[2].channel, 15);
    EXPECT_FALSE(score.events[2].has_volume);
    EXPECT_EQ(score.events[2].delay, 128u);
    EXPECT_EQ(score.events[3].type, T::ReleaseNote);
    EXPECT_EQ(score.events[4].type, T::PitchBend);
    EXPECT_EQ(score.events[4].data1, 192);
    EXPECT_EQ(score.events[6].type, T::System);
    EXPECT_EQ(score.events[8].type, T::EndOfMeasure);
    EXPECT_EQ(score.events[8].delay, 10u);
    EXPECT_EQ(score.events[10].type, T::Finish);
}

TEST(Music, ConvertsToTheExpectedMidiBytes) {
    const auto midi = assets::mus_to_midi(assets::decode_mus(mus_lump(kScore), "hand-made"));
    // Written out by hand from the MIDI and MUS specifications.
    const std::vector<std::uint8_t> track{
        0x00, 0xFF, 0x51, 0x03, 0x07, 0xA1, 0x20,  // tempo 500000 us per quarter
        0x00, 0xB0, 0x7B, 0x00,                    // MUS ch1 -> MIDI ch0: all notes off
        0x00, 0xC0, 30,                            // program 30
        0x00, 0x90, 60, 100,                       // note on, volume 100
        70, 0x99, 36, 127,                         // percussion on MIDI ch9
        0x81, 0x00, 0x80, 60, 0,                   // after 128 ticks: note off
        0x00, 0xB1, 0x7B, 0x00,                    // MUS ch0 -> MIDI ch1: all notes off
        0x00, 0xE1, 0x00, 0x60,                    // bend 192 * 64 = 12288
        0x00, 0x91, 64, 127,                       // no volume yet: 127
        0x00, 0xB0, 0x7B, 0x00,                    // system 11: all notes off
        0x00, 0xB2, 0x7B, 0x00,                    // MUS ch4 -> MIDI ch2: all notes off
        0x00, 0xB2, 0x07, 127,                     // volume 200 clamped to 127
        10, 0x90, 62, 100,                         // the end of measure's delay, then the note
        0x00, 0xFF, 0x2F, 0x00,                    // end of track
    };
    std::vector<std::uint8_t> expected{'M', 'T', 'h', 'd', 0, 0, 0, 6, 0, 0, 0, 1, 0, 70, 'M', 'T', 'r', 'k', 0, 0, 0,
                                       static_cast<std::uint8_t>(track.size())};
    expected.insert(expected.end(), track.begin(), track.end());
    EXPECT_EQ(midi, expected);

    // The event count round-trips: 9 MUS events that make sound (not the
    // end of measure or finish) plus one all-notes-off per channel first used.
    const auto parsed = parse_midi(midi);
    EXPECT_EQ(parsed.format, 0);
    EXPECT_EQ(parsed.tracks, 1);
    EXPECT_EQ(parsed.division, 70);
    EXPECT_EQ(parsed.channel_events, 9 + 3);
    EXPECT_TRUE(parsed.ended);
    EXPECT_EQ(assets::check_midi(midi, "converted").events, 12u + 2u);
}

TEST(Music, ChannelAllocationSkipsPercussion) {
    std::vector<std::uint8_t> score;
    for (int ch = 0; ch < 11; ++ch) score.insert(score.end(), {static_cast<std::uint8_t>(0x10 | ch), 60});
    score.push_back(0x60);
    const auto midi = assets::mus_to_midi(assets::decode_mus(mus_lump(score), "channels"));
    // After the tempo: per MUS channel an all-notes-off (4 bytes) and a note
    // (4 bytes). MUS channel 9 must get MIDI channel 10, 10 gets 11.
    const std::size_t first = 22 + 7;
    EXPECT_EQ(midi.at(first + 8 * 8 + 1), 0xB8);
    EXPECT_EQ(midi.at(first + 8 * 9 + 1), 0xBA);
    EXPECT_EQ(midi.at(first + 8 * 9 + 5), 0x9A);
    EXPECT_EQ(midi.at(first + 8 * 10 + 1), 0xBB);
}

TEST(Music, EveryMusicLumpOfBothIwadsBecomesMidi) {
    // Freedoom ships its music as MIDI files (MThd), 32 D_ lumps in
    // freedoom1 and 35 in freedoom2 (counted with Python).
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = iwad(name);
        int count = 0;
        for (std::size_t i = 0; i < a.lumps().size(); ++i) {
            const wad::Lump& l = a.lump(i);
            if (l.name.rfind("D_", 0) != 0) continue;
            const std::string ctx = assets::lump_context(a, i);
            const auto midi = assets::music_lump_to_midi(l.data, ctx);
            EXPECT_TRUE(std::equal(midi.begin(), midi.end(), l.data.begin(), l.data.end())) << ctx;
            const auto info = assets::check_midi(l.data, ctx);
            const auto parsed = parse_midi(midi);
            EXPECT_EQ(info.tracks, parsed.tracks) << ctx;
            EXPECT_EQ(info.events, static_cast<std::size_t>(parsed.channel_events + parsed.meta_events)) << ctx;
            EXPECT_TRUE(parsed.ended) << ctx;
            ++count;
        }
        EXPECT_EQ(count, std::string(name) == "freedoom1.wad" ? 32 : 35);
    }
}

TEST(Music, BadMagic) {
    auto lump = mus_lump(kScore);
    lump[3] = 0;
    const std::string m = error_of([&] { assets::decode_mus(lump, "mod.wad: lump D_RUNNIN"); });
    EXPECT_NE(m.find("mod.wad: lump D_RUNNIN: not a MUS lump (bad magic"), std::string::npos) << m;
    EXPECT_NE(error_of([&] { assets::music_lump_to_midi(lump, "x"); }).find("neither MUS nor MIDI"), std::string::npos);
}

TEST(Music, ScorePastTheEnd) {
    const std::string m = error_of([&] { assets::decode_mus(mus_lump(kScore, 5), "mod.wad: lump D_X"); });
    EXPECT_NE(m.find("MUS score (offset 20, 32 bytes) runs past the end of the lump (47 bytes)"), std::string::npos)
        << m;
}

TEST(Music, ScoreWithoutFinishAndUnknownEvents) {
    EXPECT_NE(error_of([&] { assets::decode_mus(mus_lump({0x10, 60}), "x"); }).find("ends without a finish event"),
              std::string::npos);
    EXPECT_NE(error_of([&] { assets::decode_mus(mus_lump({0x70, 0x60}), "x"); }).find("has unknown type 7"),
              std::string::npos);
    EXPECT_NE(error_of([&] { assets::decode_mus(mus_lump({0x30, 20, 0x60}), "x"); }).find("system event 20 is not 10..14"),
              std::string::npos);
    EXPECT_NE(error_of([&] { assets::decode_mus(mus_lump({0x40, 12, 1, 0x60}), "x"); }).find("controller 12 is not 0..9"),
              std::string::npos);
    EXPECT_NE(error_of([&] { assets::decode_mus(mus_lump({0x90, 60, 0x80}), "x"); }).find("runs past the end"),
              std::string::npos);
}

TEST(Music, MidiCheckFindsDamage) {
    const auto good = assets::mus_to_midi(assets::decode_mus(mus_lump(kScore), "x"));
    auto cut = good;
    cut.resize(cut.size() - 10);
    EXPECT_NE(error_of([&] { assets::check_midi(cut, "mod.wad: lump D_CUT"); }).find("runs past the end of the file"),
              std::string::npos);
    auto no_end = good;
    no_end.resize(no_end.size() - 4);
    no_end[21] = static_cast<std::uint8_t>(no_end[21] - 4);
    EXPECT_NE(error_of([&] { assets::check_midi(no_end, "x"); }).find("track has no end-of-track event"),
              std::string::npos);
}

}  // namespace
