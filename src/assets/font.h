#pragma once
// The heads-up font: STCFN033 ('!') to STCFN095 ('_'), the characters
// vanilla's HUD and menus draw. Text is upper-cased before drawing, as the
// original does, since the font has no lower case.
#include <array>

#include "assets/picture.h"
#include "wad/archive.h"

namespace assets {

inline constexpr char kFontFirst = '!';
inline constexpr char kFontLast = '_';
inline constexpr int kFontGlyphs = kFontLast - kFontFirst + 1;

struct HudFont {
    std::array<Picture, kFontGlyphs> glyphs;

    // The glyph for a character, or nullptr outside '!'..'_' (vanilla
    // advances by 4 pixels for those, drawing nothing).
    const Picture* glyph(char c) const;
};

// Throws base::Error naming the missing or malformed STCFNnnn lump.
HudFont load_hud_font(const wad::Archive& archive);

}  // namespace assets
