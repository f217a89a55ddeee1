#include "render/vulkan/fuzz_columns.h"

#include "render/vulkan/sprite_posts.h"

namespace render::vulkan {

namespace {

constexpr int kFuzzTable = 50;  // r_draw.c's FUZZTABLE

// The pixels R_DrawFuzzColumn draws for one column of posts: each post's
// rows as R_DrawMaskedColumn rounds and clips them, kept off the view's
// first and last row.
int fuzz_pixels(const software::PostColumn& column, fixed_t sprtopscreen, fixed_t scale, software::SpriteClip clip,
                int view_height) {
    int count = 0;
    const std::uint8_t* p = column.start;
    while (p && p + 3 < column.end && p[0] != 0xff) {
        const auto [yl, yh] = post_rows(p[0], p[1], sprtopscreen, scale, clip, PostDrawer::fuzz, view_height);
        if (yl <= yh) count += yh - yl + 1;
        p += p[1] + 4;
    }
    return count;
}

}  // namespace

int FuzzColumns::add(const ProjectedSprite& sprite, std::span<const software::SpriteClip> clips,
                     const software::PixelSources& pixels, const ViewTables& tables) {
    const int first = static_cast<int>(starts_.size());
    const software::SpritePatch& patch = pixels.sprite_patch(sprite.picture);
    const fixed_t sprtopscreen = tables.centeryfrac - base::fixed_mul(sprite.texturemid, sprite.yscale);
    fixed_t frac = sprite.startfrac;
    for (int x = sprite.x1; x <= sprite.x2; ++x, frac += sprite.xiscale) {
        const auto column = static_cast<std::size_t>(x - sprite.x1);
        const software::SpriteClip clip =
            column < clips.size() ? clips[column]
                                  : software::SpriteClip{-1, static_cast<std::int16_t>(tables.height)};
        starts_.push_back(pos_);
        pos_ = (pos_ + fuzz_pixels(patch.column(frac >> base::kFracBits), sprtopscreen, sprite.yscale, clip,
                                   tables.height)) %
               kFuzzTable;
    }
    return first;
}

}  // namespace render::vulkan
