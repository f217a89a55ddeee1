// PNAMES, TEXTURE1/2 and vanilla texture composition.
#include <gtest/gtest.h>

#include "assets/texture.h"
#include "base/error.h"
#include "base/log.h"
#include "support/error_of.h"
#include "wad_builder.h"

namespace {

using asset_tests::Bytes;
using asset_tests::iwad;
using asset_tests::make_picture;
using asset_tests::WadBuilder;
using Kind = assets::TextureColumn::Kind;

std::vector<std::uint8_t> pnames_lump(const std::vector<std::string>& names) {
    Bytes b;
    b.u32(static_cast<std::uint32_t>(names.size()));
    for (const auto& n : names) b.name(n);
    return b;
}

struct PatchSpec {
    int x, y, index;
};
struct TextureSpec {
    std::string name;
    int width, height;
    std::vector<PatchSpec> patches;
};

std::vector<std::uint8_t> texture_lump(const std::vector<TextureSpec>& textures) {
    Bytes b;
    b.u32(static_cast<std::uint32_t>(textures.size()));
    std::size_t offset = 4 + 4 * textures.size();
    for (const auto& t : textures) {
        b.u32(static_cast<std::uint32_t>(offset));
        offset += 22 + 10 * t.patches.size();
    }
    for (const auto& t : textures) {
        b.name(t.name).u32(0).u16(t.width).u16(t.height).u32(0).u16(static_cast<int>(t.patches.size()));
        for (const auto& p : t.patches) b.u16(p.x).u16(p.y).u16(p.index).u16(1).u16(0);
    }
    return b;
}

using test_support::error_of;

TEST(Texture, EveryTextureOfBothIwadsComposes) {
    // 903 textures in each IWAD and texture 0's name, read from TEXTURE1
    // with a Python script; the same script found no column without a patch.
    struct Expect {
        const char* wad;
        const char* first;
    };
    for (const Expect& e : {Expect{"freedoom1.wad", "AASTINKY"}, Expect{"freedoom2.wad", "AASHITTY"}}) {
        const auto set = assets::TextureSet::load(iwad(e.wad));
        ASSERT_EQ(set.size(), 903u) << e.wad;
        EXPECT_EQ(set.texture(0).name, e.first);
        std::size_t composite = 0;
        for (std::size_t t = 0; t < set.size(); ++t) {
            const auto& tex = set.texture(t);
            for (int x = 0; x < tex.width; ++x) {
                const auto c = set.column(t, x);
                ASSERT_NE(c.kind, Kind::Empty) << tex.name << " column " << x;
                if (c.kind == Kind::Composite) {
                    EXPECT_GE(c.pixels().size(), static_cast<std::size_t>(tex.height));
                    ++composite;
                } else {
                    ASSERT_NE(c.patch, nullptr);
                    EXPECT_LT(c.patch_column, c.patch->picture.width);
                }
            }
        }
        EXPECT_GT(composite, 0u);
    }
}

TEST(Texture, CompositeColumnsMatchAnIndependentComposition) {
    // GRAY2 (texture 112 of freedoom2) is 64x72: W33_7 at y -8, W31_1 at
    // y 56 and DUCT1 at (21, 16), so every column is composite. A Python
    // script reading the WAD composed it the vanilla way: posts drawn in
    // patch order, clipped to 0..71, and a post clipped at the top copied
    // from its first pixel (R_DrawColumnInCache does not skip the clipped
    // part). With correct clipping row 0 of column 0 would be 97, not 99.
    const auto set = assets::TextureSet::load(iwad("freedoom2.wad"));
    const auto gray2 = set.find("gray2");
    ASSERT_TRUE(gray2);
    EXPECT_EQ(*gray2, 112u);
    const auto& t = set.texture(*gray2);
    EXPECT_EQ(t.width, 64);
    EXPECT_EQ(t.height, 72);
    EXPECT_EQ(t.width_mask, 63);
    struct Pixel {
        int x, y, value;
    };
    for (const Pixel p : {Pixel{0, 0, 99}, Pixel{0, 1, 94}, Pixel{0, 2, 95}, Pixel{0, 8, 97}, Pixel{0, 40, 97},
                          Pixel{0, 71, 102}, Pixel{5, 0, 101}, Pixel{5, 8, 96}, Pixel{30, 0, 100}, Pixel{30, 7, 98},
                          Pixel{30, 40, 107}, Pixel{63, 0, 102}, Pixel{63, 71, 104}}) {
        const auto c = set.column(*gray2, p.x);
        ASSERT_EQ(c.kind, Kind::Composite);
        EXPECT_EQ(c.pixels()[static_cast<std::size_t>(p.y)], p.value) << "x " << p.x << " y " << p.y;
    }
    // Composite columns lie one after another in the block.
    EXPECT_EQ(set.column(*gray2, 1).offset, set.column(*gray2, 0).offset + 72);
}

TEST(Texture, SinglePatchColumnsPointIntoThePatchLump) {
    // ASHWALL2 (texture 1 of freedoom2) is RW22_1 alone at (0, 0). From the
    // WAD bytes (Python): RW22_1 is 64x128, column 0 starts at lump offset
    // 264 and its pixels at 267 are 110, 5, 111, 6; column 7's are 0, 0, 7, 6.
    const auto set = assets::TextureSet::load(iwad("freedoom2.wad"));
    const auto ash = set.find("ASHWALL2");
    ASSERT_TRUE(ash);
    EXPECT_EQ(*ash, 1u);
    const auto c0 = set.column(*ash, 0);
    ASSERT_EQ(c0.kind, Kind::Patch);
    EXPECT_EQ(c0.patch->name, "RW22_1");
    EXPECT_EQ(c0.patch_column, 0);
    EXPECT_EQ(c0.patch_origin_y, 0);
    EXPECT_EQ(c0.offset, 267u);
    EXPECT_EQ(std::vector<std::uint8_t>(c0.pixels().begin(), c0.pixels().begin() + 4),
              (std::vector<std::uint8_t>{110, 5, 111, 6}));
    // Width 64: column 71 wraps to 7, as vanilla's width mask does.
    const auto c71 = set.column(*ash, 71);
    EXPECT_EQ(c71.patch_column, 7);
    EXPECT_EQ(std::vector<std::uint8_t>(c71.pixels().begin(), c71.pixels().begin() + 4),
              (std::vector<std::uint8_t>{0, 0, 7, 6}));
    EXPECT_EQ(set.find("-"), 0u);
    EXPECT_FALSE(set.find("NOSUCHTX"));
}

// A WAD with patches A..D and the given textures.
wad::Archive composition_wad(const std::vector<TextureSpec>& textures) {
    return WadBuilder()
        .lump("PNAMES", pnames_lump({"PA", "PB", "PC", "PD"}))
        .lump("TEXTURE1", texture_lump(textures))
        .lump("P_START")
        .lump("PA", make_picture(1, 4, 0, 0, {{{0, {1, 2, 3, 4}}}}))
        .lump("PB", make_picture(1, 4, 0, 0, {{{0, {9}}, {3, {8, 7, 6}}}}))
        .lump("PC", make_picture(2, 4, 0, 0, {{{1, {5}}}, {{0, {6}}}}))
        .lump("PD", make_picture(1, 4, 0, 0, {{{2, {7}}}}))
        .lump("P_END")
        .archive();
}

TEST(Texture, VanillaCompositeClippingAndGaps) {
    // PA at y -2 (pixels 1..4 from row -2) under PB at y 3 (9 at row 3,
    // 8, 7, 6 from row 6, clipped by the height 5).
    const auto a = composition_wad({{"NONE", 1, 1, {{0, 0, 0}}}, {"MIX", 1, 5, {{0, -2, 0}, {0, 3, 1}}}});
    const auto set = assets::TextureSet::load(a);
    const auto c = set.column(1, 0);
    ASSERT_EQ(c.kind, Kind::Composite);
    // Rows 0-1: PA clipped at the top but copied from its first pixel (the
    // original's quirk), row 2 untouched (0), row 3 PB's 9, row 4 untouched.
    EXPECT_EQ(std::vector<std::uint8_t>(c.pixels().begin(), c.pixels().begin() + 5),
              (std::vector<std::uint8_t>{1, 2, 0, 9, 0}));
}

TEST(Texture, ColumnWithoutPatchStopsTheLookupAsVanilla) {
    base::set_log_quiet(true);
    // Column 0: PA and PB (composite). Column 1: nothing. Column 2: PC's
    // first column and PD; column 3: PC's second column. Vanilla stops at
    // column 1, so column 2 keeps the last patch drawn there (PD) instead of
    // becoming composite.
    const auto a = composition_wad({{"HOLE", 4, 4, {{0, 0, 0}, {0, 0, 1}, {2, 0, 2}, {2, 0, 3}}}});
    const auto set = assets::TextureSet::load(a);
    base::set_log_quiet(false);
    EXPECT_EQ(set.column(0, 0).kind, Kind::Composite);
    EXPECT_EQ(set.column(0, 1).kind, Kind::Empty);
    const auto c2 = set.column(0, 2);
    ASSERT_EQ(c2.kind, Kind::Patch);
    EXPECT_EQ(c2.patch->name, "PD");
    const auto c3 = set.column(0, 3);
    ASSERT_EQ(c3.kind, Kind::Patch);
    EXPECT_EQ(c3.patch->name, "PC");
    EXPECT_EQ(c3.patch_column, 1);
    // Width 4 gives mask 3; a width-3 texture would wrap at 2.
    EXPECT_EQ(set.texture(0).width_mask, 3);
}

TEST(Texture, WidthMaskIsTheLargestPowerOfTwoNotAboveTheWidth) {
    const auto a = composition_wad({{"ODD", 3, 4, {{0, 0, 2}, {2, 0, 3}}}});
    const auto set = assets::TextureSet::load(a);
    EXPECT_EQ(set.texture(0).width_mask, 1);
    EXPECT_EQ(set.column(0, 2).patch_column, 0);  // wraps to column 0: PC's column 0
    EXPECT_EQ(set.column(0, 2).patch->name, "PC");
}

TEST(Texture, NamesAreCaseInsensitiveAndTheFirstWins) {
    const auto a = composition_wad({{"SAME", 1, 4, {{0, 0, 0}}}, {"same", 1, 4, {{0, 0, 1}}}});
    const auto set = assets::TextureSet::load(a);
    EXPECT_EQ(set.find("Same"), 0u);
}

// R_InitTextures finds patches with W_GetNumForName: the last lump of the
// name in the directory, inside the patch markers or not, so a PWAD's loose
// patch replaces the IWAD's.
TEST(Texture, APatchIsTheLastLumpOfItsNameAnywhere) {
    const auto a = WadBuilder()
                       .lump("PNAMES", pnames_lump({"PA", "LOOSE"}))
                       .lump("TEXTURE1", texture_lump({{"T1", 1, 4, {{0, 0, 0}}}, {"T2", 1, 4, {{0, 0, 1}}}}))
                       .lump("LOOSE", make_picture(1, 4, 0, 0, {{{0, {60}}}}))
                       .lump("P_START")
                       .lump("PA", make_picture(1, 4, 0, 0, {{{0, {70}}}}))
                       .lump("P_END")
                       .lump("PA", make_picture(1, 4, 0, 0, {{{0, {50}}}}))
                       .archive();
    const auto set = assets::TextureSet::load(a);
    EXPECT_EQ(set.column(0, 0).pixels()[0], 50);
    EXPECT_EQ(set.column(1, 0).pixels()[0], 60);
}

TEST(Texture, MissingPatchNamesTextureAndPatch) {
    const auto a = WadBuilder()
                       .lump("PNAMES", pnames_lump({"GONE"}))
                       .lump("TEXTURE1", texture_lump({{"WALL", 1, 4, {{0, 0, 0}}}}))
                       .archive("mod.wad");
    const std::string m = error_of([&] { assets::TextureSet::load(a); });
    EXPECT_NE(m.find("mod.wad: lump TEXTURE1: texture WALL uses patch GONE (PNAMES #0)"), std::string::npos) << m;
}

TEST(Texture, GarbagePnamesCount) {
    Bytes b;
    b.u32(1000).name("ONE");
    const std::string m = error_of([&] { assets::parse_pnames(b, "mod.wad: lump PNAMES"); });
    EXPECT_NE(m.find("PNAMES claims 1000 names but its 12 bytes hold only 1"), std::string::npos) << m;
    Bytes negative;
    negative.u32(0xFFFFFFFF);
    EXPECT_NE(error_of([&] { assets::parse_pnames(negative, "p"); }).find("negative name count -1"), std::string::npos);
}

TEST(Texture, PatchIndexBeyondPnames) {
    const auto lump = texture_lump({{"WALL", 8, 8, {{0, 0, 0}, {0, 0, 5}}}});
    const std::string m = error_of([&] { assets::parse_texture_lump(lump, "mod.wad: lump TEXTURE1", 2); });
    EXPECT_NE(m.find("texture WALL patch #1 uses PNAMES index 5, but PNAMES has 2 names"), std::string::npos) << m;
}

TEST(Texture, NegativePatchCount) {
    auto lump = texture_lump({{"WALL", 8, 8, {}}});
    lump[4 + 4 + 20] = 0xFE;  // patch count of the only texture: -2
    lump[4 + 4 + 21] = 0xFF;
    const std::string m = error_of([&] { assets::parse_texture_lump(lump, "t", 2); });
    EXPECT_NE(m.find("texture WALL has a negative patch count -2"), std::string::npos) << m;
}

TEST(Texture, DirectoryOffsetsAndCountsOutsideTheLump) {
    auto lump = texture_lump({{"WALL", 8, 8, {{0, 0, 0}}}});
    auto past = lump;
    past[4] = 0xF0;  // directory entry 0 -> offset 240
    EXPECT_NE(error_of([&] { assets::parse_texture_lump(past, "t", 1); }).find("texture #0 at offset 240 lies outside"),
              std::string::npos);
    auto many = lump;
    many[0] = 50;  // 50 directory entries do not fit
    EXPECT_NE(error_of([&] { assets::parse_texture_lump(many, "t", 1); }).find("directory of 50 entries runs past"),
              std::string::npos);
    auto negative = lump;
    negative[3] = 0x80;
    EXPECT_NE(error_of([&] { assets::parse_texture_lump(negative, "t", 1); }).find("negative texture count"),
              std::string::npos);
    auto patches_cut = lump;
    patches_cut.resize(patches_cut.size() - 4);
    EXPECT_NE(error_of([&] { assets::parse_texture_lump(patches_cut, "t", 1); }).find("1 patches at offset 30 run past"),
              std::string::npos);
    auto zero_width = texture_lump({{"FLAT0", 0, 8, {}}});
    EXPECT_NE(error_of([&] { assets::parse_texture_lump(zero_width, "t", 1); }).find("texture FLAT0 has size 0x8"),
              std::string::npos);
}

}  // namespace
