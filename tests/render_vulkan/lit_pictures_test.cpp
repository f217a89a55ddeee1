// Lit pictures (render/vulkan/lit_pictures.h) hold each picture's bytes
// through a light row, made once and found again; wall part records
// (wall_part_records.h) give each part the rows R_RenderSegLoop draws it
// in and its lit texture column.
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <optional>
#include <vector>

#include "render/software/walk_records.h"
#include "render/vulkan/lit_pictures.h"
#include "render/vulkan/wall_part_records.h"

namespace {

using render::software::ColumnRecord;
using render::software::StoredSeg;
using render::vulkan::LitPictures;
using render::vulkan::PartTexture;
using render::vulkan::WallPartRecord;

// Two light rows: row 0 adds 1 to an index, row 1 is its complement.
std::vector<std::uint8_t> two_rows() {
    std::vector<std::uint8_t> rows(512);
    for (int i = 0; i < 256; ++i) {
        rows[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i + 1);
        rows[static_cast<std::size_t>(256 + i)] = static_cast<std::uint8_t>(255 - i);
    }
    return rows;
}

std::vector<std::uint8_t> counting(std::size_t size) {
    std::vector<std::uint8_t> bytes(size);
    std::iota(bytes.begin(), bytes.end(), std::uint8_t{0});
    return bytes;
}

TEST(LitPictures, LightsEachByteThroughItsRowAndFindsItAgain) {
    const std::vector<std::uint8_t> source = counting(64), rows = two_rows();
    std::vector<std::uint8_t> storage(256);
    LitPictures lit(source);
    lit.reset(rows, storage);
    const std::optional<std::uint32_t> a = lit.lit(8, 6, 0), b = lit.lit(8, 6, 1);
    ASSERT_TRUE(a && b);
    EXPECT_NE(*a, *b);
    EXPECT_EQ(*a % 4, 0u);
    EXPECT_EQ(*b % 4, 0u);
    for (std::uint32_t i = 0; i < 6; ++i) {
        EXPECT_EQ(storage[*a + i], 8 + i + 1);
        EXPECT_EQ(storage[*b + i], 255 - (8 + i));
    }
    const std::size_t used = lit.used();
    EXPECT_EQ(lit.lit(8, 6, 0), a);
    EXPECT_EQ(lit.lit(8, 6, 1), b);
    EXPECT_EQ(lit.used(), used);
}

TEST(LitPictures, ReadsPastTheEndsAsAShaderFetchDoes) {
    const std::vector<std::uint8_t> source = counting(10), rows = two_rows();
    std::vector<std::uint8_t> storage(64, 0xaa);
    LitPictures lit(source);
    lit.reset(rows, storage);
    // Bytes past the source read as 0, then lit; a row past the colormaps is 0.
    const std::optional<std::uint32_t> tail = lit.lit(8, 4, 1), no_row = lit.lit(0, 4, 7);
    ASSERT_TRUE(tail && no_row);
    EXPECT_EQ(storage[*tail + 0], 255 - 8);
    EXPECT_EQ(storage[*tail + 1], 255 - 9);
    EXPECT_EQ(storage[*tail + 2], 255);
    EXPECT_EQ(storage[*tail + 3], 255);
    for (std::uint32_t i = 0; i < 4; ++i) EXPECT_EQ(storage[*no_row + i], 0);
}

TEST(LitPictures, SaysWhenFullAndStartsAgainAfterAReset) {
    const std::vector<std::uint8_t> source = counting(64), rows = two_rows();
    std::vector<std::uint8_t> storage(16);
    LitPictures lit(source);
    lit.reset(rows, storage);
    ASSERT_TRUE(lit.lit(0, 12, 0));
    EXPECT_FALSE(lit.lit(16, 8, 0));
    lit.reset(rows, storage);
    const std::optional<std::uint32_t> again = lit.lit(16, 8, 1);
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, 0u);
    EXPECT_EQ(storage[0], 255 - 16);
}

