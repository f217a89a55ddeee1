#pragma once
// STlib_drawNum, shared by the status bar and the full-screen HUD: a number
// right-aligned at x, at most `digits` digits, spaced by the width of the
// font's 0. Negative numbers are clamped to what fits with the minus sign
// (-9 or -99), 0 is drawn as 0, and 1994 (the "n/a" of an ammo-less
// weapon) draws nothing. `draw(x, y, picture)` puts one picture down.
#include <array>
#include <cstddef>

#include "assets/picture.h"

namespace render::overlay {

// The number STlib_drawNum takes to mean "nothing to show" (largeammo).
inline constexpr int kNoNumber = 1994;

template <class Draw>
void draw_status_number(Draw&& draw, int x, int y, int number, int digits,
                        const std::array<assets::Picture, 10>& font, const assets::Picture& minus) {
    const int w = font[0].width;
    const bool negative = number < 0;
    if (negative) {
        if (digits == 2 && number < -9)
            number = -9;
        else if (digits == 3 && number < -99)
            number = -99;
        number = -number;
    }
    if (number == kNoNumber) return;
    if (number == 0) draw(x - w, y, font[0]);
    while (number != 0 && digits-- > 0) {
        x -= w;
        draw(x, y, font[static_cast<std::size_t>(number % 10)]);
        number /= 10;
    }
    if (negative) draw(x - 8, y, minus);
}

}  // namespace render::overlay
