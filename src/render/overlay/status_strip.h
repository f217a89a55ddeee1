#pragma once
// The bottom strip of a game screen: the status bar as the original draws
// it (320×32, see status_bar.h) scaled to the screen, and the view
// border's flat tiled beside it when the screen is wider than the bar.
// The software path scales it here; the Vulkan renderer scales the same
// two images in shaders/status_strip.frag with the same arithmetic.
#include <cstdint>
#include <span>

#include "render/frame.h"
#include "render/screen_layout.h"

namespace render::overlay {

struct StatusStrip {
    std::span<const std::uint8_t> bar;          // 320×32, row-major
    std::span<const std::uint8_t> border_flat;  // 64×64
};

// Fills the rows from layout.bar_y down. Throws base::Error when the frame
// is not the layout's size or the images are not the sizes above.
void draw_status_strip(const StatusStrip& strip, Frame& frame, const ScreenLayout& layout);

}  // namespace render::overlay
