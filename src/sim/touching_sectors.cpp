// Boom's sector node lists (see touching_sectors.h).
#include "sim/touching_sectors.h"

#include <algorithm>

#include "sim/map_utility.h"
#include "sim/movers.h"

namespace sim {

namespace {

bool holds(const std::vector<int>& sectors, int sector) {
    return std::find(sectors.begin(), sectors.end(), sector) != sectors.end();
}

void add_sector(std::vector<int>& sectors, int sector) {
    if (sector >= 0 && !holds(sectors, sector)) sectors.push_back(sector);
}

// Out of one sector's list, the others keeping their order.
void leave_sector(World& w, const Mobj& thing, int sector) {
    std::vector<Mobj*>& things = w.sectors[static_cast<std::size_t>(sector)].touching_things;
    const auto it = std::find(things.begin(), things.end(), &thing);
    if (it != things.end()) things.erase(it);
}

}  // namespace

// Hexen-type maps too: ZDoom's wind, currents and friction (Boom's pusher
// and friction thinkers on its sector bits) act on what touches a sector.
bool keeps_touching_sectors(const World& w) { return w.opts.compat.boom(); }

void link_touching_sectors(World& w, Mobj& thing) {
    const map::BBox box = box_around(thing.x, thing.y, thing.radius);
    const map::Blockmap& bm = w.level.blockmap;
    const int xl = std::max(block_x(w, box[map::kBoxLeft]), 0);
    const int xh = std::min(block_x(w, box[map::kBoxRight]), bm.width - 1);
    const int yl = std::max(block_y(w, box[map::kBoxBottom]), 0);
    const int yh = std::min(block_y(w, box[map::kBoxTop]), bm.height - 1);
    // A line met in two cells only adds sectors already there, so the
    // cells are walked without the validcount marks other searches use.
    std::vector<int> now;
    for (int bx = xl; bx <= xh; ++bx) {
        for (int by = yl; by <= yh; ++by) {
            const std::span<const int> cell = bm.cell(static_cast<std::size_t>(by * bm.width + bx));
            for (int l : cell.subspan(std::min(w.blocklist_skip, cell.size()))) {
                if (!box_crosses_line(w, box, l)) continue;
                const map::Line& line = w.level.lines[static_cast<std::size_t>(l)];
                add_sector(now, line.front_sector);
                if (line.back_sector != line.front_sector) add_sector(now, line.back_sector);
            }
        }
    }
    add_sector(now, w.mobj_sector(thing));
    for (int sector : thing.touching_sectors)
        if (!holds(now, sector)) leave_sector(w, thing, sector);
    for (int sector : now)
        if (!holds(thing.touching_sectors, sector))
            w.sectors[static_cast<std::size_t>(sector)].touching_things.push_back(&thing);  // at the head
    thing.touching_sectors = std::move(now);
    // Boom's P_CreateSecNodeList leaves the position check's tmx, tmy and
    // box on the thing it links, and its tmthing too before PrBoom 2.3
    // (Boom's and MBF's levels). An item a killed monster drops while a
    // move is checked thus takes the rest of that check: a lost soul whose
    // slam kills a former human keeps flying, and a player who bumps a
    // touchy one has his lines checked around the clip it drops.
    if (w.opts.compat.boom()) {
        w.tm.tmx = thing.x;
        w.tm.tmy = thing.y;
        w.tm.tmbbox = box;
        if (!w.opts.compat.mbf21()) w.tm.tmthing = &thing;
    }
}

void unlink_touching_sectors(World& w, Mobj& thing) {
    for (int sector : thing.touching_sectors) leave_sector(w, thing, sector);
    thing.touching_sectors.clear();
}

void relink_all_touching_sectors(World& w) {
    // Only the lists are rebuilt, in thinker order as Boom's loading sets
    // each thing's position; the saved position check stays as it was.
    const MapScratch check = w.tm;
    for (SectorState& s : w.sectors) s.touching_things.clear();
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() != ThinkerKind::Mobj) return;
        Mobj& mo = static_cast<Mobj&>(t);
        mo.touching_sectors.clear();
        if (keeps_touching_sectors(w) && !(mo.flags & MF_NOSECTOR)) link_touching_sectors(w, mo);
    });
    w.tm.tmthing = check.tmthing;
    w.tm.tmx = check.tmx;
    w.tm.tmy = check.tmy;
    w.tm.tmbbox = check.tmbbox;
}

}  // namespace sim
