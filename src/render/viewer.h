#pragma once
// The player a view is drawn for, as every renderer sees it: the player
// itself, or, while it looks through a camera (ZDoom's ChangeCamera,
// sim/camera.h), a stand-in with the camera for its body. Through another
// player's body the view is that player's, weapon and all; through any
// other thing it is at the thing's place, facing and sector, its eye half
// its height up (ZDoom's camera height for things that are no players),
// with no weapon and neither goggles nor extra light (ZDoom takes those
// from the camera's player, which it has not). Renderers ask this instead
// of reading world.players.
#include "sim/world.h"

namespace render {

// The stand-in lives until the next call on the same thread for the same
// player.
const sim::Player& viewer(const sim::World& world, int player);

}  // namespace render
