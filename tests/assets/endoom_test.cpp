// The ENDOOM text screen.
#include <gtest/gtest.h>

#include "assets/endoom.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

TEST(Endoom, BothIwadsDecode) {
    // From the lump bytes (Python): the first cells are character 219 with
    // attribute 127, the last is a space (32) with attribute 7.
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const auto e = assets::decode_endoom(asset_tests::iwad(name).require("ENDOOM").data, name);
        EXPECT_EQ(e.character(0, 0), 219);
        EXPECT_EQ(e.attribute(0, 0), 127);
        EXPECT_EQ(e.character(1, 0), 219);
        EXPECT_EQ(e.character(79, 24), 32);
        EXPECT_EQ(e.attribute(79, 24), 7);
    }
}

TEST(Endoom, ShortLumpIsAnError) {
    try {
        assets::decode_endoom(std::vector<std::uint8_t>(3999, 0), "mod.wad: lump ENDOOM");
        FAIL();
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("mod.wad: lump ENDOOM: ENDOOM is 3999 bytes, need 4000"),
                  std::string::npos)
            << e.what();
    }
    std::vector<std::uint8_t> bytes(4000, 0);
    bytes[(2 * 80 + 3) * 2] = 'A';
    bytes[(2 * 80 + 3) * 2 + 1] = 0x1F;
    const auto e = assets::decode_endoom(bytes, "ok");
    EXPECT_EQ(e.character(3, 2), 'A');
    EXPECT_EQ(e.attribute(3, 2), 0x1F);
}

}  // namespace
