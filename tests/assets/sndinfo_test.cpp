// SNDINFO: logical names, aliases, random sets and ambient sounds as ZDoom
// and dsda-doom read them (ZDoom wiki's SNDINFO page, dsda-doom's
// docs/sndinfo.md), each bad statement refused with its line and column
// while the rest is kept, and the lumps of a stack read in order.
#include <gtest/gtest.h>

#include "assets/sndinfo.h"
#include "base/log.h"
#include "wad_builder.h"

namespace {

assets::SndInfo parse(std::string_view text, std::vector<std::string>& diagnostics) {
    base::set_log_quiet(true);
    assets::SndInfo info;
    assets::parse_sndinfo(text, "t.wad: lump SNDINFO", info, diagnostics);
    return info;
}

TEST(SndInfo, NamesAliasesAndRandomSets) {
    std::vector<std::string> diagnostics;
    const assets::SndInfo info = parse(
        "World/Wind  dswind   // ZDoom's form\n"
        "bell = \"k_bell\"     /* dsda-doom's, with a quoted lump */\n"
        "\"spaced name\" DSX\n"
        "$alias misc/chime Bell\n"
        "$random thunder { world/wind\n"
        "    bell }\n",
        diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(info.sounds.at("world/wind"), "DSWIND");
    EXPECT_EQ(info.sounds.at("bell"), "K_BELL");
    EXPECT_EQ(info.sounds.at("spaced name"), "DSX");
    EXPECT_EQ(info.aliases.at("misc/chime"), "bell");
    EXPECT_EQ(info.randoms.at("thunder"), (std::vector<std::string>{"world/wind", "bell"}));
}

TEST(SndInfo, AmbientSoundsTakeTheirTypeModeAndVolume) {
    std::vector<std::string> diagnostics;
    const assets::SndInfo info = parse(
        "$ambient 1 wolf world random 30.0 60.0 0.5\n"
        "$ambient 2 waterfall point 2.0 continuous 1.0\n"
        "$ambient 3 bell periodic 60.0 1.5\n"
        "$ambient 4 drip point periodic 0.5 0.25\n"
        "$ambient 5 hum surround continuous 0.8\n",
        diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(info.ambients.size(), 5u);
    const assets::SndAmbient& wolf = info.ambients.at(1);
    EXPECT_EQ(wolf.sound, "wolf");
    EXPECT_EQ(wolf.attenuation, 0);
    EXPECT_EQ(wolf.min_tics, 1050);
    EXPECT_EQ(wolf.max_tics, 2100);
    EXPECT_EQ(wolf.volume, 0.5);
    const assets::SndAmbient& waterfall = info.ambients.at(2);
    EXPECT_EQ(waterfall.attenuation, 2.0);
    EXPECT_EQ(waterfall.min_tics, -1);
    EXPECT_EQ(waterfall.max_tics, -1);
    EXPECT_EQ(info.ambients.at(3).min_tics, 2100);
    EXPECT_EQ(info.ambients.at(3).volume, 1.0);  // held to 1
    EXPECT_EQ(info.ambients.at(4).attenuation, 1.0);  // a point's default
    EXPECT_EQ(info.ambients.at(4).min_tics, 17);      // 0.5 s, truncated
    EXPECT_EQ(info.ambients.at(5).attenuation, 0);
}

TEST(SndInfo, BadStatementsAreNamedAndLeftOut) {
    std::vector<std::string> diagnostics;
    const assets::SndInfo info = parse(
        "good DSGOOD\n"
        "lonely\n"
        "$ambient x wolf world continuous 1\n"
        "$ambient 6 wolf sometimes 1\n"
        "$ambient 7 wolf periodic 0 1\n"
        "$ambient 8 wolf continuous\n"
        "toolong LUMPNAME9\n"
        "$random r { a b\n",
        diagnostics);
    EXPECT_EQ(info.sounds.size(), 1u);
    EXPECT_TRUE(info.ambients.empty());
    EXPECT_TRUE(info.randoms.empty());
    ASSERT_EQ(diagnostics.size(), 7u);
    EXPECT_EQ(diagnostics[0], "t.wad: lump SNDINFO:2:1: sound 'lonely' names no lump; left out");
    EXPECT_NE(diagnostics[1].find("SNDINFO:3:1: $ambient needs its index first"), std::string::npos);
    EXPECT_NE(diagnostics[2].find("SNDINFO:4:17: $ambient 6: 'sometimes' is no mode"), std::string::npos);
    EXPECT_NE(diagnostics[3].find("SNDINFO:5:"), std::string::npos);
    EXPECT_NE(diagnostics[3].find("would play every tic"), std::string::npos);
    EXPECT_NE(diagnostics[4].find("SNDINFO:6:"), std::string::npos);
    EXPECT_NE(diagnostics[4].find("needs its volume last"), std::string::npos);
    EXPECT_NE(diagnostics[5].find("SNDINFO:7:9: 'LUMPNAME9' is no lump name"), std::string::npos);
    EXPECT_NE(diagnostics[6].find("SNDINFO:8:1: $random r has no closing }"), std::string::npos);
}

// Other games' blocks are skipped; commands not played are listed once;
// a later definition of a name replaces the earlier, whatever its kind.
TEST(SndInfo, OtherGamesBlocksSkippedAndLaterDefinitionsWin) {
    std::vector<std::string> diagnostics;
    const assets::SndInfo info = parse(
        "$ifheretic\nhidden DSHID\n$endif\n$ifdoom\nshown DSSHOW\n$endif\n"
        "$limit shown 2\n$pitchshift shown 3\n$limit bell 1\n"
        "name DSONE\n$alias name shown\nother DSTWO\nother DSTHREE\n",
        diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_FALSE(info.sounds.contains("hidden"));
    EXPECT_EQ(info.sounds.at("shown"), "DSSHOW");
    EXPECT_EQ(info.skipped, (std::vector<std::string>{"$limit", "$pitchshift"}));
    EXPECT_FALSE(info.sounds.contains("name"));
    EXPECT_EQ(info.aliases.at("name"), "shown");
    EXPECT_EQ(info.sounds.at("other"), "DSTHREE");
}

std::vector<std::uint8_t> text_bytes(std::string_view text) { return {text.begin(), text.end()}; }

// ZDoom's own names for Doom's sounds come first, left out silently where
// the WADs lack the lump (ZDoom's extras, the 2024 re-release's); every
// SNDINFO lump of the stack follows in order, the later winning.
TEST(SndInfo, ZDoomsDoomNamesComeFirstAndTheWadsLumpsOverrideThem) {
    base::set_log_quiet(true);
    wad::Archive a;
    a.add_file(wad::File::parse("base.wad", asset_tests::WadBuilder()
                                                .lump("DSDOROPN", {3, 0})
                                                .lump("DSPISTOL", {3, 0})
                                                .lump("DSPOSIT1", {3, 0})
                                                .lump("DSPOSIT3", {3, 0})
                                                .lump("SNDINFO", text_bytes("misc/secret DSPISTOL\nmine DSPOSIT1\n"))
                                                .bytes()));
    a.add_file(wad::File::parse("mod.wad",
                                asset_tests::WadBuilder().lump("SNDINFO", text_bytes("mine DSPOSIT3\n")).bytes()));
    std::vector<std::string> diagnostics;
    const assets::SndInfo info = assets::load_sndinfo(a, diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(info.sounds.at("doors/dr1_open"), "DSDOROPN");
    EXPECT_EQ(info.sounds.at("weapons/pistol"), "DSPISTOL");
    EXPECT_FALSE(info.sounds.contains("doors/dr1_clos"));  // no DSDORCLS in these WADs
    EXPECT_FALSE(info.sounds.contains("weapons/railgf"));
    EXPECT_EQ(info.sounds.at("misc/secret"), "DSPISTOL");
    EXPECT_EQ(info.sounds.at("mine"), "DSPOSIT3");
    // A random set keeps the choices the WADs have.
    EXPECT_EQ(info.randoms.at("grunt/sight"), (std::vector<std::string>{"grunt/sight1", "grunt/sight3"}));
    EXPECT_FALSE(info.randoms.contains("imp/sight"));
}

}  // namespace
