// Flats and their vanilla numbering.
#include <gtest/gtest.h>

#include "assets/flat.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;

TEST(Flat, EveryFlatOfBothIwadsDecodesWithVanillaNumbering) {
    // From the WAD directories (Python): F_START is lump 3408 and F_END 3648
    // in freedoom2, 2840 and 3080 in freedoom1, so both have 239 flat
    // numbers, the inner F1_START/F1_END/F2_*/F3_* markers included.
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const auto flats = assets::FlatSet::load(iwad(name));
        ASSERT_EQ(flats.size(), 239u) << name;
        EXPECT_EQ(flats.flat(0).name, "F1_START");
        EXPECT_TRUE(flats.flat(0).pixels.empty());
        std::size_t with_pixels = 0;
        for (std::size_t i = 0; i < flats.size(); ++i)
            if (!flats.flat(i).pixels.empty()) {
                EXPECT_EQ(flats.flat(i).pixels.size(), 4096u) << flats.flat(i).name;
                ++with_pixels;
            }
        EXPECT_EQ(with_pixels, 239u - 6u) << name;  // six inner markers
    }
}

TEST(Flat, NamesFindTheirNumberAndPixels) {
    const wad::Archive& a = iwad("freedoom2.wad");
    const auto flats = assets::FlatSet::load(a);
    const auto nukage1 = flats.find("nukage1");
    ASSERT_TRUE(nukage1);
    EXPECT_EQ(flats.flat(*nukage1).lump, *a.find("NUKAGE1", wad::Namespace::Flats));
    EXPECT_EQ(flats.flat(*nukage1).lump - *a.find("F_START") - 1, *nukage1);
    const auto& raw = a.lump(flats.flat(*nukage1).lump).data;
    EXPECT_TRUE(std::equal(raw.begin(), raw.begin() + 4096, flats.flat(*nukage1).pixels.begin()));
    EXPECT_FALSE(flats.find("NOSUCHFL"));
}

TEST(Flat, ShortFlatIsAnErrorLongerIsCut) {
    try {
        assets::decode_flat(std::vector<std::uint8_t>(4000, 1), "mod.wad: lump FLOOR9");
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        const std::string m = e.what();
        EXPECT_NE(m.find("mod.wad: lump FLOOR9: flat is 4000 bytes, need 4096"), std::string::npos) << m;
    }
    std::vector<std::uint8_t> longer(5000, 3);
    longer[4095] = 9;
    const auto pixels = assets::decode_flat(longer, "long");
    EXPECT_EQ(pixels.size(), 4096u);
    EXPECT_EQ(pixels[4095], 9);
}

TEST(Flat, ShortFlatInAWadNamesTheLump) {
    const auto a = asset_tests::WadBuilder()
                       .lump("F_START")
                       .lump("GOOD", std::vector<std::uint8_t>(4096, 1))
                       .lump("TINY", std::vector<std::uint8_t>(10, 1))
                       .lump("F_END")
                       .archive("tiny.wad");
    try {
        assets::FlatSet::load(a);
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("tiny.wad: lump TINY: flat is 10 bytes"), std::string::npos) << e.what();
    }
}

}  // namespace
