#pragma once
// Where things go on a screen of any size, derived from the original's
// 320×200 layout and its screen sizes (screenblocks, R_ExecuteSetViewSize).
//
// One scale factor, the largest that fits 320×200 into the screen, sizes
// the status bar and the view's projection. At screen size 10 the view is
// the full width above the status bar; a wider screen keeps the projection
// and widens the view, so the field of view grows horizontally. Size 11
// leaves the bar out and gives the view the whole screen. Sizes 3..9 are
// the original's bordered windows, scaled: screenblocks × 32 columns by
// (screenblocks × 168 / 10) & ~7 rows, centred above the bar, the border
// flat and bevel round them. At 320×200 every number is the original's.
//
// Low detail (detail 1) draws every column twice: the view is drawn half
// as wide (view_only()) and each pixel doubled.
#include "base/fixed.h"

namespace render {

inline constexpr int kBaseWidth = 320;
inline constexpr int kBaseHeight = 200;
inline constexpr int kBaseStatusBarHeight = 32;
inline constexpr int kMinScreenBlocks = 3;
inline constexpr int kFullWidthBlocks = 10;  // full-width view, status bar shown
inline constexpr int kMaxScreenBlocks = 11;  // no status bar

struct ScreenLayout {
    int width = kBaseWidth;    // whole screen
    int height = kBaseHeight;
    base::fixed_t scale = base::kFracUnit;  // screen pixels per 320×200 pixel
    int screenblocks = kFullWidthBlocks;     // 3..11
    int detail = 0;                          // 0 high, 1 low (double-width columns)
    // The 3D view window, in screen pixels.
    int view_x = 0, view_y = 0;
    int view_width = kBaseWidth;
    int view_height = kBaseHeight - kBaseStatusBarHeight;
    // The status bar: 320 × 32 scaled, centred horizontally at the bottom;
    // no rows at size 11 (bar_y is then the screen's height).
    int bar_x = 0, bar_y = kBaseHeight - kBaseStatusBarHeight;
    int bar_width = kBaseWidth, bar_height = kBaseStatusBarHeight;

    // Throws base::Error for sizes below 320×200 or above 7680×4320, and
    // for screenblocks outside 3..11 or detail outside 0..1.
    static ScreenLayout for_size(int width, int height, int screenblocks = kFullWidthBlocks, int detail = 0);

    // A bordered window (sizes 3..9): the view does not fill the width.
    bool bordered() const { return screenblocks < kFullWidthBlocks; }
    // The view window as a screen of its own: its top left at 0,0, no bar,
    // one pixel a column (half the window's width in low detail). A view
    // drawer draws this; the screen then places it in the window.
    ScreenLayout view_only() const;

    bool operator==(const ScreenLayout&) const = default;
};

}  // namespace render
