#pragma once
// The automap as am_map.c draws it (AM_Drawer) with the level's title as
// hu_stuff.c writes it under the map: black background, walls by kind
// (one-sided red, floor changes brown, ceiling changes yellow, teleporters
// dark red, with iddt the rest grey and things as green triangles), the
// computer map's grey for lines not yet seen, the player's white arrow,
// the grid, the centre dot and the numbered marks, every line through the
// original's fixed-point scale, clipping and Bresenham stepping. At
// 320×200 the pixels are the original's; a larger frame gets a window of
// its own size (finer lines) and the pictures scaled.
#include <array>
#include <string_view>

#include "assets/font.h"
#include "assets/picture.h"
#include "render/frame.h"
#include "render/screen_layout.h"
#include "sim/world.h"
#include "ui/automap_view.h"
#include "wad/archive.h"

namespace render::overlay {

// The automap's window for a screen: the whole width, the rows above the
// status bar (f_w × f_h; 320 × 168 at 320×200).
struct AutomapSize {
    int width = 0, height = 0;
};
AutomapSize automap_size(const ScreenLayout& layout);

class AutomapDrawer {
public:
    // Loads the mark numbers AMMNUM0-9 and the heads-up font. Throws
    // base::Error naming a lump that is missing or not a picture.
    explicit AutomapDrawer(const wad::Archive& archive);

    // Draws into the window's rows of `frame` (the layout's size; the
    // view's window must be automap_size(layout)), over what is there when
    // view.overlay is set, and writes `title` at its bottom left. Throws
    // base::Error for a frame or window of the wrong size.
    void draw(const sim::World& world, const ui::AutomapView& view, std::string_view title, Frame& frame,
              const ScreenLayout& layout) const;

private:
    std::array<assets::Picture, ui::kAutomapMarks> mark_numbers_;
    assets::HudFont font_;
};

}  // namespace render::overlay
