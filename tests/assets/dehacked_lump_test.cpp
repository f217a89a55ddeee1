// Finding DEHACKED lumps.
#include <gtest/gtest.h>

#include "assets/dehacked_lump.h"
#include "wad_builder.h"

namespace {

TEST(DehackedLump, FoundInStackOrder) {
    wad::Archive a;
    a.add_file(wad::File::parse("one.wad", asset_tests::WadBuilder().lump("DEHACKED", {'a'}).lump("X").bytes()));
    a.add_file(wad::File::parse("two.wad", asset_tests::WadBuilder().lump("Y").lump("DEHACKED", {'b'}).bytes()));
    const auto lumps = assets::find_dehacked_lumps(a);
    ASSERT_EQ(lumps.size(), 2u);
    EXPECT_EQ(a.lump(lumps[0]).data[0], 'a');
    EXPECT_EQ(a.lump(lumps[1]).data[0], 'b');
    EXPECT_LT(lumps[0], lumps[1]);
}

TEST(DehackedLump, FreedoomCarriesOne) {
    // Both IWADs have one DEHACKED lump (20029 and 19765 bytes).
    const auto& a = asset_tests::iwad("freedoom2.wad");
    const auto lumps = assets::find_dehacked_lumps(a);
    ASSERT_EQ(lumps.size(), 1u);
    EXPECT_EQ(a.lump(lumps[0]).data.size(), 19765u);
}

}  // namespace
