// Sound lumps: every DMX sound of both Freedoom IWADs decodes; PWAD
// replacements and DeHackEd renames are what plays; broken lumps are left
// out with a message naming them.
#include "audio/sound_bank.h"

#include <gtest/gtest.h>

#include "audio/test_wad.h"

namespace audio {
namespace {

TEST(SoundBank, EveryFreedoomSoundDecodesWithoutPadding) {
    for (const char* iwad : {"/usr/share/games/doom/freedoom1.wad", "/usr/share/games/doom/freedoom2.wad"}) {
        wad::Archive archive;
        archive.add_file(iwad);
        sim::Definitions defs;
        std::vector<std::string> problems;
        const SoundBank bank = SoundBank::load(archive, defs, problems);
        EXPECT_TRUE(problems.empty()) << iwad << ": " << (problems.empty() ? "" : problems.front());
        const SoundSample* pistol = bank.find(sim::sfx_pistol);
        ASSERT_NE(pistol, nullptr) << iwad;
        EXPECT_GT(pistol->sample_rate, 0);
        // The lump's declared count less the 32 padding bytes DMX skips.
        const auto& lump = archive.require("DSPISTOL").data;
        const std::uint32_t declared = lump[4] | (lump[5] << 8) | (lump[6] << 16) | (std::uint32_t{lump[7]} << 24);
        EXPECT_EQ(pistol->samples.size(), declared - 32) << iwad;
    }
}

TEST(SoundBank, PwadReplacementsAndDehackedRenamesArePlayed) {
    wad::Archive archive;
    archive.add_file(testing::make_pwad({{"DSPISTOL", testing::dmx_sound(11025, std::vector<std::uint8_t>(100, 1))}}));
    archive.add_file(testing::make_pwad({{"DSPISTOL", testing::dmx_sound(22050, std::vector<std::uint8_t>(200, 2))},
                                         {"DSNEWGUN", testing::dmx_sound(8000, std::vector<std::uint8_t>(300, 3))}}));
    sim::Definitions defs;
    std::vector<std::string> problems;
    SoundBank bank = SoundBank::load(archive, defs, problems);
    ASSERT_NE(bank.find(sim::sfx_pistol), nullptr);
    EXPECT_EQ(bank.find(sim::sfx_pistol)->sample_rate, 22050);  // the later file wins
    EXPECT_EQ(bank.find(sim::sfx_pistol)->samples, std::vector<std::uint8_t>(200, 2));

    defs.sound_names[sim::sfx_shotgn] = "newgun";
    EXPECT_EQ(sound_lump_name(defs, sim::sfx_shotgn), "DSNEWGUN");
    bank = SoundBank::load(archive, defs, problems);
    ASSERT_NE(bank.find(sim::sfx_shotgn), nullptr);
    EXPECT_EQ(bank.find(sim::sfx_shotgn)->sample_rate, 8000);
    EXPECT_TRUE(problems.empty());
}

TEST(SoundBank, BrokenLumpsAreNamedAndLeftOut) {
    std::vector<std::uint8_t> truncated = testing::dmx_sound(11025, std::vector<std::uint8_t>(500, 128));
    truncated.resize(100);
    std::vector<std::uint8_t> absurd = testing::dmx_sound(11025, std::vector<std::uint8_t>(100, 128));
    absurd[4] = absurd[5] = absurd[6] = absurd[7] = 0xff;
    std::vector<std::uint8_t> not_digital = testing::dmx_sound(11025, std::vector<std::uint8_t>(100, 128));
    not_digital[0] = 2;
    wad::Archive archive;
    archive.add_file(testing::make_pwad({{"DSPISTOL", truncated},
                                         {"DSSHOTGN", testing::dmx_sound(0, std::vector<std::uint8_t>(100, 128))},
                                         {"DSSGCOCK", testing::dmx_sound(500, std::vector<std::uint8_t>(100, 128))},
                                         {"DSDSHTGN", absurd},
                                         {"DSDBOPN", not_digital},
                                         {"DSDBCLS", {1, 2, 3}},
                                         {"DSPLASMA", testing::dmx_sound(11025, std::vector<std::uint8_t>(100, 128))}}));
    sim::Definitions defs;
    std::vector<std::string> problems;
    const SoundBank bank = SoundBank::load(archive, defs, problems);
    ASSERT_EQ(problems.size(), 6u);
    const char* names[] = {"DSPISTOL", "DSSHOTGN", "DSSGCOCK", "DSDSHTGN", "DSDBOPN", "DSDBCLS"};
    for (std::size_t i = 0; i < 6; ++i) EXPECT_NE(problems[i].find(names[i]), std::string::npos) << problems[i];
    EXPECT_EQ(bank.find(sim::sfx_pistol), nullptr);
    EXPECT_NE(bank.find(sim::sfx_plasma), nullptr);
}

}  // namespace
}  // namespace audio