// One two-sided seg over columns 10..12 (records 0..2), a lower and an
// upper texture, no middle.
struct OneSeg {
    std::vector<int> order{7};
    std::vector<StoredSeg> segs;
    std::vector<ColumnRecord> columns;
    OneSeg() {
        StoredSeg seg;
        seg.x1 = 10;
        seg.x2 = 13;
        segs.push_back(seg);
        for (int x = 0; x < 3; ++x) {
            ColumnRecord c;
            c.top = static_cast<std::int16_t>(20 + x);
            c.bottom = 80;
            c.ceiling_clip = 30;
            c.floor_clip = 60;
            c.texture_column = static_cast<std::uint16_t>(5 + x);  // wraps at width 4 to 1, 2, 3
            c.light_row = static_cast<std::uint16_t>(x == 2 ? 1 : 0);
            c.iscale = 1000 + x;
            columns.push_back(c);
        }
        columns[1].light_row = ColumnRecord::kNotStored;
    }
};

int first_row(const WallPartRecord& r) { return static_cast<std::int16_t>(r.rows & 0xffff); }
int last_row(const WallPartRecord& r) { return static_cast<std::int16_t>(static_cast<std::uint32_t>(r.rows) >> 16); }

TEST(WallPartRecords, EachPartHasItsRowsStepAndLitColumn) {
    const OneSeg one;
    // Texture: 4 columns of 128 bytes from byte 0, each byte its own index.
    const std::vector<std::uint8_t> source = counting(4 * 128), rows = two_rows();
    std::vector<std::uint8_t> storage(64 * 1024);
    LitPictures lit(source);
    lit.reset(rows, storage);
    const render::vulkan::PartTextures textures = [](int seg, int part) -> std::optional<PartTexture> {
        EXPECT_EQ(seg, 7);
        if (part == 1) return std::nullopt;
        return PartTexture{0, 3};
    };
    std::vector<WallPartRecord> out(3 * one.columns.size());
    ASSERT_TRUE(render::vulkan::fill_wall_part_records(one.order, one.segs, one.columns, textures, lit, out));

    // Lower: from the floor clip down; upper: down to the ceiling clip.
    const WallPartRecord& lower = out[3 * 0 + 0];
    EXPECT_EQ(first_row(lower), 60);
    EXPECT_EQ(last_row(lower), 80);
    EXPECT_EQ(lower.iscale, 1000);
    const WallPartRecord& upper = out[3 * 2 + 2];
    EXPECT_EQ(first_row(upper), 22);
    EXPECT_EQ(last_row(upper), 30);
    // Texture column 5 wraps to 1; lit through row 0 (+1), column 7 to 3 through row 1.
    EXPECT_EQ(storage[lower.lit_column + 9], 128 + 9 + 1);
    EXPECT_EQ(storage[upper.lit_column + 9], 255 - ((3 * 128 + 9) & 255));
    // No middle texture, and column 11 not stored: no rows.
    for (std::size_t r = 0; r < 3; ++r) EXPECT_GT(first_row(out[3 * r + 1]), last_row(out[3 * r + 1]));
    for (int part = 0; part < 3; ++part) EXPECT_GT(first_row(out[3 + part]), last_row(out[3 + part]));
}

TEST(WallPartRecords, SaysWhenTheLitPicturesAreFull) {
    const OneSeg one;
    const std::vector<std::uint8_t> source = counting(4 * 128), rows = two_rows();
    std::vector<std::uint8_t> storage(4 * 128);  // room for the texture through one row only
    LitPictures lit(source);
    lit.reset(rows, storage);
    const render::vulkan::PartTextures textures = [](int, int) { return std::optional<PartTexture>(PartTexture{0, 3}); };
    std::vector<WallPartRecord> out(3 * one.columns.size());
    EXPECT_FALSE(render::vulkan::fill_wall_part_records(one.order, one.segs, one.columns, textures, lit, out));
}

}  // namespace
