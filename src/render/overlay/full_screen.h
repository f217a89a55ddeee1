#pragma once
// The original's 320×200 screen, for what it draws whole (intermission,
// finale): composed at 320×200, then scaled to a screen of any size by the
// layout's factor and centred, black around it.
#include <array>
#include <cstdint>

#include "render/frame.h"
#include "render/overlay/patch_draw.h"
#include "render/screen_layout.h"

namespace render::overlay {

struct FullScreen {
    std::array<std::uint8_t, kBaseWidth * kBaseHeight> pixels{};
    Canvas canvas() { return {pixels, kBaseWidth, kBaseHeight}; }
};

// Throws base::Error when the frame is not the layout's size.
void draw_full_screen(const FullScreen& screen, Frame& frame, const ScreenLayout& layout);

}  // namespace render::overlay
