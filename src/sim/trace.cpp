#include "sim/trace.h"

#include <cinttypes>
#include <cstdio>

#include "sim/hash.h"

namespace sim {

std::string trace_header() {
    return "# gametic leveltime gamestate ep map prnd rnd x y z angle momx momy viewz health armor armortype "
           "weapon ammo0 ammo1 ammo2 ammo3 kills items secrets playerstate nmobj mobjhash secthash";
}

std::string trace_line(const World& w, int gametic) {
    char buf[512];
    int n = std::snprintf(buf, sizeof buf, "%d %d %d %d %d %d %d", gametic, w.leveltime,
                          static_cast<int>(w.gamestate), w.opts.episode, w.opts.map, w.rng.prnd_index,
                          w.rng.rnd_index);
    std::string line(buf, static_cast<std::size_t>(n));
    if (w.gamestate != GameState::Level) return line + " -";

    const Player& p = w.players[0];
    const Mobj* mo = p.mo;
    int nmobj = 0;
    const std::uint32_t mobjhash = mobj_trace_hash(w, &nmobj);
    const std::uint32_t secthash = sector_trace_hash(w);
    n = std::snprintf(buf, sizeof buf,
                      " %d %d %d %" PRIu32 " %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %08" PRIx32
                      " %08" PRIx32,
                      mo ? mo->x : 0, mo ? mo->y : 0, mo ? mo->z : 0, mo ? mo->angle : 0u, mo ? mo->momx : 0,
                      mo ? mo->momy : 0, p.viewz, p.health, p.armorpoints, p.armortype,
                      static_cast<int>(p.readyweapon), p.ammo[0], p.ammo[1], p.ammo[2], p.ammo[3], p.killcount,
                      p.itemcount, p.secretcount, static_cast<int>(p.playerstate), nmobj, mobjhash, secthash);
    line.append(buf, static_cast<std::size_t>(n));
    return line;
}

}  // namespace sim
