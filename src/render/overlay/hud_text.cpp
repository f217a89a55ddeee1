#include "render/overlay/hud_text.h"

#include <cctype>

namespace render::overlay {
namespace {

char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

constexpr int kMissingGlyphWidth = 4;

}  // namespace

int menu_text_width(const assets::HudFont& font, std::string_view text) {
    int width = 0;
    for (const char c : text) {
        const assets::Picture* glyph = font.glyph(upper(c));
        width += glyph ? glyph->width : kMissingGlyphWidth;
    }
    return width;
}

int menu_text_height(const assets::HudFont& font, std::string_view text) {
    const int line = font.glyphs[0].height;
    int height = line;
    for (const char c : text)
        if (c == '\n') height += line;
    return height;
}

void write_menu_text(ScreenLayer& layer, const assets::HudFont& font, int x, int y, std::string_view text) {
    int cx = x, cy = y;
    for (const char c : text) {
        if (c == '\n') {
            cx = x;
            cy += 12;
            continue;
        }
        const assets::Picture* glyph = font.glyph(upper(c));
        if (!glyph) {
            cx += kMissingGlyphWidth;
            continue;
        }
        if (cx + glyph->width > layer.width()) break;
        layer.draw_patch(cx, cy, *glyph);
        cx += glyph->width;
    }
}

void write_hud_line(ScreenLayer& layer, const assets::HudFont& font, int x, int y, std::string_view text) {
    for (const char c : text) {
        const assets::Picture* glyph = c == ' ' ? nullptr : font.glyph(upper(c));
        if (glyph) {
            if (x + glyph->width > layer.width()) break;
            layer.draw_patch(x, y, *glyph);
            x += glyph->width;
        } else {
            x += kMissingGlyphWidth;
            if (x >= layer.width()) break;
        }
    }
}

}  // namespace render::overlay
