// Sprite frames and rotations.
#include <gtest/gtest.h>

#include <set>

#include "assets/sprites.h"
#include "base/error.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;
using asset_tests::make_picture;
using asset_tests::WadBuilder;

std::vector<std::uint8_t> pic() { return make_picture(1, 1, 0, 0, {{{0, {1}}}}); }

std::string error_of(const wad::Archive& a, std::string_view name) {
    const std::string_view names[] = {name};
    try {
        assets::build_sprites(a, names);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST(Sprites, EverySpriteOfBothIwadsBuilds) {
    for (const char* wad_name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = iwad(wad_name);
        std::set<std::string> prefixes;
        for (std::size_t lump : a.in_namespace(wad::Namespace::Sprites)) prefixes.insert(a.lump(lump).name.substr(0, 4));
        std::vector<std::string_view> names(prefixes.begin(), prefixes.end());
        const auto set = assets::build_sprites(a, names);
        ASSERT_EQ(set.sprites.size(), names.size());
        for (const auto& def : set.sprites) {
            EXPECT_FALSE(def.frames.empty()) << def.name;
            for (const auto& frame : def.frames)
                for (const auto& r : frame.rotations) EXPECT_LT(r.picture, set.pictures.size());
        }
    }
}

TEST(Sprites, MirroredRotationsAndSingleFrames) {
    // freedoom2 has TROOA1, TROOA2A8, TROOA3A7, TROOA4A6, TROOA5 and the
    // single-picture PLAYN0 (listed from the WAD directory with Python).
    const wad::Archive& a = iwad("freedoom2.wad");
    const std::string_view names[] = {"TROO", "PLAY", "NONE"};
    const auto set = assets::build_sprites(a, names);
    const auto& troo = set.sprites[0].frames.at(0);
    EXPECT_TRUE(troo.rotates);
    EXPECT_EQ(troo.rotations[0].lump, *a.find("TROOA1", wad::Namespace::Sprites));
    EXPECT_FALSE(troo.rotations[0].flipped);
    EXPECT_EQ(troo.rotations[1].lump, *a.find("TROOA2A8", wad::Namespace::Sprites));
    EXPECT_FALSE(troo.rotations[1].flipped);
    EXPECT_EQ(troo.rotations[7].lump, troo.rotations[1].lump);
    EXPECT_TRUE(troo.rotations[7].flipped);
    EXPECT_EQ(troo.rotations[7].picture, troo.rotations[1].picture);
    EXPECT_EQ(troo.rotations[5].lump, *a.find("TROOA4A6", wad::Namespace::Sprites));
    EXPECT_TRUE(troo.rotations[5].flipped);

    const auto& play = set.sprites[1];
    ASSERT_EQ(play.frames.size(), 23u);  // A..W, the death frames included
    const auto& n = play.frames[13];
    EXPECT_FALSE(n.rotates);
    for (const auto& r : n.rotations) EXPECT_EQ(r.lump, *a.find("PLAYN0", wad::Namespace::Sprites));
    EXPECT_TRUE(set.sprites[2].frames.empty());  // no lumps: no frames, as vanilla
}

TEST(Sprites, RotationZeroAndRotationsInOneFrame) {
    const auto a = WadBuilder().lump("S_START").lump("BADSA0", pic()).lump("BADSA1", pic()).lump("S_END").archive("mod.wad");
    const std::string m = error_of(a, "BADS");
    EXPECT_NE(m.find("mod.wad: sprite BADS frame A has both rotations and a rotation-0 lump"), std::string::npos) << m;
}

TEST(Sprites, MissingRotation) {
    WadBuilder b;
    b.lump("S_START");
    for (const char* n : {"GAPPA1", "GAPPA2A8", "GAPPA3A7", "GAPPA5"}) b.lump(n, pic());
    const auto a = b.lump("S_END").archive();
    const std::string m = error_of(a, "GAPP");
    EXPECT_NE(m.find("sprite GAPP frame A is missing rotation 4"), std::string::npos) << m;
}

TEST(Sprites, MissingFrame) {
    const auto a = WadBuilder().lump("S_START").lump("SKIPA0", pic()).lump("SKIPC0", pic()).lump("S_END").archive();
    const std::string m = error_of(a, "SKIP");
    EXPECT_NE(m.find("no lumps found for sprite SKIP frame B"), std::string::npos) << m;
}

TEST(Sprites, TwoLumpsForOneRotation) {
    const auto a =
        WadBuilder().lump("S_START").lump("TWOSA1A2", pic()).lump("TWOSA2", pic()).lump("S_END").archive();
    const std::string m = error_of(a, "TWOS");
    EXPECT_NE(m.find("sprite TWOS frame A rotation 2 has two lumps mapped to it"), std::string::npos) << m;
    const auto b = WadBuilder().lump("S_START").lump("DUPLA0", pic()).lump("DUPLA0B0", pic()).lump("S_END").archive();
    EXPECT_NE(error_of(b, "DUPL").find("frame A has two rotation-0 lumps"), std::string::npos);
}

TEST(Sprites, BadFrameCharacters) {
    const auto a = WadBuilder().lump("S_START").lump("ODDSA9", pic()).lump("S_END").archive();
    EXPECT_NE(error_of(a, "ODDS").find("lump ODDSA9 has bad frame characters"), std::string::npos);
    const auto b = WadBuilder().lump("S_START").lump("ODDS^0", pic()).lump("S_END").archive();
    EXPECT_NE(error_of(b, "ODDS").find("lump ODDS^0 has bad frame characters"), std::string::npos);
    const auto c = WadBuilder().lump("S_START").lump("ODDSA", pic()).lump("S_END").archive();
    EXPECT_NE(error_of(c, "ODDS").find("lump ODDSA has bad frame characters"), std::string::npos);
}

TEST(Sprites, ALaterWadReplacesALumpOfTheSameName) {
    wad::Archive a;
    a.add_file(wad::File::parse("base.wad", WadBuilder().lump("S_START").lump("REPLA0", pic()).lump("S_END").bytes()));
    a.add_file(wad::File::parse(
        "mod.wad", WadBuilder().lump("S_START").lump("REPLA0", make_picture(2, 1, 0, 0, {{}, {}})).lump("S_END").bytes()));
    const std::string_view names[] = {"REPL"};
    const auto set = assets::build_sprites(a, names);
    ASSERT_EQ(set.sprites[0].frames.size(), 1u);
    const auto& r = set.sprites[0].frames[0].rotations[0];
    EXPECT_EQ(a.lump(r.lump).file, 1u);
    EXPECT_EQ(set.pictures[r.picture].width, 2);
}

}  // namespace
