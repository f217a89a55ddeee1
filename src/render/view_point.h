#pragma once
// Where a player's view is drawn from: its body's place, moved while one of
// ZDoom's earthquakes shakes it (sim/quakes.h). Every renderer takes the
// view's x and y from here, so they shake alike.
#include "sim/quakes.h"
#include "sim/world.h"

namespace render {

struct ViewPoint {
    base::fixed_t x = 0, y = 0;
};

inline ViewPoint view_point(const sim::World& world, const sim::Player& player) {
    const sim::Shake shake = sim::quake_shake(world, *player.mo);
    return {player.mo->x + shake.x, player.mo->y + shake.y};
}

}  // namespace render
