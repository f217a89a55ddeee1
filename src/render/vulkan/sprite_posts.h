#pragma once
// A sprite as the posts R_DrawMaskedColumn draws: for each run of screen
// columns that show the same texture column within the same clip rows,
// one quad a post, over exactly the rows the drawer gives that post there.
// The fragment stage (shaders/sprite_post.frag) then only steps the texel
// as R_DrawColumn does: no post to find, no clip to test, and no pixel
// shaded that the sprite leaves clear, which is what sprites cost on CPU
// drivers. Later posts of a column overwrite earlier ones, as in the
// original, since primitives are drawn in order.
#include <cstdint>
#include <span>
#include <vector>

#include "render/software/walk_records.h"
#include "render/sprite_projection.h"
#include "render/vulkan/scene_data.h"

namespace render::vulkan {

// Which drawer's rows: R_DrawColumn's, or R_DrawFuzzColumn's, which keeps
// off the view's first and last row and counts the pixels it draws.
enum class PostDrawer { column, fuzz };

// The rows [yl, yh] the drawer gives a post (`topdelta`, `length`) of a
// column whose top lands on `sprtopscreen` (16.16 rows) and grows by
// `scale` a texel, as R_DrawMaskedColumn rounds them, strictly between the
// clip rows; none where yl > yh.
struct PostRows {
    int yl = 0, yh = -1;
};
PostRows post_rows(int topdelta, int length, std::int32_t sprtopscreen, std::int32_t scale,
                   software::SpriteClip clip, PostDrawer drawer, int view_height);

// Appends sprite `sprite_index`'s post quads to `quads`, two Int4 each
// (shaders/sprite_post.vert, fuzz_post.vert): first and last column,
// first and last row; then for the column drawer the sprite, the post's
// texturemid (R_DrawMaskedColumn's dc_texturemid), its length, the byte
// offset of its first pixel in `picture_words`; for the fuzz drawer the
// sprite, the pixels the column's earlier posts drew and the first row of
// the rows its posts drew without a gap down to this one. `clips` holds,
// per column, the rows the sprite draws strictly between; empty, the
// view's rows (the weapon). `picture_words` is pack_sprite_pictures'
// array, `centeryfrac` and `view_height` the view's.
void add_sprite_posts(const ProjectedSprite& sprite, int sprite_index, std::span<const software::SpriteClip> clips,
                      std::span<const std::int32_t> picture_words, std::int32_t centeryfrac, int view_height,
                      PostDrawer drawer, std::vector<Int4>& quads);

}  // namespace render::vulkan
