#pragma once
// M_Drawer: the open menu page (its title pictures, items, sliders, save
// slots) and the blinking skull, or the message box instead of the page,
// in the original's pictures and font on the 320×200 layer.
#include "assets/font.h"
#include "render/overlay/picture_cache.h"
#include "render/overlay/screen_layer.h"
#include "sim/world.h"
#include "ui/menu.h"

namespace render::overlay {

class MenuScreen {
public:
    // Both must outlive the screen.
    MenuScreen(PictureCache& pictures, const assets::HudFont& font) : pictures_(pictures), font_(font) {}

    // Draws nothing when the menu is closed.
    void draw(const ui::Menu& menu, sim::GameMode mode, ScreenLayer& layer);

private:
    void picture(ScreenLayer& layer, int x, int y, const std::string& name);
    void thermometer(ScreenLayer& layer, int x, int y, int width, int dot);
    void page_pictures(const ui::Menu& menu, sim::GameMode mode, ScreenLayer& layer);
    void slots(const ui::Menu& menu, ScreenLayer& layer);
    void message(const std::string& text, ScreenLayer& layer);

    PictureCache& pictures_;
    const assets::HudFont& font_;
};

}  // namespace render::overlay
