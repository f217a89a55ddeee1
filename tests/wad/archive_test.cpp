// The stacked lump directory: every lump of both Freedoom IWADs in its
// namespace, later files winning, and namespaces kept apart.
//
// Expected numbers come from the WAD directories, read with a short Python
// script (struct.unpack over header and directory; outer markers S_, SS_, F_,
// FF_, P_, PP_ open and close a namespace and are global themselves, numbered
// inner markers such as F1_START are lumps inside it):
//   freedoom1.wad: 3081 lumps; global 996, sprites 848, patches 998, flats 239
//     S_START 990, sprites 991 (BOSSA1) .. 1838 (YSKUB0), S_END 1839,
//     P_START 1840, patches 1841 (P1_START) .. 2838 (P3_END), P_END 2839,
//     F_START 2840, flats 2841 (F1_START) .. 3079 (F3_END), F_END 3080
//   freedoom2.wad: 3649 lumps; global 950, sprites 1461, patches 999, flats 239
//     S_START 944, sprites 945 (BBRNA0) .. 2405 (YSKUB0), S_END 2406,
//     P_START 2407, patches 2408 .. 3406, P_END 3407,
//     F_START 3408, flats 3409 .. 3647, F_END 3648
//   freedoom2.wad lump 352 PLAYPAL: 10752 bytes at offset 9224492;
//     lump 3530 NUKAGE1: 4096 bytes starting 123 125 126.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "support/test_support.h"
#include "wad/archive.h"
#include "wad_image.h"

