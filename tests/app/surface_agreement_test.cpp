// compare's surface agreement (app/surface_agreement.h) on views built by
// hand, their expected shares counted here from the construction.
#include <gtest/gtest.h>

#include <array>
#include <stdexcept>

#include "app/surface_agreement.h"

namespace {

using app::SurfaceMismatch;
using render::SurfaceKind;

constexpr int kWidth = 20, kViewHeight = 10, kBarRows = 2;

const std::uint32_t kWall = render::surface_id(SurfaceKind::wall, 3 * 4 + 1);
const std::uint32_t kFloor = render::surface_id(SurfaceKind::floor, render::plane_index(-8 << 16, 5, 160));

// A frame with a view of kWidth × kViewHeight on top and bar rows below,
// the view split at column `edge`: a wall left of it, a floor from it on.
struct View {
    render::Frame frame{kWidth, kViewHeight + kBarRows};
    render::SurfaceImage surfaces;

    View(int edge, std::uint8_t wall_index, std::uint8_t wall_row, std::uint8_t floor_index, std::uint8_t floor_row,
         std::uint8_t bar_index) {
        surfaces.reset(kWidth, kViewHeight);
        for (int y = 0; y < frame.height; ++y)
            for (int x = 0; x < kWidth; ++x) {
                if (y >= kViewHeight) {
                    frame.row(y)[x] = bar_index;
                    continue;
                }
                const bool wall = x < edge;
                frame.row(y)[x] = wall ? wall_index : floor_index;
                set(x, y, wall ? kWall : kFloor, wall ? wall_row : floor_row);
            }
    }
    void set(int x, int y, std::uint32_t id, std::uint8_t row) {
        const auto p = static_cast<std::size_t>(y * kWidth + x);
        surfaces.ids[p] = id;
        surfaces.light_rows[p] = row;
    }
    app::SurfaceView view() const { return {frame, surfaces, 0, 0}; }
};

std::array<assets::Rgb, 256> grey_palette() {
    std::array<assets::Rgb, 256> p{};
    for (int i = 0; i < 256; ++i) {
        const auto v = static_cast<std::uint8_t>(i);
        p[static_cast<std::size_t>(i)] = {v, v, v};
    }
    return p;
}

TEST(SurfaceAgreement, IdenticalViewsAgreeEverywhere) {
    const View a(10, 40, 5, 80, 10, 7), b(10, 40, 5, 80, 10, 7);
    const app::SurfaceAgreement r = app::surface_agreement(a.view(), b.view());
    EXPECT_EQ(r.pixels, kWidth * kViewHeight);
    EXPECT_DOUBLE_EQ(r.surface_percent(), 100.0);
    EXPECT_DOUBLE_EQ(r.light_percent(), 100.0);
    EXPECT_DOUBLE_EQ(r.identical_percent(), 100.0);
    for (const std::int64_t n : r.mismatches) EXPECT_EQ(n, 0);
}

// The other view's wall reaches two columns further, its wall one light
// row brighter, its floor two rows darker and another index; its bar differs.
TEST(SurfaceAgreement, AShiftedWall) {
    const View a(10, 40, 5, 80, 10, 7), b(12, 40, 6, 81, 12, 9);
    const app::SurfaceAgreement r = app::surface_agreement(a.view(), b.view());
    // Columns 10 and 11 are floor in a and wall in b: 20 pixels of 200.
    EXPECT_EQ(r.pixels, 200);
    EXPECT_EQ(r.same_surface, 180);
    EXPECT_DOUBLE_EQ(r.surface_percent(), 90.0);
    // Only the wall's 100 pixels are within a row; the floor's 80 are two off.
    EXPECT_EQ(r.same_light, 100);
    EXPECT_DOUBLE_EQ(r.light_percent(), 50.0);
    // The wall's indices agree, the floor's and the shifted columns' do not; the bar is not counted.
    EXPECT_EQ(r.identical, 100);
    EXPECT_DOUBLE_EQ(r.identical_percent(), 50.0);
    EXPECT_EQ(r.mismatches[static_cast<std::size_t>(SurfaceMismatch::plane_as_wall)], 20);
    EXPECT_EQ(r.mismatches[static_cast<std::size_t>(SurfaceMismatch::other)], 0);
    // On the same surface the floor's 80 indices differ with their light rows.
    EXPECT_EQ(r.light_row_off, 80);
    EXPECT_EQ(r.texel_off, 0);

    // Swapped, the same columns are a wall taken for a plane.
    const app::SurfaceAgreement swapped = app::surface_agreement(b.view(), a.view());
    EXPECT_EQ(swapped.mismatches[static_cast<std::size_t>(SurfaceMismatch::wall_as_plane)], 20);
    EXPECT_EQ(swapped.same_surface, 180);

    // Two frames add up.
    app::SurfaceAgreement sum = r;
    sum.add(swapped);
    EXPECT_EQ(sum.pixels, 400);
    EXPECT_DOUBLE_EQ(sum.surface_percent(), 90.0);
}

// The same wall in the same light row, another index: another texel.
TEST(SurfaceAgreement, CountsAnotherTexelInTheSameRow) {
    const View a(10, 40, 5, 80, 10, 7), b(10, 41, 5, 80, 11, 7);
    const app::SurfaceAgreement r = app::surface_agreement(a.view(), b.view());
    EXPECT_EQ(r.texel_off, 100);      // the wall: rows equal, indices not
    EXPECT_EQ(r.texel_off_by_kind[static_cast<std::size_t>(render::SurfaceKind::wall)], 100);
    EXPECT_EQ(r.texel_off_by_kind[static_cast<std::size_t>(render::SurfaceKind::floor)], 0);
    EXPECT_EQ(r.light_row_off, 0);    // the floor: a row apart, but the same index
    EXPECT_EQ(r.identical, 100);
}

TEST(SurfaceAgreement, NamesEachKindOfMismatch) {
    View a(20, 40, 5, 80, 10, 7), b(20, 40, 5, 80, 10, 7);
    const std::uint32_t imp = render::surface_id(SurfaceKind::thing, 17);
    const std::uint32_t sky = render::surface_id(SurfaceKind::sky, 0);
    const std::uint32_t weapon = render::surface_id(SurfaceKind::weapon, 0);
    a.set(0, 0, imp, 5);      // thing missing
    b.set(1, 0, weapon, 5);   // thing extra
    a.set(2, 0, sky, render::kNoLightRow);  // sky vs other
    b.set(3, 0, sky, render::kNoLightRow);
    b.set(4, 0, render::surface_id(SurfaceKind::wall, 9 * 4 + 2), 5);  // another wall: other
    a.set(5, 0, imp, 5);
    b.set(5, 0, render::surface_id(SurfaceKind::thing, 18), 5);  // another thing: other
    b.set(6, 0, 0, render::kNoLightRow);  // nothing drawn: other
    // The same surface: no row on both agrees, no row against a row does not.
    a.set(7, 0, sky, render::kNoLightRow);
    b.set(7, 0, sky, render::kNoLightRow);
    b.set(8, 0, kWall, render::kNoLightRow);
    const app::SurfaceAgreement r = app::surface_agreement(a.view(), b.view());
    const auto count = [&](SurfaceMismatch k) { return r.mismatches[static_cast<std::size_t>(k)]; };
    EXPECT_EQ(count(SurfaceMismatch::thing_missing), 1);
    EXPECT_EQ(count(SurfaceMismatch::thing_extra), 1);
    EXPECT_EQ(count(SurfaceMismatch::sky_vs_other), 2);
    EXPECT_EQ(count(SurfaceMismatch::wall_as_plane), 0);
    EXPECT_EQ(count(SurfaceMismatch::plane_as_wall), 0);
    EXPECT_EQ(count(SurfaceMismatch::other), 3);
    EXPECT_EQ(r.same_surface, 200 - 7);
    EXPECT_EQ(r.same_light, 200 - 7 - 1);
    EXPECT_STREQ(app::mismatch_name(SurfaceMismatch::wall_as_plane), "wall_as_plane");
}

TEST(SurfaceAgreement, DiffImageColoursEachKind) {
    const View a(10, 40, 5, 80, 10, 7), b(12, 40, 6, 81, 12, 9);
    const auto palette = grey_palette();
    const std::vector<std::uint8_t> rgba = app::surface_map(a.view(), b.view(), palette);
    ASSERT_EQ(rgba.size(), static_cast<std::size_t>(kWidth * (kViewHeight + kBarRows) * 4));
    const auto at = [&](int x, int y) {
        const std::uint8_t* p = &rgba[static_cast<std::size_t>((y * kWidth + x) * 4)];
        return std::array<int, 4>{p[0], p[1], p[2], p[3]};
    };
    // The wall: same surface, same index: a third of grey 40's brightness.
    EXPECT_EQ(at(0, 0), (std::array<int, 4>{13, 13, 13, 255}));
    // The shifted columns: a plane taken for a wall.
    const assets::Rgb wall = app::mismatch_colour(SurfaceMismatch::plane_as_wall);
    EXPECT_EQ(at(10, 3), (std::array<int, 4>{wall.r, wall.g, wall.b, 255}));
    // The floor: same surface, light two rows off.
    EXPECT_EQ(at(15, 3), (std::array<int, 4>{app::kLightOff.r, app::kLightOff.g, app::kLightOff.b, 255}));
    // The bar: the heat map, red with green 255 - 2 for indices 7 and 9 in the grey palette.
    EXPECT_EQ(at(0, kViewHeight), (std::array<int, 4>{255, 253, 0, 255}));

    // Light within a row where the indices differ: the wall one row off, another index.
    const View c(10, 41, 6, 80, 10, 7);
    const std::vector<std::uint8_t> near = app::surface_map(a.view(), c.view(), palette);
    const std::uint8_t* p = &near[0];
    EXPECT_EQ((std::array<int, 3>{p[0], p[1], p[2]}),
              (std::array<int, 3>{app::kLightWithinRow.r, app::kLightWithinRow.g, app::kLightWithinRow.b}));
}

TEST(SurfaceAgreement, RefusesViewsOfOtherSizes) {
    const View a(10, 40, 5, 80, 10, 7);
    render::SurfaceImage small;
    small.reset(kWidth - 1, kViewHeight);
    const app::SurfaceView b{a.frame, small, 0, 0};
    EXPECT_THROW(app::surface_agreement(a.view(), b), std::invalid_argument);
    const app::SurfaceView off{a.frame, a.surfaces, 0, kBarRows + 1};  // the window past the frame's foot
    EXPECT_THROW(app::surface_agreement(off, off), std::invalid_argument);
}

}  // namespace
