#include "assets/font.h"

#include <cstdio>

#include "assets/lump_context.h"

namespace assets {

const Picture* HudFont::glyph(char c) const {
    if (c < kFontFirst || c > kFontLast) return nullptr;
    return &glyphs[static_cast<std::size_t>(c - kFontFirst)];
}

HudFont load_hud_font(const wad::Archive& archive) {
    HudFont font;
    for (int i = 0; i < kFontGlyphs; ++i) {
        char name[16];
        std::snprintf(name, sizeof name, "STCFN%03d", kFontFirst + i);
        archive.require(name);
        const std::size_t lump = *archive.find(name);
        font.glyphs[static_cast<std::size_t>(i)] = decode_picture(archive.lump(lump).data, lump_context(archive, lump));
    }
    return font;
}

}  // namespace assets