namespace {

using wad::Namespace;
using wad_tests::WadImage;

struct Layout {
    const char* wad;
    std::size_t total, global, sprites, patches, flats;
    std::size_t s_start, first_sprite, last_sprite;
    const char* first_sprite_name;
    std::size_t p_start, f_start;
};

constexpr Layout kFreedoom1{"freedoom1.wad", 3081, 996, 848, 998, 239, 990, 991, 1838, "BOSSA1", 1840, 2840};
constexpr Layout kFreedoom2{"freedoom2.wad", 3649, 950, 1461, 999, 239, 944, 945, 2405, "BBRNA0", 2407, 3408};

void expect_layout(const Layout& want) {
    SCOPED_TRACE(want.wad);
    wad::Archive a;
    a.add_file(test_support::iwad(want.wad));
    ASSERT_EQ(a.files().size(), 1u);
    EXPECT_TRUE(a.files()[0].is_iwad);
    ASSERT_EQ(a.lumps().size(), want.total);
    EXPECT_EQ(a.in_namespace(Namespace::Global).size(), want.global);
    EXPECT_EQ(a.in_namespace(Namespace::Sprites).size(), want.sprites);
    EXPECT_EQ(a.in_namespace(Namespace::Patches).size(), want.patches);
    EXPECT_EQ(a.in_namespace(Namespace::Flats).size(), want.flats);
    EXPECT_TRUE(a.in_namespace(Namespace::Textures).empty());
    EXPECT_TRUE(a.in_namespace(Namespace::Hires).empty());

    // Every lump points back into its file, with the directory's size.
    for (std::size_t i = 0; i < a.lumps().size(); ++i) {
        const wad::Lump& l = a.lump(i);
        ASSERT_EQ(l.file, 0u);
        ASSERT_EQ(l.index_in_file, i);
        ASSERT_EQ(l.data.size(), a.files()[0].entries[i].size) << l.name;
    }

    // The namespace boundaries: markers are global, what lies between is not.
    auto expect_at = [&](std::size_t i, const char* name, Namespace ns) {
        EXPECT_EQ(a.lump(i).name, name) << "lump " << i;
        EXPECT_EQ(a.lump(i).ns, ns) << "lump " << i << " " << a.lump(i).name;
    };
    expect_at(want.s_start, "S_START", Namespace::Global);
    expect_at(want.first_sprite, want.first_sprite_name, Namespace::Sprites);
    expect_at(want.last_sprite, "YSKUB0", Namespace::Sprites);
    expect_at(want.last_sprite + 1, "S_END", Namespace::Global);
    expect_at(want.p_start, "P_START", Namespace::Global);
    expect_at(want.p_start + 1, "P1_START", Namespace::Patches);
    expect_at(want.f_start - 2, "P3_END", Namespace::Patches);
    expect_at(want.f_start - 1, "P_END", Namespace::Global);
    expect_at(want.f_start, "F_START", Namespace::Global);
    expect_at(want.f_start + 1, "F1_START", Namespace::Flats);
    expect_at(want.total - 2, "F3_END", Namespace::Flats);
    expect_at(want.total - 1, "F_END", Namespace::Global);
    // Inside the flats, the inner markers are in directory order with the flats.
    const auto flats = a.in_namespace(Namespace::Flats);
    EXPECT_EQ(flats.front(), want.f_start + 1);
    EXPECT_EQ(flats.back(), want.total - 2);
}

TEST(Archive, Freedoom1EveryLumpInItsNamespace) { expect_layout(kFreedoom1); }
TEST(Archive, Freedoom2EveryLumpInItsNamespace) { expect_layout(kFreedoom2); }

TEST(Archive, LumpDataIsTheBytesAtTheDirectoryOffset) {
    wad::Archive a;
    a.add_file(test_support::iwad("freedoom2.wad"));
    const auto playpal = a.find("PLAYPAL");
    ASSERT_TRUE(playpal);
    EXPECT_EQ(*playpal, 352u);
    EXPECT_EQ(a.lump(*playpal).data.size(), 10752u);
    EXPECT_EQ(a.lump(*playpal).data.data() - a.files()[0].bytes.data(), 9224492);
    const auto nukage = a.find("nukage1", Namespace::Flats);  // lookups ignore case
    ASSERT_TRUE(nukage);
    EXPECT_EQ(*nukage, 3530u);
    const auto& d = a.lump(*nukage).data;
    ASSERT_EQ(d.size(), 4096u);
    EXPECT_EQ(d[0], 123);
    EXPECT_EQ(d[1], 125);
    EXPECT_EQ(d[2], 126);
    // A flat is not found as a global lump, and a global lump not as a flat.
    EXPECT_FALSE(a.find("NUKAGE1"));
    EXPECT_FALSE(a.find("PLAYPAL", Namespace::Flats));
}

TEST(Archive, LaterFilesWin) {
    wad::Archive a;
    a.add_file(test_support::iwad("freedoom2.wad"));
    const std::size_t iwad_lumps = a.lumps().size();
    const std::size_t iwad_maps = a.maps().size();
    const auto iwad_map01 = a.find_map("MAP01")->marker;

    const auto pwad = WadImage()
                          .lump("PLAYPAL", std::vector<std::uint8_t>(10752, 7))
                          .doom_map("MAP01")
                          .lump("FF_START")
                          .lump("NUKAGE1", std::vector<std::uint8_t>(4096, 9))
                          .lump("FF_END")
                          .file("mod.wad");
    EXPECT_FALSE(pwad.is_iwad);
    a.add_file(pwad);
    ASSERT_EQ(a.files().size(), 2u);
    ASSERT_EQ(a.lumps().size(), iwad_lumps + 15);

    const auto playpal = a.find("PLAYPAL");
    ASSERT_TRUE(playpal);
    EXPECT_EQ(a.lump(*playpal).file, 1u);
    EXPECT_EQ(*playpal, iwad_lumps);  // the PWAD's first lump
    EXPECT_EQ(a.lump(*playpal).data[0], 7);
    EXPECT_EQ(a.require("playpal").file, 1u);
    EXPECT_EQ(a.find_any("PLAYPAL"), playpal);

    // The replaced map keeps its place in the list; its lumps are the PWAD's.
    ASSERT_EQ(a.maps().size(), iwad_maps);
    EXPECT_EQ(a.maps().front().name, "MAP01");
    const wad::MapGroup* map01 = a.find_map("map01");
    ASSERT_NE(map01, nullptr);
    EXPECT_NE(map01->marker, iwad_map01);
    EXPECT_EQ(map01->marker, iwad_lumps + 1);
    EXPECT_EQ(a.lump(map01->marker).file, 1u);
    ASSERT_EQ(map01->lumps.size(), 10u);
    EXPECT_EQ(map01->find("THINGS"), iwad_lumps + 2);
    EXPECT_EQ(map01->find("BLOCKMAP"), iwad_lumps + 11);
    // MAP02 is still the IWAD's.
    EXPECT_EQ(a.lump(a.find_map("MAP02")->marker).file, 0u);

    // The doubled FF_ markers replace a flat inside the flats namespace only.
    const auto nukage = a.find("NUKAGE1", Namespace::Flats);
    ASSERT_TRUE(nukage);
    EXPECT_EQ(a.lump(*nukage).file, 1u);
    EXPECT_EQ(a.lump(*nukage).data[0], 9);
    EXPECT_EQ(a.in_namespace(Namespace::Flats).size(), 239u + 1);
    EXPECT_EQ(a.in_namespace(Namespace::Flats).back(), *nukage);
}

TEST(Archive, NamespacesAreKeptApart) {
    wad::Archive a;
    a.add_file(WadImage()
                   .lump("F_START")
                   .lump("STONE", std::vector<std::uint8_t>(4096, 1))
                   .lump("F_END")
                   .lump("P_START")
                   .lump("STONE", std::vector<std::uint8_t>{2, 2})
                   .lump("P_END")
                   .lump("SS_START")
                   .lump("STONA0", std::vector<std::uint8_t>{3})
                   .lump("SS_END")
                   .lump("TX_START")
                   .lump("STONE", std::vector<std::uint8_t>{4})
                   .lump("TX_END")
                   .file("names.wad"));
    const auto flat = a.find("STONE", Namespace::Flats);
    const auto patch = a.find("STONE", Namespace::Patches);
    const auto texture = a.find("STONE", Namespace::Textures);
    ASSERT_TRUE(flat && patch && texture);
    EXPECT_EQ(*flat, 1u);
    EXPECT_EQ(*patch, 4u);
    EXPECT_EQ(*texture, 10u);
    EXPECT_EQ(a.lump(*flat).data.size(), 4096u);
    EXPECT_EQ(a.lump(*patch).data[0], 2);
    EXPECT_EQ(a.find("STONA0", Namespace::Sprites), 7u);
    // Global lookups see only lumps outside every marker pair.
    EXPECT_FALSE(a.find("STONE"));
    EXPECT_FALSE(a.find("STONA0"));
    EXPECT_EQ(a.find("F_END"), 2u);
    // Any namespace: the last one of the name.
    EXPECT_EQ(a.find_any("STONE"), 10u);
}

TEST(Archive, FindAnyPrefersAGlobalLump) {
    wad::Archive a;
    a.add_file(WadImage()
                   .lump("DEMO1", std::vector<std::uint8_t>{1})
                   .lump("P_START")
                   .lump("DEMO1", std::vector<std::uint8_t>{2})
                   .lump("P_END")
                   .file("g.wad"));
    EXPECT_EQ(a.find_any("demo1"), 0u);
}

TEST(Archive, RequireNamesTheStackAndTheLump) {
    wad::Archive a;
    a.add_file(WadImage("IWAD").lump("PLAYPAL", std::vector<std::uint8_t>{0}).file("base.wad"));
    a.add_file(WadImage().lump("THING").file("mod.wad"));
    try {
        a.require("COLORMAP");
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        EXPECT_STREQ(e.what(), "base.wad + mod.wad: lump COLORMAP not found");
    }
    try {
        a.require("STONE", Namespace::Flats);
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("lump STONE not found in flats namespace"), std::string::npos)
            << e.what();
    }
}

