#pragma once
// The original's 320×200 screen for the 2D pictures drawn over the game
// (menus, messages, the pause sign): an 8-bit image with a mask of what
// was drawn, composed into a frame of any size at the status bar's scale
// and place, so both renderers show the same pixels.
//
// A layer may be wider than 320 (resize): the whole width of a wide screen
// at the same scale, centred the same way, so what is drawn at its edges
// lands at the window's edges (the full-screen HUD, the message line). At
// 320 wide it is the original's screen.
#include <cstdint>
#include <vector>

#include "assets/picture.h"
#include "render/frame.h"
#include "render/screen_layout.h"

namespace render::overlay {

class ScreenLayer {
public:
    static constexpr int kWidth = kBaseWidth;
    static constexpr int kHeight = kBaseHeight;

    ScreenLayer() { resize(kWidth); }
    // Clears the layer and makes it `width` pixels wide (at least 320).
    void resize(int width);
    int width() const { return width_; }

    // V_DrawPatch: at (x, y) minus the picture's offsets; what falls off
    // the screen is dropped (vanilla would abort).
    void draw_patch(int x, int y, const assets::Picture& patch);
    // One pixel; outside the screen it is dropped.
    void set(int x, int y, std::uint8_t index);
    void clear();
    bool empty() const { return empty_; }
    // The pixel at (x, y), or -1 where nothing was drawn.
    int at(int x, int y) const;

    // Copies the drawn pixels into `frame`: the layer scaled by
    // layout.scale (nearest pixel), centred like the status bar, its
    // bottom at the frame's bottom.
    void compose(Frame& frame, const ScreenLayout& layout) const;

private:
    int width_ = 0;
    std::vector<std::uint8_t> pixels_;
    std::vector<bool> drawn_;
    std::vector<bool> row_drawn_;  // per layer row: anything drawn there (compose skips the others)
    bool empty_ = true;
};

}  // namespace render::overlay
