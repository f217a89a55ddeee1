// The sprites' post quads (render/vulkan/sprite_posts.h) cover, post by
// post and in the drawer's order, the pixels R_DrawVisSprite draws column
// by column: a run of columns shares a quad only where the columns show
// the same texture column within the same clip rows.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "base/fixed.h"
#include "render/vulkan/sprite_posts.h"

namespace {

using render::software::SpriteClip;
using render::vulkan::Int4;

struct Post {
    int topdelta, length;
};

// A picture in pack_sprite_pictures' layout (picture_posts.h): header,
// column entries, posts; each post's pixels are stood in for by a made-up
// offset, which the quads must carry through.
std::vector<std::int32_t> picture(const std::vector<std::vector<Post>>& columns) {
    std::vector<std::int32_t> words{1, 0, 0, 0, 0};  // word 0: the header's index
    const auto width = static_cast<std::int32_t>(columns.size());
    words[1] = width;
    words[2] = 5;
    words.resize(5 + 2 * columns.size());
    for (std::size_t x = 0; x < columns.size(); ++x) {
        words[5 + 2 * x] = static_cast<std::int32_t>(words.size());
        words[6 + 2 * x] = static_cast<std::int32_t>(columns[x].size());
        for (std::size_t k = 0; k < columns[x].size(); ++k) {
            words.push_back(columns[x][k].topdelta);
            words.push_back(columns[x][k].length);
            words.push_back(static_cast<std::int32_t>(1000 * (x + 1) + k));
        }
    }
    return words;
}

// Which post (its pixel offset) ends up on each pixel, drawn the original's way.
std::map<std::pair<int, int>, int> drawn_by_columns(const render::ProjectedSprite& s,
                                                    const std::vector<std::vector<Post>>& columns,
                                                    const std::vector<SpriteClip>& clips, base::fixed_t centeryfrac) {
    std::map<std::pair<int, int>, int> pixels;
    const base::fixed_t sprtopscreen = centeryfrac - base::fixed_mul(s.texturemid, s.yscale);
    base::fixed_t frac = s.startfrac;
    for (int x = s.x1; x <= s.x2; ++x, frac += s.xiscale) {
        const int c = frac >> base::kFracBits;
        if (c < 0 || c >= static_cast<int>(columns.size())) continue;
        const SpriteClip clip = clips[static_cast<std::size_t>(x - s.x1)];
        for (std::size_t k = 0; k < columns[static_cast<std::size_t>(c)].size(); ++k) {
            const Post p = columns[static_cast<std::size_t>(c)][k];
            const base::fixed_t top = sprtopscreen + s.yscale * p.topdelta;
            const base::fixed_t bottom = top + s.yscale * p.length;
            int yl = (top + base::kFracUnit - 1) >> base::kFracBits, yh = (bottom - 1) >> base::kFracBits;
            if (yh >= clip.bottom) yh = clip.bottom - 1;
            if (yl <= clip.top) yl = clip.top + 1;
            for (int y = yl; y <= yh; ++y) pixels[{x, y}] = 1000 * (c + 1) + static_cast<int>(k);
        }
    }
    return pixels;
}

std::map<std::pair<int, int>, int> drawn_by_quads(const std::vector<Int4>& quads, int sprite_index) {
    std::map<std::pair<int, int>, int> pixels;
    for (std::size_t q = 0; q + 1 < quads.size(); q += 2) {
        EXPECT_EQ(quads[q + 1][0], sprite_index);
        for (int x = quads[q][0]; x <= quads[q][1]; ++x)
            for (int y = quads[q][2]; y <= quads[q][3]; ++y) pixels[{x, y}] = quads[q + 1][3];
    }
    return pixels;
}

TEST(SpritePosts, CoverWhatTheColumnDrawerDraws) {
    // Overlapping posts in column 0 (the later one wins), none in column 2,
    // a post reaching below the clip in column 3.
    const std::vector<std::vector<Post>> columns{{{0, 4}, {3, 3}}, {{2, 5}}, {}, {{0, 9}, {12, 2}}};
    const std::vector<std::int32_t> words = picture(columns);
    const base::fixed_t centeryfrac = 100 << base::kFracBits;
    for (const base::fixed_t scale : {base::kFracUnit / 3, base::kFracUnit, 5 * base::kFracUnit + 1234}) {
        for (const bool flipped : {false, true}) {
            render::ProjectedSprite s;
            const base::fixed_t xiscale = base::fixed_div(base::kFracUnit, scale);
            const int width = (4 * scale) >> base::kFracBits;
            s.x1 = 7;
            s.x2 = s.x1 + std::max(width, 3) - 1;
            s.scale = s.yscale = scale;
            s.xiscale = flipped ? -xiscale : xiscale;
            s.yiscale = xiscale;
            // One column past the edge when flipped, as rounding can give: nothing drawn there.
            s.startfrac = flipped ? (4 << base::kFracBits) - 1 + base::kFracUnit : 0;
            s.texturemid = 3 << base::kFracBits;
            s.picture = 0;
            // Clip rows that change every few columns, and one column shut.
            std::vector<SpriteClip> clips;
            for (int x = s.x1; x <= s.x2; ++x) {
                const int step = (x / 3) % 4;
                clips.push_back(step == 3 ? SpriteClip{120, 90}
                                          : SpriteClip{static_cast<std::int16_t>(95 + step),
                                                       static_cast<std::int16_t>(104 + 2 * step)});
            }
            std::vector<Int4> quads;
            render::vulkan::add_sprite_posts(s, 5, clips, words, centeryfrac, 200, render::vulkan::PostDrawer::column, quads);
            const auto expected = drawn_by_columns(s, columns, clips, centeryfrac);
            EXPECT_FALSE(expected.empty());
            EXPECT_EQ(drawn_by_quads(quads, 5), expected) << "scale " << scale << (flipped ? " flipped" : "");
            // Where a run of columns shares its texture column and clips, it shares its quads.
            if (scale > base::kFracUnit) {
                EXPECT_LT(quads.size() / 2, static_cast<std::size_t>(s.x2 - s.x1 + 1));
            }
        }
    }
}

// One texture column stretched over columns x1..x2, `scale` screen rows a
// texture row, its top `texturemid` above the centre row.
render::ProjectedSprite stretched_column(int x1, int x2, base::fixed_t scale, base::fixed_t texturemid) {
    render::ProjectedSprite s;
    s.x1 = x1;
    s.x2 = x2;
    s.scale = s.yscale = scale;
    s.xiscale = base::kFracUnit / (4 * (x2 - x1 + 1));
    s.yiscale = base::fixed_div(base::kFracUnit, scale);
    s.texturemid = texturemid;
    return s;
}

TEST(SpritePosts, TheWeaponIsClippedByTheViewAlone) {
    const std::vector<std::vector<Post>> columns{{{0, 50}}};
    const std::vector<std::int32_t> words = picture(columns);
    // Its top 10 rows above the view's centre row.
    const render::ProjectedSprite s = stretched_column(0, 9, 4 * base::kFracUnit, 10 << base::kFracBits);
    std::vector<Int4> quads;
    render::vulkan::add_sprite_posts(s, 0, {}, words, 20 << base::kFracBits, 100, render::vulkan::PostDrawer::column,
                                     quads);
    ASSERT_EQ(quads.size(), 2u);
    EXPECT_EQ(quads[0], (Int4{0, 9, 0, 99}));  // 50 rows × 4 would reach row 179: the view ends at 99
}

TEST(SpritePosts, FuzzPostsKeepOffTheViewEdgesAndCountWhatTheColumnDrewAbove) {
    // Two posts in one column, the first reaching above the view's top.
    const std::vector<std::vector<Post>> columns{{{0, 6}, {8, 4}}};
    const std::vector<std::int32_t> words = picture(columns);
    // The top 24 rows above the centre row 20: from row -4.
    const render::ProjectedSprite s = stretched_column(3, 6, 2 * base::kFracUnit, 12 << base::kFracBits);
    const int view_height = 30;
    std::vector<Int4> quads;
    render::vulkan::add_sprite_posts(s, 2, {}, words, 20 << base::kFracBits, view_height,
                                     render::vulkan::PostDrawer::fuzz, quads);
    // R_DrawMaskedColumn's rows: [-4, 7] and [12, 19]; the fuzz drawer starts at row 1.
    ASSERT_EQ(quads.size(), 4u);
    EXPECT_EQ(quads[0], (Int4{3, 6, 1, 7}));
    EXPECT_EQ(quads[1], (Int4{2, 0, 1, 0}));  // its run of rows starts at its own first row
    EXPECT_EQ(quads[2], (Int4{3, 6, 12, 19}));
    // The 7 pixels the first post drew; rows 8-11 undrawn, so a read of the
    // row above at row 12 reads the view, not the first post's fuzz.
    EXPECT_EQ(quads[3], (Int4{2, 7, 12, 0}));
    // The column drawer draws from the view's top row.
    quads.clear();
    render::vulkan::add_sprite_posts(s, 2, {}, words, 20 << base::kFracBits, view_height,
                                     render::vulkan::PostDrawer::column, quads);
    ASSERT_EQ(quads.size(), 4u);
    EXPECT_EQ(quads[0], (Int4{3, 6, 0, 7}));
}

TEST(SpritePosts, FuzzReadsAboveRunOnIntoThePostDrawnJustBefore) {
    // Posts of texture rows 0-5 and 6-9 meet on screen: rows [-4, 7], [8, 15].
    const std::vector<std::vector<Post>> columns{{{0, 6}, {6, 4}}};
    const std::vector<std::int32_t> words = picture(columns);
    const render::ProjectedSprite s = stretched_column(3, 6, 2 * base::kFracUnit, 12 << base::kFracBits);
    std::vector<Int4> quads;
    render::vulkan::add_sprite_posts(s, 2, {}, words, 20 << base::kFracBits, 30, render::vulkan::PostDrawer::fuzz,
                                     quads);
    ASSERT_EQ(quads.size(), 4u);
    EXPECT_EQ(quads[2], (Int4{3, 6, 8, 15}));
    EXPECT_EQ(quads[3], (Int4{2, 7, 1, 0}));  // the run began at the first post's first drawn row
}

}  // namespace
