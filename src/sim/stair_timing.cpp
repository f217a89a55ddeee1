// ZDoom's stair delay and reset given to stairs built by the original's
// and Boom's builders (which know nothing of them): the movers a special
// started are found by the sectors' specialdata before and after it.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "sim/movers.h"

namespace sim {

std::vector<Thinker*> sector_movers(const World& w) {
    std::vector<Thinker*> movers;
    movers.reserve(w.sectors.size());
    for (const SectorState& s : w.sectors) movers.push_back(s.specialdata);
    return movers;
}

void time_new_stairs(World& w, const std::vector<Thinker*>& before, fixed_t speed, fixed_t step, int delay, int reset) {
    if ((delay <= 0 && reset <= 0) || speed <= 0) return;
    // EV_BuildStairs: every step pauses after the tics one step height takes
    // at the staircase's speed, whatever its own (synchronised) speed.
    const int per_step = static_cast<int>(step / speed);
    for (std::size_t s = 0; s < w.sectors.size() && s < before.size(); ++s) {
        Thinker* mover = w.sectors[s].specialdata;
        if (!mover || mover == before[s] || mover->kind() != ThinkerKind::Floor) continue;
        FloorMove::StairTiming& t = static_cast<FloorMove*>(mover)->stair;
        t.delay = std::max(delay, 0);
        t.per_step = t.step_left = per_step;
        t.reset = std::max(reset, 0);
        t.origin = w.sectors[s].floorheight;
    }
}

}  // namespace sim
