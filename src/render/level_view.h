#pragma once
// What every level renderer checks before drawing a player's view.
#include "render/frame.h"
#include "render/screen_layout.h"
#include "sim/world.h"

namespace render {

// Throws base::Error unless `frame` has `layout`'s size and the world shows
// a level with `player` in it.
void check_level_view(const sim::World& world, int player, const Frame& frame,
                      const ScreenLayout& layout);

}  // namespace render
