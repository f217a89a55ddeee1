// TRAKINFO (assets/trakinfo.h): entries keyed by a music lump's SHA-1,
// comments allowed, a later lump replacing an earlier entry, every bad
// entry left out with its place; and the alternative chosen for a lump's
// bytes.
#include "assets/trakinfo.h"

#include <gtest/gtest.h>

#include <string>

#include "base/sha1.h"
#include "wad_builder.h"

namespace {

constexpr const char* kDigest = "0123456789abcdef0123456789abcdef01234567";

std::vector<std::uint8_t> bytes(const std::string& s) { return {s.begin(), s.end()}; }

TEST(Trakinfo, ReadsEachDigestsRecordingsWithCommentsAround) {
    const std::string text = R"(// the re-release's music
{
  /* the first track */
  "0123456789ABCDEF0123456789ABCDEF01234567": {"Remixed": "d_e1m1rm", "MIDI": "D_E1M1MD", "Title": "x // y"},
  "ffffffffffffffffffffffffffffffffffffffff": {"MIDI": null}
})";
    assets::TrackInfo info;
    std::vector<std::string> diagnostics;
    assets::parse_trakinfo(text, "x.wad: lump TRAKINFO", info, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    ASSERT_EQ(info.size(), 2u);
    const assets::TrackAlternatives& first = info.at(kDigest);  // keys are kept in lower case
    EXPECT_EQ(first.remixed, "D_E1M1RM");
    EXPECT_EQ(first.midi, "D_E1M1MD");
    EXPECT_EQ(info.at(std::string(40, 'f')).midi, "");
}

TEST(Trakinfo, BadEntriesAreLeftOutWithTheirPlace) {
    const std::string text = R"({
  "not a digest": {"MIDI": "D_X"},
  "0123456789abcdef0123456789abcdef0123456z": {"MIDI": "D_X"},
  "0123456789abcdef0123456789abcdef01234567": [],
  "1123456789abcdef0123456789abcdef01234567": {"MIDI": "TOOLONGNAME"},
  "2123456789abcdef0123456789abcdef01234567": {"Remixed": 5},
  "3123456789abcdef0123456789abcdef01234567": {"MIDI": "D_GOOD"}
})";
    assets::TrackInfo info;
    std::vector<std::string> diagnostics;
    assets::parse_trakinfo(text, "x.wad: lump TRAKINFO", info, diagnostics);
    ASSERT_EQ(info.size(), 1u);
    ASSERT_EQ(diagnostics.size(), 5u);
    EXPECT_EQ(diagnostics[0].rfind("x.wad: lump TRAKINFO:2:", 0), 0u) << diagnostics[0];
    EXPECT_NE(diagnostics[0].find("not a SHA-1 digest"), std::string::npos) << diagnostics[0];
    EXPECT_NE(diagnostics[2].find("not an object"), std::string::npos) << diagnostics[2];
    EXPECT_NE(diagnostics[3].find("must name lumps"), std::string::npos) << diagnostics[3];
    for (const std::string& d : diagnostics) EXPECT_NE(d.find("; left out"), std::string::npos) << d;
}

TEST(Trakinfo, ADocumentThatIsNotAnObjectAddsNothing) {
    for (const std::string text : {"[1, 2]", "{\"a\": ", "/* never closed"}) {
        assets::TrackInfo info;
        std::vector<std::string> diagnostics;
        assets::parse_trakinfo(text, "x.wad: lump TRAKINFO", info, diagnostics);
        EXPECT_TRUE(info.empty()) << text;
        ASSERT_EQ(diagnostics.size(), 1u) << text;
        EXPECT_NE(diagnostics[0].find("its tracks are left out"), std::string::npos) << diagnostics[0];
    }
}

TEST(Trakinfo, EveryLumpIsReadTheLaterWinning) {
    wad::Archive a;
    const std::string first = std::string("{\"") + kDigest + R"(": {"MIDI": "D_OLD", "Remixed": "D_RM"}})";
    const std::string second = std::string("{\"") + kDigest + R"(": {"MIDI": "D_NEW"}})";
    a.add_file(wad::File::parse("base.wad", asset_tests::WadBuilder().lump("TRAKINFO", bytes(first)).bytes()));
    a.add_file(wad::File::parse("mod.wad", asset_tests::WadBuilder().lump("TRAKINFO", bytes(second)).bytes()));
    std::vector<std::string> diagnostics;
    const assets::TrackInfo info = assets::load_trakinfo(a, diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(info.size(), 1u);
    EXPECT_EQ(info.at(kDigest).midi, "D_NEW");
    EXPECT_EQ(info.at(kDigest).remixed, "");  // the whole entry is replaced, as Woof replaces it
}

TEST(Trakinfo, TheAlternativeIsFoundByTheLumpsDigest) {
    const std::vector<std::uint8_t> music = bytes("MUS\x1a some score");
    assets::TrackInfo info;
    info[base::sha1_hex(music)] = {"D_REMIX", "D_MIDI"};
    EXPECT_EQ(assets::track_alternative(info, music, assets::ExtraMusic::Midi), "D_MIDI");
    EXPECT_EQ(assets::track_alternative(info, music, assets::ExtraMusic::Remixed), "D_REMIX");
    EXPECT_EQ(assets::track_alternative(info, music, assets::ExtraMusic::Off), "");
    EXPECT_EQ(assets::track_alternative(info, bytes("MUS\x1a another"), assets::ExtraMusic::Midi), "");
}

}  // namespace
