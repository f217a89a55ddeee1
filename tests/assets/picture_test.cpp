// The picture (patch) format.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "assets/lump_context.h"
#include "assets/picture.h"
#include "base/error.h"
#include "support/oracle_png.h"
#include "support/test_support.h"
#include "wad_builder.h"

namespace {

using asset_tests::iwad;
using asset_tests::make_picture;

std::string error_of(const std::vector<std::uint8_t>& bytes) {
    try {
        assets::decode_picture(bytes, "mod.wad: lump BROKEN");
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

// Global lumps that are not pictures: map lumps are excluded separately.
bool is_global_picture(const std::string& n) {
    static const std::set<std::string> not_pictures{"PLAYPAL", "COLORMAP", "GENMIDI", "ENDOOM", "TEXTURE1",
                                                    "TEXTURE2", "PNAMES",  "DEHACKED", "FREEDOOM",
                                                    "DBIGFONT"};  // a ZDoom font, not a picture
    if (not_pictures.count(n)) return false;
    for (const char* prefix : {"D_", "DS", "DP", "DEMO", "DMX"})
        if (n.rfind(prefix, 0) == 0) return false;
    return true;
}

TEST(Picture, EveryPatchSpriteAndScreenGraphicDecodes) {
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        const wad::Archive& a = iwad(name);
        std::set<std::size_t> map_lumps;
        for (const auto& m : a.maps()) {
            map_lumps.insert(m.marker);
            for (const auto& [lump_name, index] : m.lumps) map_lumps.insert(index);
        }
        std::size_t decoded = 0;
        for (std::size_t i = 0; i < a.lumps().size(); ++i) {
            const wad::Lump& l = a.lump(i);
            bool picture = false;
            if (l.ns == wad::Namespace::Patches || l.ns == wad::Namespace::Sprites)
                picture = !l.data.empty();  // the P1_START … inner markers are empty
            else if (l.ns == wad::Namespace::Global)
                picture = !l.data.empty() && !map_lumps.count(i) && is_global_picture(l.name);
            if (!picture) continue;
            SCOPED_TRACE(assets::lump_context(a, i));
            const auto p = assets::decode_picture(l.data, assets::lump_context(a, i));
            EXPECT_GT(p.width, 0);
            EXPECT_EQ(p.columns.size(), static_cast<std::size_t>(p.width));
            ++decoded;
        }
        // Counted with a Python script over the WAD directory: the non-empty
        // lumps between P_/S_ markers plus the global lumps that are neither
        // map lumps nor the known non-pictures above.
        EXPECT_EQ(decoded, std::string(name) == "freedoom1.wad" ? 2253u : 2783u) << name;
    }
}

TEST(Picture, LumpContextNamesFileAndLump) {
    const wad::Archive& a = iwad("freedoom2.wad");
    EXPECT_EQ(assets::lump_context(a, *a.find("STBAR")), "freedoom2.wad: lump STBAR");
}

TEST(Picture, StatusBarMatchesTheOracleFrame) {
    // The status bar is drawn with STBAR at (0, 168); the oracle frame shows
    // it wherever no number, the arms panel or the face is drawn over it.
    // The boxes below cover those widgets (vanilla st_stuff.c positions:
    // ammo right-aligned at x 44, health at 90, arms panel 104..143, face
    // box 143..173, armor at 221, keys at 239, ammo counts at 288/314).
    const auto frame = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic1.png");
    ASSERT_EQ(frame.width, 320);
    ASSERT_EQ(frame.height, 200);
    const wad::Archive& a = iwad("freedoom2.wad");
    const auto stbar = assets::decode_picture(a.require("STBAR").data, "freedoom2.wad: lump STBAR");
    ASSERT_EQ(stbar.width, 320);
    ASSERT_EQ(stbar.height, 32);
    EXPECT_EQ(stbar.left_offset, 0);
    EXPECT_EQ(stbar.top_offset, 0);
    struct Box {
        int x0, y0, x1, y1;
    };
    const Box widgets[] = {{0, 170, 48, 188},   {48, 170, 104, 188},  {104, 168, 144, 200}, {143, 168, 174, 200},
                           {175, 170, 236, 188}, {236, 170, 250, 200}, {270, 172, 320, 198}};
    const auto image = stbar.to_indexed();
    int compared = 0;
    for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 320; ++x) {
            bool covered = false;
            for (const Box& b : widgets) covered |= x >= b.x0 && x < b.x1 && y + 168 >= b.y0 && y + 168 < b.y1;
            if (covered) continue;
            const int pixel = image[static_cast<std::size_t>(y * 320 + x)];
            ASSERT_EQ(pixel, frame.at(x, y + 168)) << "x " << x << " y " << y + 168;
            ++compared;
        }
    }
    EXPECT_GT(compared, 3000);
}

