#pragma once
// The finale as f_finale.c's F_Drawer draws it, from the counters the
// simulation keeps (sim::World::finale): the text typed over a tiled flat
// at the original's speed, the picture that ends each Doom episode, the
// episode-3 bunny scroller, and Doom II's cast call with the actors'
// sprites. Texts and flats come from sim::finale_screen, DeHackEd
// replacements included.
#include <memory>

#include "assets/font.h"
#include "assets/sprites.h"
#include "render/overlay/full_screen.h"
#include "render/overlay/picture_cache.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::overlay {

class FinaleScreen {
public:
    explicit FinaleScreen(const wad::Archive& archive) : archive_(archive), pictures_(archive) {}

    // Draws the finale of `world` (in GameState::Finale). Like the
    // original, an art stage with no picture leaves `screen` as it was.
    // Throws base::Error naming a graphic that is missing.
    void draw(const sim::World& world, FullScreen& screen);

private:
    void draw_text(const sim::World& world, const Canvas& canvas);
    void draw_art(const sim::World& world, const Canvas& canvas);
    void draw_bunny(const sim::World& world, const Canvas& canvas);
    void draw_cast(const sim::World& world, const Canvas& canvas);
    const assets::HudFont& font();

    const wad::Archive& archive_;
    PictureCache pictures_;
    std::unique_ptr<assets::HudFont> font_;
    std::unique_ptr<assets::SpriteSet> sprites_;  // for the cast call, in the simulation's sprite order
};

}  // namespace render::overlay
