#pragma once
// Where things go on a screen of any size, derived from the original's
// 320×200 layout at screen size 10 (full-width view, status bar shown).
//
// One scale factor, the largest that fits 320×200 into the screen, sizes
// the status bar and the view's projection. A wider screen keeps that
// projection and widens the view, so the field of view grows
// horizontally; at 320×200 every number is the original's.
#include "base/fixed.h"

namespace render {

inline constexpr int kBaseWidth = 320;
inline constexpr int kBaseHeight = 200;
inline constexpr int kBaseStatusBarHeight = 32;

struct ScreenLayout {
    int width = kBaseWidth;    // whole screen
    int height = kBaseHeight;
    base::fixed_t scale = base::kFracUnit;  // screen pixels per 320×200 pixel
    // The 3D view: the top of the screen, full width, above the status bar.
    int view_width = kBaseWidth;
    int view_height = kBaseHeight - kBaseStatusBarHeight;
    // The status bar: 320 × 32 scaled, centred horizontally at the bottom.
    int bar_x = 0, bar_y = kBaseHeight - kBaseStatusBarHeight;
    int bar_width = kBaseWidth, bar_height = kBaseStatusBarHeight;

    // Throws base::Error for sizes below 320×200 or above 7680×4320.
    static ScreenLayout for_size(int width, int height);
};

}  // namespace render