TEST(Picture, PostsAndIndexedImage) {
    // Column 0: two posts with a gap; column 1: empty; column 2: a post that
    // runs past the height (kept in the posts, cut from the image).
    const auto bytes = make_picture(3, 4, -2, 7, {{{0, {10, 11}}, {3, {12}}}, {}, {{2, {20, 21, 22}}}});
    const auto p = assets::decode_picture(bytes, "hand-made");
    EXPECT_EQ(p.width, 3);
    EXPECT_EQ(p.height, 4);
    EXPECT_EQ(p.left_offset, -2);
    EXPECT_EQ(p.top_offset, 7);
    ASSERT_EQ(p.columns[0].posts.size(), 2u);
    EXPECT_EQ(p.columns[0].posts[1].top_delta, 3);
    EXPECT_EQ(p.columns[0].posts[1].pixels, std::vector<std::uint8_t>{12});
    EXPECT_TRUE(p.columns[1].posts.empty());
    EXPECT_EQ(p.columns[2].posts[0].pixels.size(), 3u);
    EXPECT_EQ(p.column_offsets[0], 20u);  // 8-byte header + 3 offsets
    const std::vector<std::int16_t> expected{10, -1, -1,  //
                                             11, -1, -1,  //
                                             -1, -1, 20,  //
                                             12, -1, 21};
    EXPECT_EQ(p.to_indexed(), expected);
}

TEST(Picture, TruncatedHeader) {
    const std::string m = error_of({1, 0, 1, 0, 0});
    EXPECT_NE(m.find("mod.wad: lump BROKEN"), std::string::npos) << m;
    EXPECT_NE(m.find("too short for a picture header"), std::string::npos) << m;
}

TEST(Picture, ColumnTableLargerThanTheLump) {
    asset_tests::Bytes b;
    b.u16(100).u16(10).u16(0).u16(0).u32(12);
    const std::string m = error_of(b);
    EXPECT_NE(m.find("column offset table for width 100"), std::string::npos) << m;
}

TEST(Picture, ColumnOffsetPastTheLump) {
    auto bytes = make_picture(2, 4, 0, 0, {{{0, {1}}}, {{0, {2}}}});
    bytes[12] = 0xF0;  // column 1's offset, low byte
    bytes[13] = 0x10;
    const std::string m = error_of(bytes);
    EXPECT_NE(m.find("column 1 offset 4336 is past the end of the lump"), std::string::npos) << m;
}

TEST(Picture, PostRunningPastTheLump) {
    auto bytes = make_picture(1, 8, 0, 0, {{{0, {1, 2, 3}}}});
    bytes.resize(bytes.size() - 3);  // cut into the post's pixels
    const std::string m = error_of(bytes);
    EXPECT_NE(m.find("column 0: post at offset 12 with 3 pixels runs past the end of the lump"), std::string::npos)
        << m;
}

TEST(Picture, ColumnWithoutEndMarker) {
    auto bytes = make_picture(1, 8, 0, 0, {{{0, {1}}}});
    bytes.pop_back();
    const std::string m = error_of(bytes);
    EXPECT_NE(m.find("column 0 has no end marker"), std::string::npos) << m;
}

TEST(Picture, NegativeSize) {
    asset_tests::Bytes b;
    b.u16(-3).u16(4).u16(0).u16(0);
    const std::string m = error_of(b);
    EXPECT_NE(m.find("negative size -3x4"), std::string::npos) << m;
}

}  // namespace
