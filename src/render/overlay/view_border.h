#pragma once
// The back screen round a bordered view window (screen sizes 3..9), as
// R_FillBackScreen draws it: the border flat tiled over the rows above the
// status bar, BRDR_T/B/L/R along the window's edges every 8 pixels and the
// four corner bevels. Composed at 320×168, then shown at the layout's
// scale relative to the window; on a wider screen the flat goes on tiling
// to the edges.
#include <cstdint>
#include <span>
#include <vector>

#include "render/frame.h"
#include "render/overlay/picture_cache.h"
#include "render/screen_layout.h"
#include "wad/archive.h"

namespace render::overlay {

class ViewBorder {
public:
    // The archive must outlive the border; its BRDR_* patches are read on first use.
    explicit ViewBorder(const wad::Archive& archive) : pictures_(archive) {}

    // Fills the rows above layout.bar_y outside the view window. `flat` is
    // the 64×64 border flat. Throws base::Error when a BRDR_* patch is
    // missing or malformed, or the frame is not the layout's size.
    void draw(std::span<const std::uint8_t> flat, Frame& frame, const ScreenLayout& layout);

private:
    void compose(std::span<const std::uint8_t> flat, int screenblocks);

    PictureCache pictures_;
    std::vector<std::uint8_t> back_;  // 320×168 at the original's scale
    int composed_blocks_ = 0;
    std::vector<std::uint8_t> composed_flat_;
};

}  // namespace render::overlay
