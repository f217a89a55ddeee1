#pragma once
// ZDoom's cameras (ChangeCamera, special 237; p_lnspec.cpp): a player's
// view, and what it hears, from another thing, a camera thing
// (level_cameras.h) or a map spot (ZDoom's MapSpot, 9001 and 9013: places
// here, not things) for a scene; the body
// plays on meanwhile. The renderers and the sound system ask view_from;
// the simulation itself never looks through a camera.
#include "base/fixed.h"

namespace sim {

struct World;
struct Player;
class Mobj;

// ChangeCamera (tid, who, revert): the first thing with id `tid`, else
// the first camera thing with it, else the first map spot with it (0, or
// an id nothing has: none, which gives the view back to the body) becomes
// the camera of the activator's player, or of every player when `who` is
// set or no player set it off; with `revert`, walking gives the view
// back. True, as ZDoom.
bool change_camera(World& w, Mobj* activator, int tid, bool all_players, bool revert);

// Where a player's view is drawn and heard from now.
struct ViewFrom {
    const Mobj* thing = nullptr;     // the body, a camera thing; null at a map spot
    const Player* player = nullptr;  // whose eye it is (the player's own, another's body); null otherwise
    base::fixed_t x = 0, y = 0, z = 0;  // the eye: a thing that is no player's looks from half its height
    base::angle_t angle = 0;
    base::angle_t pitch = 0;  // a camera thing's (level_cameras.h): signed, above 0 looks down
    int subsector = 0;
    int tid = 0;  // the camera's thing id (CheckPlayerCamera)
};
// The body's own view unless a camera still in the world, or a map spot,
// takes its place. Only for a player with a body.
ViewFrom view_from(const Player& player);

// P_MovePlayer: a player that walks on the ground with CF_REVERTPLEASE
// looks from its body again.
void revert_camera_on_walk(Player& player, bool walked);

}  // namespace sim
