#include "render/game_screen.h"

#include "render/palette_stage.h"

namespace render {

GameScreen::GameScreen(const wad::Archive& archive, const assets::AssetSet& assets)
    : view_(archive, assets), bar_(archive) {}

void GameScreen::start(const sim::World& world) {
    bar_.start(world);
    body_ = world.players[static_cast<std::size_t>(world.opts.consoleplayer)].mo;
    leveltime_ = world.leveltime;
}

void GameScreen::after_tic(const sim::World& world) {
    const sim::Mobj* body = world.players[static_cast<std::size_t>(world.opts.consoleplayer)].mo;
    if (body != body_ || world.leveltime < leveltime_) bar_.start(world);
    body_ = body;
    leveltime_ = world.leveltime;
    bar_.tick(world);
}

void GameScreen::draw(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads) {
    view_.render_view(world, world.opts.consoleplayer, frame, layout, undefined_reads);
    bar_.draw(world, frame, layout);
}

int GameScreen::palette(const sim::World& world) const {
    return palette_index(world.players[static_cast<std::size_t>(world.opts.consoleplayer)]);
}

}  // namespace render
