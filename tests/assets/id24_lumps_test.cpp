// The ID24 lumps a WAD carries are each named once as not read yet.
#include <gtest/gtest.h>

#include "assets/id24_lumps.h"
#include "wad_builder.h"

namespace {

TEST(Id24Lumps, EachOneCarriedIsNamedWithItsFile) {
    wad::Archive a;
    a.add_file(wad::File::parse("base.wad", asset_tests::WadBuilder().lump("PLAYPAL").bytes()));
    a.add_file(wad::File::parse(
        "id24.wad",
        asset_tests::WadBuilder().lump("SKYDEFS", {'{'}).lump("DEMOLOOP", {'{'}).lump("SBARDEF", {'{'}).bytes()));
    const std::vector<std::string> warnings = assets::id24_warnings(a);
    // DEMOLOOP and SKYDEFS are read (assets/demoloop, assets/skydefs), so not named.
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_EQ(warnings[0],
              "id24.wad: lump SBARDEF (ID24: a status bar of the WAD's own) is not read yet; the game goes on "
              "without it");
}

TEST(Id24Lumps, AClassicWadHasNone) {
    EXPECT_TRUE(assets::id24_warnings(asset_tests::iwad("freedoom2.wad")).empty());
}

}  // namespace
