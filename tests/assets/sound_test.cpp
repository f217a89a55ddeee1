// DMX digital sounds and PC speaker sounds.
#include <gtest/gtest.h>

#include "assets/lump_context.h"
#include "assets/sound.h"
#include "base/error.h"
#include "support/error_of.h"
#include "wad_builder.h"

namespace {

using asset_tests::Bytes;
using asset_tests::iwad;
using test_support::error_of;

TEST(Sound, EveryDigitalAndSpeakerSoundOfBothIwadsDecodes) {
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = iwad(name);
        int digital = 0, speaker = 0, placeholders = 0;
        for (std::size_t i = 0; i < a.lumps().size(); ++i) {
            const wad::Lump& l = a.lump(i);
            const std::string ctx = assets::lump_context(a, i);
            if (l.name.rfind("DP", 0) == 0) {
                const auto s = assets::decode_pc_speaker_sound(l.data, ctx);
                EXPECT_EQ(s.tones.size() + 4, l.data.size()) << ctx;
                ++speaker;
            } else if (l.name.rfind("DS", 0) == 0) {
                // freedoom2 has four 4-byte placeholders (DSPEDTH, DSBSPWLK,
                // DSFLAME, DSFLAMST) whose bytes are an empty PC speaker
                // sound; the digital decoder rejects them by format.
                if (l.data.size() == 4) {
                    EXPECT_TRUE(assets::decode_pc_speaker_sound(l.data, ctx).tones.empty());
                    EXPECT_NE(error_of([&] { assets::decode_digital_sound(l.data, ctx); }).find("too short"),
                              std::string::npos);
                    ++placeholders;
                    continue;
                }
                const auto s = assets::decode_digital_sound(l.data, ctx);
                EXPECT_EQ(s.declared_samples + 8, l.data.size()) << ctx;
                EXPECT_EQ(s.samples.size() + 32, s.declared_samples) << ctx;
                ++digital;
            }
        }
        // Counted from the WAD directories with Python.
        if (std::string(name) == "freedoom1.wad") {
            EXPECT_EQ(digital, 67);
            EXPECT_EQ(speaker, 67);
            EXPECT_EQ(placeholders, 0);
        } else {
            EXPECT_EQ(digital, 103);
            EXPECT_EQ(speaker, 107);
            EXPECT_EQ(placeholders, 4);
        }
    }
}

TEST(Sound, PistolSamplesSkipTheDmxPadding) {
    // From the lump bytes (Python): DSPISTOL is format 3, 22050 Hz, 11026
    // samples; the byte after the header is 145 (padding) and the first
    // played byte, at lump offset 24, is 156; the last played, at offset
    // 8 + 11026 - 17, is 127. DPPISTOL has 14 tones starting 30, 31, 32.
    const wad::Archive& a = iwad("freedoom2.wad");
    const auto s = assets::decode_digital_sound(a.require("DSPISTOL").data, "DSPISTOL");
    EXPECT_EQ(s.sample_rate, 22050);
    EXPECT_EQ(s.declared_samples, 11026u);
    ASSERT_EQ(s.samples.size(), 11026u - 32u);
    EXPECT_EQ(s.samples.front(), 156);
    EXPECT_EQ(s.samples.back(), 127);
    const auto p = assets::decode_pc_speaker_sound(a.require("DPPISTOL").data, "DPPISTOL");
    ASSERT_EQ(p.tones.size(), 14u);
    EXPECT_EQ(p.tones[0], 30);
    EXPECT_EQ(p.tones[2], 32);
}

TEST(Sound, ShortSoundsPlayNothing) {
    Bytes b;
    b.u16(3).u16(11025).u32(48).fill(48, 128);
    const auto s = assets::decode_digital_sound(b, "short");
    EXPECT_EQ(s.declared_samples, 48u);
    EXPECT_TRUE(s.samples.empty());
    Bytes c;
    c.u16(3).u16(11025).u32(49).fill(16, 128).u8(200).fill(32, 128);
    const auto t = assets::decode_digital_sound(c, "shortest played");
    ASSERT_EQ(t.samples.size(), 17u);
    EXPECT_EQ(t.samples[0], 200);
}

TEST(Sound, TruncatedDigitalSound) {
    Bytes b;
    b.u16(3).u16(11025).u32(1000).fill(500, 128);
    const std::string m = error_of([&] { assets::decode_digital_sound(b, "mod.wad: lump DSBOOM"); });
    EXPECT_NE(m.find("mod.wad: lump DSBOOM: sound claims 1000 samples but the lump holds 500"), std::string::npos) << m;
    EXPECT_NE(error_of([&] { assets::decode_digital_sound(std::vector<std::uint8_t>{3, 0, 0x11}, "x"); })
                  .find("too short for a digital sound header"),
              std::string::npos);
}

TEST(Sound, WrongFormats) {
    Bytes b;
    b.u16(2).u16(11025).u32(0);
    EXPECT_NE(error_of([&] { assets::decode_digital_sound(b, "x"); }).find("sound format is 2, not 3"),
              std::string::npos);
    EXPECT_NE(error_of([&] { assets::decode_pc_speaker_sound(b, "x"); }).find("sound format is 2, not 0"),
              std::string::npos);
    Bytes speaker;
    speaker.u16(0).u16(10).fill(3, 1);
    EXPECT_NE(error_of([&] { assets::decode_pc_speaker_sound(speaker, "x"); })
                  .find("claims 10 tones but the lump holds 3"),
              std::string::npos);
}

}  // namespace
