// The GENMIDI OPL instrument bank.
#include <gtest/gtest.h>

#include "assets/genmidi.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;

TEST(Genmidi, BothIwadsDecode) {
    // From the lump bytes (Python): instrument 0 is "Acoustic Grand Piano",
    // flags 0, fine tuning 128; voice 0's modulator bytes are 16, 144, 246,
    // 0, 0, 28, feedback 10, carrier 16, 161, 245, 0, 128, 0, note offset 0;
    // instrument 174 is "Open Triangle".
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const auto g = assets::decode_genmidi(iwad(name).require("GENMIDI").data, name);
        const auto& piano = g.instruments[0];
        EXPECT_EQ(piano.name, "Acoustic Grand Piano");
        EXPECT_EQ(piano.flags, 0);
        EXPECT_EQ(piano.fine_tuning, 128);
        const auto& v = piano.voices[0];
        EXPECT_EQ(v.modulator.characteristic, 16);
        EXPECT_EQ(v.modulator.attack, 144);
        EXPECT_EQ(v.modulator.sustain, 246);
        EXPECT_EQ(v.modulator.level, 28);
        EXPECT_EQ(v.feedback, 10);
        EXPECT_EQ(v.carrier.attack, 161);
        EXPECT_EQ(v.carrier.key_scale, 128);
        EXPECT_EQ(v.base_note_offset, 0);
        EXPECT_EQ(piano.voices[1].modulator.level, 63);
        EXPECT_EQ(g.instruments[174].name, "Open Triangle");
    }
}

TEST(Genmidi, BadHeaderAndShortBank) {
    std::vector<std::uint8_t> bytes(11908, 0);
    try {
        assets::decode_genmidi(bytes, "mod.wad: lump GENMIDI");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("no \"#OPL_II#\" header"), std::string::npos) << e.what();
    }
    const std::string magic = "#OPL_II#";
    std::copy(magic.begin(), magic.end(), bytes.begin());
    EXPECT_NO_THROW(assets::decode_genmidi(bytes, "ok"));
    bytes.resize(5000);
    try {
        assets::decode_genmidi(bytes, "mod.wad: lump GENMIDI");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("GENMIDI is 5000 bytes, need 11908"), std::string::npos) << e.what();
    }
}

}  // namespace
