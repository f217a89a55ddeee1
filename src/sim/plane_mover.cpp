// Moving a sector's floor or ceiling one step (the original's T_MovePlane).
#include "sim/hexen_specials.h"
#include "sim/movement.h"
#include "sim/movers.h"

namespace sim {

bool boom_map_rules(const World& w) { return w.opts.compat.boom() && !hexen_specials(w); }

namespace {

// Sets the plane to `to` and lets the sector's things react; when they do
// not fit, puts it back to `from` (and lets them react again).
bool try_plane(World& w, int sector, fixed_t& plane, fixed_t to, bool crush) {
    plane = to;
    return change_sector(w, sector, crush);
}

}  // namespace

MoveResult move_plane(World& w, int sector, fixed_t speed, fixed_t dest, bool crush, Plane which, int direction,
                      bool hexen_crush) {
    SectorState& sec = w.sectors[static_cast<std::size_t>(sector)];
    fixed_t& plane = which == Plane::Floor ? sec.floorheight : sec.ceilingheight;
    const fixed_t lastpos = plane;

    if (which == Plane::Floor) {
        if (direction == -1) {
            if (plane - speed < dest) {
                // Arriving: a blocked last step is undone but still reports
                // arrival, as the original (its "return crushed" is commented out).
                if (try_plane(w, sector, plane, dest, crush)) {
                    plane = lastpos;
                    change_sector(w, sector, crush);
                }
                return MoveResult::PastDest;
            }
            // Boom lowers a floor whatever is stuck in the ceiling, unless comp_floors.
            if (try_plane(w, sector, plane, plane - speed, crush) && !w.opts.compat.fixes(comp_floors)) {
                plane = lastpos;
                change_sector(w, sector, crush);
                return MoveResult::Crushed;
            }
        } else if (direction == 1) {
            // Boom keeps a rising floor from passing the ceiling unless comp_floors.
            if (w.opts.compat.fixes(comp_floors) && dest > sec.ceilingheight) dest = sec.ceilingheight;
            if (plane + speed > dest) {
                if (try_plane(w, sector, plane, dest, crush)) {
                    plane = lastpos;
                    change_sector(w, sector, crush);
                }
                return MoveResult::PastDest;
            }
            if (try_plane(w, sector, plane, plane + speed, crush)) {
                // A crushing floor keeps its new height and crushes on;
                // Boom's stops instead, unless comp_floors.
                if (crush && !w.opts.compat.fixes(comp_floors)) return MoveResult::Crushed;
                plane = lastpos;
                change_sector(w, sector, crush);
                return MoveResult::Crushed;
            }
        }
        return MoveResult::Ok;
    }

    if (direction == -1) {
        // Boom keeps a lowering ceiling from passing the floor unless comp_floors.
        if (w.opts.compat.fixes(comp_floors) && dest < sec.floorheight) dest = sec.floorheight;
        if (plane - speed < dest) {
            if (try_plane(w, sector, plane, dest, crush)) {
                plane = lastpos;
                change_sector(w, sector, crush);
            }
            return MoveResult::PastDest;
        }
        if (try_plane(w, sector, plane, plane - speed, crush)) {
            if (crush && !hexen_crush) return MoveResult::Crushed;
            plane = lastpos;
            change_sector(w, sector, crush);
            return MoveResult::Crushed;
        }
    } else if (direction == 1) {
        if (plane + speed > dest) {
            if (try_plane(w, sector, plane, dest, crush)) {
                plane = lastpos;
                change_sector(w, sector, crush);
            }
            return MoveResult::PastDest;
        }
        // A rising ceiling never reports being blocked (the original's
        // check is compiled out).
        try_plane(w, sector, plane, plane + speed, crush);
    }
    return MoveResult::Ok;
}

}  // namespace sim
