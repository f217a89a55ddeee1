#include "render/overlay/menu_screen.h"

#include "render/overlay/hud_text.h"

namespace render::overlay {

using ui::PageId;

void MenuScreen::picture(ScreenLayer& layer, int x, int y, const std::string& name) {
    if (const assets::Picture* p = pictures_.find(name)) layer.draw_patch(x, y, *p);
}

// M_DrawThermo.
void MenuScreen::thermometer(ScreenLayer& layer, int x, int y, int width, int dot) {
    int xx = x;
    picture(layer, xx, y, "M_THERML");
    xx += 8;
    for (int i = 0; i < width; ++i, xx += 8) picture(layer, xx, y, "M_THERMM");
    picture(layer, xx, y, "M_THERMR");
    picture(layer, x + 8 + dot * 8, y, "M_THERMO");
}

// M_DrawSaveLoadBorder and the descriptions of M_DrawLoad / M_DrawSave.
void MenuScreen::slots(const ui::Menu& menu, ScreenLayer& layer) {
    const ui::MenuPage& page = menu.page();
    for (int i = 0; i < ui::kSaveSlots; ++i) {
        const int y = page.y + ui::kMenuLineHeight * i;
        int x = page.x;
        picture(layer, x - 8, y + 7, "M_LSLEFT");
        for (int j = 0; j < 24; ++j, x += 8) picture(layer, x, y + 7, "M_LSCNTR");
        picture(layer, x, y + 7, "M_LSRGHT");
        write_menu_text(layer, font_, page.x, y, menu.slot_descriptions()[static_cast<std::size_t>(i)]);
    }
    if (const auto slot = menu.typing_slot()) {
        const int width = menu_text_width(font_, menu.slot_descriptions()[static_cast<std::size_t>(*slot)]);
        write_menu_text(layer, font_, page.x + width, page.y + ui::kMenuLineHeight * *slot, "_");
    }
}

void MenuScreen::page_pictures(const ui::Menu& menu, sim::GameMode mode, ScreenLayer& layer) {
    const ui::MenuPage& page = menu.page();
    const ui::MenuSettings& settings = menu.settings();
    switch (page.id) {
        case PageId::Main: picture(layer, 94, 2, "M_DOOM"); break;
        case PageId::Episode: picture(layer, 54, 38, "M_EPISOD"); break;
        case PageId::Skill:
            picture(layer, 96, 14, "M_NEWG");
            picture(layer, 54, 38, "M_SKILL");
            break;
        case PageId::Options:
            picture(layer, 108, 15, "M_OPTTTL");
            picture(layer, page.x + 175, page.y + ui::kMenuLineHeight * 2, settings.detail ? "M_GDLOW" : "M_GDHIGH");
            picture(layer, page.x + 120, page.y + ui::kMenuLineHeight * 1, settings.messages ? "M_MSGON" : "M_MSGOFF");
            thermometer(layer, page.x, page.y + ui::kMenuLineHeight * 6, 10, settings.mouse_sensitivity);
            thermometer(layer, page.x, page.y + ui::kMenuLineHeight * 4, 9, settings.screen_size);
            break;
        case PageId::Sound:
            picture(layer, 60, 38, "M_SVOL");
            thermometer(layer, page.x, page.y + ui::kMenuLineHeight * 1, 16, settings.sfx_volume);
            thermometer(layer, page.x, page.y + ui::kMenuLineHeight * 3, 16, settings.music_volume);
            break;
        case PageId::Load:
            picture(layer, 72, 28, "M_LOADG");
            slots(menu, layer);
            break;
        case PageId::Save:
            picture(layer, 72, 28, "M_SAVEG");
            slots(menu, layer);
            break;
        case PageId::ReadThis1:
            picture(layer, 0, 0, mode == sim::GameMode::Commercial ? "HELP" : "HELP2");
            break;
        case PageId::ReadThis2: picture(layer, 0, 0, "HELP1"); break;
    }
}

void MenuScreen::message(const std::string& text, ScreenLayer& layer) {
    const int line_height = font_.glyphs[0].height;
    int y = ScreenLayer::kHeight / 2 - menu_text_height(font_, text) / 2;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line(text.data() + start, end - start);
        write_menu_text(layer, font_, ScreenLayer::kWidth / 2 - menu_text_width(font_, line) / 2, y, line);
        y += line_height;
        start = end + 1;
    }
}

void MenuScreen::draw(const ui::Menu& menu, sim::GameMode mode, ScreenLayer& layer) {
    if (menu.message()) {
        message(*menu.message(), layer);
        return;
    }
    if (!menu.active()) return;
    page_pictures(menu, mode, layer);
    const ui::MenuPage& page = menu.page();
    int y = page.y;
    for (const ui::MenuItem& item : page.items) {
        // A UMAPINFO episode whose patch the WADs lack shows its name.
        if (!item.text.empty() && !pictures_.find(item.picture))
            write_menu_text(layer, font_, page.x, y + 4, item.text);
        else if (!item.picture.empty())
            picture(layer, page.x, y, item.picture);
        y += ui::kMenuLineHeight;
    }
    picture(layer, page.x + ui::kSkullXOffset, page.y - 5 + menu.item_on() * ui::kMenuLineHeight,
            menu.which_skull() ? "M_SKULL2" : "M_SKULL1");
}

}  // namespace render::overlay
