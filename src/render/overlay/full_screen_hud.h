#pragma once
// The full-screen HUD (game.full_screen_hud): at screen size 11, where the
// original shows no status bar, the bar's own widgets over the view,
// without STBAR behind them: the ready weapon's ammo, health and, in
// deathmatch, frags on the left; armour and the keys on the right. Each
// group keeps the spacing st_stuff.c gives it and sits two pixels in
// from its edge of the screen; on a wide screen the layer is the whole
// width (ScreenLayer::resize), so the groups hold the window's edges
// rather than the 4:3 middle. The face, the arms and the ammo table stay
// on the bar.
#include <array>

#include "assets/picture.h"
#include "render/overlay/screen_layer.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::overlay {

class FullScreenHud {
public:
    // Loads STTNUM0-9, STTPRCNT, STTMINUS and STKEYS0-5. Throws base::Error
    // naming a lump that is missing or not a valid picture.
    explicit FullScreenHud(const wad::Archive& archive);

    // Draws the console player's HUD onto `layer` (any width).
    void draw(const sim::World& world, ScreenLayer& layer) const;

    // Where the groups go on a layer `width` wide: the left group's offset
    // from the bar's positions is 0, the right group's this.
    int right_shift(int width) const;

private:
    std::array<assets::Picture, 10> tallnum_;
    assets::Picture tallpercent_, sttminus_;
    std::array<assets::Picture, 6> keys_;
};

}  // namespace render::overlay
