#pragma once
// MBF's bouncing and touchy things (killough, 1998; dsda-doom's reading):
// MF_BOUNCES makes a thing rebound off walls, floors and ceilings (the
// beta's BFG balls, grenades, mines), MF_TOUCHY makes a thing die when
// something solid bumps it while it lives or, lifeless, once it has come
// to rest (armed: then landing sets it off too). Both are played from MBF
// on; earlier levels never read the bits.
#include "sim/world.h"

namespace sim {

inline bool sentient(const Mobj& mo) { return mo.health > 0 && mo.info->see_state != S_NULL; }
inline bool bounces(const World& w, const Mobj& mo) { return w.opts.compat.mbf() && (mo.flags & MF_BOUNCES); }
inline bool touchy(const World& w, const Mobj& mo) { return w.opts.compat.mbf() && (mo.flags & MF_TOUCHY); }

// PIT_CheckThing's rule: whether `toucher`, moving into touchy `thing`
// (alive or armed), kills it: a solid thing of another kind reaching it in
// height (a pain elemental and a lost soul count as one kind).
bool touchy_thing_touched(const World& w, const Mobj& thing, const Mobj& toucher);

// A non-solid, non-missile bouncer that ran into `thing`: turns back (a
// quarter as fast under gravity) and says whether `thing` stopped it.
bool rebounds_off(Mobj& bouncer, const Mobj& thing);

// P_XYMovement, a blocked move of a non-missile: whether MBF makes it
// bounce (a bouncer, or a monster on ice against a wall), and the bounce
// itself, off the line that stopped it.
bool bounces_off_walls(World& w, const Mobj& mo);
void bounce_off_wall(World& w, Mobj& mo);

// P_ZMovement of a bouncer with vertical speed: its whole vertical move.
// True when it goes on as a floater (its height already moved).
bool bounce_vertically(World& w, Mobj& mo);

}  // namespace sim
