#include "render/level_view.h"

#include <string>

#include "base/error.h"

namespace render {

void check_level_view(const sim::World& world, int player, const Frame& frame, const ScreenLayout& layout) {
    if (frame.width != layout.width || frame.height != layout.height)
        throw base::Error("render_view: frame and layout sizes differ");
    const sim::Player& p = world.players.at(static_cast<std::size_t>(player));
    if (world.gamestate != sim::GameState::Level || !p.mo)
        throw base::Error("render_view: no level view for player " + std::to_string(player + 1));
}

}  // namespace render
