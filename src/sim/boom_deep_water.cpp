// Boom's 242 (killough's deep water, boomref.txt): the tagged sectors are
// drawn with the floor and ceiling heights of the line's front sector (the
// control sector) as a fake floor and ceiling. Things still walk on the
// real floor; the simulation asks the control sector only where Boom does:
// what the carriers, pushers and MBF's friction call under water, and
// sight, which the fake planes cut (P_CheckSight).
#include "sim/boom_thinkers.h"
#include "sim/sector_queries.h"

namespace sim {

void transfer_heights(World& w, int line, int tag) {
    const int control = w.level.lines[static_cast<std::size_t>(line)].front_sector;
    if (control < 0) return;
    for (int s = -1; (s = find_sector_from_tag(w, tag, s)) >= 0;) w.sectors[static_cast<std::size_t>(s)].heightsec = control;
}

void spawn_boom_deep_water(World& w) {
    const int lines = static_cast<int>(w.lines.size());
    for (int i = 0; i < lines; ++i)
        if (w.lines[static_cast<std::size_t>(i)].special == 242) transfer_heights(w, i, w.lines[static_cast<std::size_t>(i)].tag);
}

int water_control_sector(const World& w, int sector) { return w.sectors[static_cast<std::size_t>(sector)].heightsec; }

bool fake_planes_hide(const World& w, const Mobj& t1, int s1, const Mobj& t2, int s2) {
    const auto cut = [&](const Mobj& a, int sa, const Mobj& b) {
        const int control = w.sectors[static_cast<std::size_t>(sa)].heightsec;
        if (control < 0) return false;
        const SectorState& c = w.sectors[static_cast<std::size_t>(control)];
        // Boom measures the ceiling case with the looker's height both ways.
        return (a.z + a.height <= c.floorheight && b.z >= c.floorheight) ||
               (a.z >= c.ceilingheight && b.z + t1.height <= c.ceilingheight);
    };
    return cut(t1, s1, t2) || cut(t2, s2, t1);
}

}  // namespace sim
