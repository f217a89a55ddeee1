#pragma once
// ID24's animated intermissions (assets/interlevel.h) as the intermission
// runs them: UMAPINFO's exitanim over the tally of the map left, its
// enteranim over the "entering" screen of the next (which Doom II then
// shows too, outside demos, as Woof does). Where one shows, the episode
// map's own animations do not run. Frame timing follows the
// specification's bits as Rum and Raisin Doom reads them (a random start
// cuts the first showing short; a random duration adds up to
// maxduration - duration tics), with the intermission's cosmetic random
// numbers (M_Random), so the game's own random numbers are untouched.
#include "sim/world.h"

namespace sim {

// The lump this screen of the intermission shows (entering: the next
// map's enteranim, else the last map's exitanim), or null. Chooses it,
// the animations whose conditions hold and their first frames' tics, and
// plays its music; with none, clears the intermission's. True if one shows.
bool start_interlevel(World& w, bool entering);
// One intermission tic of its animations.
void update_interlevel(World& w);
// The lump wi.interlevel names, or null.
const assets::Interlevel* shown_interlevel(const World& w);
// Whether the next map has an enteranim to show (Doom II's "entering"
// screen depends on it).
bool next_map_has_enteranim(const World& w);

}  // namespace sim
