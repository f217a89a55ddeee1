#pragma once
// The original's 320×200 screen for the 2D pictures drawn over the game
// (menus, messages, the pause sign): an 8-bit image with a mask of what
// was drawn, composed into a frame of any size at the status bar's scale
// and place, so both renderers show the same pixels.
#include <array>
#include <cstdint>

#include "assets/picture.h"
#include "render/frame.h"
#include "render/screen_layout.h"

namespace render::overlay {

class ScreenLayer {
public:
    static constexpr int kWidth = kBaseWidth;
    static constexpr int kHeight = kBaseHeight;

    // V_DrawPatch: at (x, y) minus the picture's offsets; what falls off
    // the screen is dropped (vanilla would abort).
    void draw_patch(int x, int y, const assets::Picture& patch);
    // One pixel; outside the screen it is dropped.
    void set(int x, int y, std::uint8_t index);
    void clear();
    bool empty() const { return empty_; }
    // The pixel at (x, y), or -1 where nothing was drawn.
    int at(int x, int y) const;

    // Copies the drawn pixels into `frame`: the 320×200 screen scaled by
    // layout.scale (nearest pixel), centred like the status bar, its
    // bottom at the frame's bottom.
    void compose(Frame& frame, const ScreenLayout& layout) const;

private:
    std::array<std::uint8_t, kWidth * kHeight> pixels_{};
    std::array<bool, kWidth * kHeight> drawn_{};
    bool empty_ = true;
};

}  // namespace render::overlay