TEST(Archive, DirectoryNamesAreUpperCasedAndCutAtNul) {
    // Names are stored lower case and with junk after the terminating NUL.
    auto bytes = WadImage().lump("e1m1xyzw").lump("credit").bytes();
    const std::size_t second_name = WadImage().lump("e1m1xyzw").lump("credit").directory_offset() + 16 + 8;
    bytes[second_name + 6] = 0;
    bytes[second_name + 7] = 'Q';  // after the NUL: padding, ignored
    wad::Archive a;
    a.add_file(wad::File::parse("case.wad", bytes));
    EXPECT_EQ(a.lump(0).name, "E1M1XYZW");
    EXPECT_EQ(a.lump(1).name, "CREDIT");
    EXPECT_EQ(a.find("Credit"), 1u);
}

TEST(Archive, EmptyLumpsMayHaveAnyOffset) {
    // Markers are often written with offset 0 or garbage; size 0 reads nothing.
    auto bytes = WadImage().lump("S_START").lump("S_END").bytes();
    wad_tests::put_u32(bytes, WadImage().lump("S_START").lump("S_END").directory_offset(), 0xFFFFFFF0u);
    wad::Archive a;
    a.add_file(wad::File::parse("markers.wad", bytes));
    EXPECT_TRUE(a.lump(0).data.empty());
}

}  // namespace
