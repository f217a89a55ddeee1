#include "render/vulkan/sprite_posts.h"

#include <algorithm>

#include "base/fixed.h"

namespace render::vulkan {

PostRows post_rows(int topdelta, int length, std::int32_t sprtopscreen, std::int32_t scale,
                   software::SpriteClip clip, PostDrawer drawer, int view_height) {
    const base::fixed_t topscreen = sprtopscreen + scale * topdelta;
    const base::fixed_t bottomscreen = topscreen + scale * length;
    PostRows rows{std::max((topscreen + base::kFracUnit - 1) >> base::kFracBits, clip.top + 1),
                  std::min((bottomscreen - 1) >> base::kFracBits, clip.bottom - 1)};
    if (drawer == PostDrawer::fuzz) {
        rows.yl = std::max(rows.yl, 1);
        rows.yh = std::min(rows.yh, view_height - 2);
    }
    return rows;
}

void add_sprite_posts(const ProjectedSprite& sprite, int sprite_index, std::span<const software::SpriteClip> clips,
                      std::span<const std::int32_t> picture_words, std::int32_t centeryfrac, int view_height,
                      PostDrawer drawer, std::vector<Int4>& quads) {
    const bool fuzz = drawer == PostDrawer::fuzz;
    if (sprite.picture >= picture_words.size()) return;
    const auto word = [&](std::int64_t i) {
        return i >= 0 && static_cast<std::size_t>(i) < picture_words.size() ? picture_words[static_cast<std::size_t>(i)]
                                                                           : 0;
    };
    // The picture's header (picture_posts.h): width, first column entry.
    const std::int32_t header = picture_words[sprite.picture];
    const std::int32_t width = word(header), entries = word(header + 1);
    const base::fixed_t spryscale = sprite.yscale;
    const base::fixed_t sprtopscreen = centeryfrac - base::fixed_mul(sprite.texturemid, spryscale);
    const auto clip_of = [&](int x) {
        if (clips.empty()) return software::SpriteClip{-1, static_cast<std::int16_t>(view_height)};
        return clips[static_cast<std::size_t>(x - sprite.x1)];
    };

    base::fixed_t frac = sprite.startfrac;
    for (int x = sprite.x1; x <= sprite.x2;) {
        // The run of columns with this one's texture column and clip rows.
        const int column = frac >> base::kFracBits;
        const software::SpriteClip clip = clip_of(x);
        int last = x;
        base::fixed_t next = frac + sprite.xiscale;
        while (last < sprite.x2 && next >> base::kFracBits == column && clip_of(last + 1).top == clip.top &&
               clip_of(last + 1).bottom == clip.bottom) {
            ++last;
            next += sprite.xiscale;
        }
        // Rounding can step one column past either edge: nothing is drawn there.
        if (column >= 0 && column < width) {
            const std::int32_t first_post = word(entries + 2 * column), posts = word(entries + 2 * column + 1);
            int drawn = 0;  // by the fuzz drawer in this column so far
            // The first row of the rows drawn without a gap down to the last
            // post's end: a fuzz read of the row above follows them up.
            int run_top = 0, run_end = -2;
            for (std::int32_t k = 0; k < posts; ++k) {
                const std::int32_t topdelta = word(first_post + 3 * k), length = word(first_post + 3 * k + 1);
                const auto [yl, yh] = post_rows(topdelta, length, sprtopscreen, spryscale, clip, drawer, view_height);
                if (yl > yh) continue;
                quads.push_back(Int4{x, last, yl, yh});
                if (fuzz) {
                    if (yl != run_end + 1) run_top = yl;
                    run_end = yh;
                    quads.push_back(Int4{sprite_index, drawn, run_top, 0});
                    drawn += yh - yl + 1;
                } else {
                    quads.push_back(Int4{sprite_index, sprite.texturemid - (topdelta << base::kFracBits), length,
                                         word(first_post + 3 * k + 2)});
                }
            }
        }
        x = last + 1;
        frac = next;
    }
}

}  // namespace render::vulkan
