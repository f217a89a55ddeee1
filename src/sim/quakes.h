#pragma once
// ZDoom's earthquakes (Radius_Quake, special 120; DEarthquake in ZDoom's
// a_quake.cpp): round a thing, for a number of tics, players on the ground
// within the damage radius are now and then hurt and every tic shoved
// about, and views within the tremor radius shake (the renderers, through
// quake_shake). ZDoom's pr_quake draws come from the game's random
// numbers, so demos stay deterministic. Silent: Doom has no world/quake.
#include "base/fixed.h"
#include "sim/thinker.h"

namespace sim {

using base::fixed_t;
struct World;
class Mobj;

class Quake final : public Thinker {
public:
    Quake() : Thinker(ThinkerKind::Quake) {}
    void think(World& w) override;

    Mobj* spot = nullptr;  // the thing it shakes round; it ends with it
    int intensity = 1;     // 1..9
    int countdown = 0;     // tics left
    fixed_t damage_radius = 0, tremor_radius = 0;
};

// Radius_Quake (intensity, duration, damage radius, tremor radius, tid):
// radii in 64-unit steps; a quake round each thing with the id (tid 0:
// the activator). True when one started.
bool start_quake(World& w, Mobj* activator, int tid, int intensity, int duration, int damage_radius,
                 int tremor_radius);

// How far a view from `viewer` is moved this tic, on each axis: within
// [-2i, 2i) units for the strongest quake i whose tremor radius holds it,
// as ZDoom's R_SetupFrame moves it. Drawn from a hash of the tic, not from
// the game's random numbers, so every renderer shakes the same frame alike
// and the simulation never sees it.
struct Shake {
    fixed_t x = 0, y = 0;
};
Shake quake_shake(const World& w, const Mobj& viewer);

}  // namespace sim
