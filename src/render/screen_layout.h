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
//
// Free look shears the view: the projection's centre row moves down by
// `pitch` rows of the 320×200 screen (up when negative), scaled with the
// screen and, in a bordered window, by screenblocks / 10 as Crispy Doom
// does, so a look covers the same share of every window. Only the view's
// rows move; nothing in the world sees the pitch.
#include "base/fixed.h"

namespace render {

inline constexpr int kBaseWidth = 320;
inline constexpr int kBaseHeight = 200;
inline constexpr int kBaseStatusBarHeight = 32;
inline constexpr int kMinScreenBlocks = 3;
inline constexpr int kFullWidthBlocks = 10;  // full-width view, status bar shown
inline constexpr int kMaxScreenBlocks = 11;  // no status bar
// Free look's limit, in 320×200 rows either way: a quarter of the screen,
// so the horizon stays in the middle half of the full-screen view, about
// 17° up or down at the original's projection (160 rows per unit slope),
// within the ±100-row slopes autoaim searches. The sky is the original's
// 128-row texture hung 100 rows above the centre row: looking up past
// what the texture covers (16 rows at size 10) shows its rows again from
// the bottom, as in Heretic, which sheared the same way.
inline constexpr int kMaxPitch = 50;

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
    // Free look: the centre row's shift in 320×200 rows, -kMaxPitch..kMaxPitch
    // (with_pitch clamps); positive moves it down, looking up.
    int pitch = 0;

    // Throws base::Error for sizes below 320×200 or above 7680×4320, and
    // for screenblocks outside 3..11 or detail outside 0..1.
    static ScreenLayout for_size(int width, int height, int screenblocks = kFullWidthBlocks, int detail = 0);

    // A bordered window (sizes 3..9): the view does not fill the width.
    bool bordered() const { return screenblocks < kFullWidthBlocks; }
    // The view window as a screen of its own: its top left at 0,0, no bar,
    // one pixel a column (half the window's width in low detail). A view
    // drawer draws this; the screen then places it in the window.
    ScreenLayout view_only() const;
    // The same layout looking up or down by `pitch` 320×200 rows, clamped.
    ScreenLayout with_pitch(int pitch) const;
    // How far the view's centre row moves, in screen rows.
    int pitch_rows() const;
    // The screen's width in 320×200 pixels at the layout's scale: 320 up to
    // 4:3, more on a wider screen (355 at 16:9, 474 at 21:9).
    int base_width() const;

    bool operator==(const ScreenLayout&) const = default;
};

}  // namespace render
