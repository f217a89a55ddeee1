#pragma once
// Text in the heads-up font, as the menus (M_WriteText, M_StringWidth,
// M_StringHeight) and the message line (HUlib_drawTextLine) draw it:
// upper-cased, 4 pixels for a character the font lacks.
#include <string_view>

#include "assets/font.h"
#include "render/overlay/screen_layer.h"

namespace render::overlay {

int menu_text_width(const assets::HudFont& font, std::string_view text);
// One font height per line.
int menu_text_height(const assets::HudFont& font, std::string_view text);
// '\n' starts a new line 12 pixels down; a glyph that would pass the
// screen's right edge ends the text.
void write_menu_text(ScreenLayer& layer, const assets::HudFont& font, int x, int y, std::string_view text);
// One line of the heads-up display: stops at the right edge.
void write_hud_line(ScreenLayer& layer, const assets::HudFont& font, int x, int y, std::string_view text);

}  // namespace render::overlay
