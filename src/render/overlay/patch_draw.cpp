#include "render/overlay/patch_draw.h"

#include <algorithm>
#include <cstddef>

namespace render::overlay {

void draw_patch(const Canvas& canvas, int x, int y, const assets::Picture& patch) {
    x -= patch.left_offset;
    y -= patch.top_offset;
    const int columns = std::min(patch.width, static_cast<int>(patch.columns.size()));
    for (int c = 0; c < columns; ++c) {
        const int dx = x + c;
        if (dx < 0 || dx >= canvas.width) continue;
        for (const assets::Post& post : patch.columns[static_cast<std::size_t>(c)].posts) {
            // Vanilla draws the post's whole length, even past the patch's height.
            int dy = y + post.top_delta;
            for (const std::uint8_t pixel : post.pixels) {
                if (dy >= 0 && dy < canvas.height)
                    canvas.pixels[static_cast<std::size_t>(dy) * static_cast<std::size_t>(canvas.width) +
                                  static_cast<std::size_t>(dx)] = pixel;
                ++dy;
            }
        }
    }
}

}  // namespace render::overlay
