#include "sim/thing_ids.h"

#include "sim/map_utility.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kMapSpot = 9001;
constexpr int kMapSpotGravity = 9013;

// Map angles are degrees; ZDoom keeps them whole, not to Doom's eighths.
angle_t degrees_to_angle(int degrees) {
    const int d = ((degrees % 360) + 360) % 360;
    return static_cast<angle_t>((static_cast<std::uint64_t>(d) << 32) / 360);
}

Spot spot_of(Mobj& m) { return Spot{m.x, m.y, m.z, m.angle, &m}; }

}  // namespace

bool is_map_spot(int doomednum) { return doomednum == kMapSpot || doomednum == kMapSpotGravity; }

std::vector<Mobj*> things_with_id(World& w, int tid, Mobj* activator) {
    std::vector<Mobj*> found;
    if (tid == 0) {
        if (activator && !activator->removed()) found.push_back(activator);
        return found;
    }
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::Mobj) continue;
        Mobj& m = static_cast<Mobj&>(*t);
        if (m.tid == tid) found.push_back(&m);
    }
    return found;
}

std::vector<Spot> spots_with_id(World& w, int tid, Mobj* activator) {
    std::vector<Spot> spots;
    for (Mobj* m : things_with_id(w, tid, activator)) spots.push_back(spot_of(*m));
    if (tid == 0) return spots;
    const auto& things = w.level.things;
    const auto& ext = w.level.extensions.things;
    for (std::size_t i = 0; i < things.size() && i < ext.size(); ++i) {
        const map::Thing& t = things[i];
        if (!is_map_spot(t.type) || ext[i].id != tid) continue;
        const fixed_t x = t.x * base::kFracUnit, y = t.y * base::kFracUnit;
        const SectorState& s = w.sectors[static_cast<std::size_t>(w.sector_of_subsector(point_in_subsector(w, x, y)))];
        const auto height = static_cast<fixed_t>(ext[i].height * base::kFracUnit);
        spots.push_back(Spot{x, y, s.floor_at(x, y) + height, degrees_to_angle(t.angle), nullptr});
    }
    return spots;
}

}  // namespace sim
