#include "render/game_screen.h"

#include <array>
#include <cstdint>

#include "render/palette_stage.h"
#include "render/software/software_renderer.h"

namespace render {
namespace {

class SoftwareView final : public ViewDrawer {
public:
    SoftwareView(const wad::Archive& archive, const assets::AssetSet& assets) : renderer_(archive, assets) {}

    void draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                   Frame* undefined_reads) override {
        renderer_.render_view(world, player, frame, layout, undefined_reads);
    }
    std::span<const int> stored_segs() const override { return renderer_.stored_segs(); }

private:
    software::SoftwareRenderer renderer_;
};

}  // namespace

GameScreen::GameScreen(const wad::Archive& archive, const assets::AssetSet& assets)
    : software_(std::make_unique<SoftwareView>(archive, assets)), view_(software_.get()), bar_(archive) {}

GameScreen::GameScreen(const wad::Archive& archive, ViewDrawer& view) : view_(&view), bar_(archive) {}

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
    std::array<std::uint8_t, overlay::kBarWidth * overlay::kBarHeight> bar{};
    bar_.draw_bar(world, bar);
    view_->draw_screen(world, world.opts.consoleplayer, frame, layout, {bar, bar_.border_flat()}, undefined_reads);
}

int GameScreen::palette(const sim::World& world) const {
    return palette_index(world.players[static_cast<std::size_t>(world.opts.consoleplayer)]);
}

}  // namespace render
