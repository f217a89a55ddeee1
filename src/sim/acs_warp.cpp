#include "sim/acs_warp.h"

#include <cmath>
#include <numbers>
#include <utility>

#include "sim/map_utility.h"
#include "sim/movement.h"
#include "sim/world.h"

namespace sim {

namespace {

double unit(base::fixed_t v) { return v / 65536.0; }
base::fixed_t fixed(double v) { return static_cast<base::fixed_t>(std::lround(v * 65536.0)); }
double turn(angle_t a) { return static_cast<double>(a) / 4294967296.0 * 2 * std::numbers::pi; }

// Whether `m` fits at (x, y, z), with the floor and ceiling there in `w.tm`.
bool fits(World& w, Mobj& m, base::fixed_t x, base::fixed_t y, base::fixed_t z) {
    return check_position(w, m, x, y) && z >= w.tm.tmfloorz && z + m.height <= w.tm.tmceilingz;
}

void place(World& w, Mobj& m, base::fixed_t x, base::fixed_t y, base::fixed_t z) {
    const base::fixed_t floorz = w.tm.tmfloorz, ceilingz = w.tm.tmceilingz, dropoffz = w.tm.tmdropoffz;
    unset_thing_position(w, m);
    m.x = x;
    m.y = y;
    m.z = z;
    set_thing_position(w, m);
    m.floorz = floorz;
    m.ceilingz = ceilingz;
    m.dropoffz = dropoffz;
    if (m.player) m.player->viewz = m.z + m.player->viewheight;
}

}  // namespace

bool acs_warp(World& w, Mobj& caller_in, Mobj& reference_in, base::fixed_t xofs, base::fixed_t yofs,
              base::fixed_t zofs, int angle, int flags, base::fixed_t height_offset, base::fixed_t radius_offset) {
    Mobj* caller = &caller_in;
    Mobj* reference = &reference_in;
    if (flags & kWarpMovePointer) std::swap(caller, reference);

    angle_t facing = static_cast<angle_t>(static_cast<std::uint32_t>(angle) << 16);
    if (!(flags & kWarpAbsoluteAngle)) facing += (flags & kWarpUseCallerAngle) ? caller->angle : reference->angle;
    double dx = unit(xofs), dy = unit(yofs);
    const double dz = unit(zofs) + unit(reference->height) * unit(height_offset);
    const double radius = unit(radius_offset) * unit(reference->radius);
    const double s = std::sin(turn(facing)), c = std::cos(turn(facing));
    double x = 0, y = 0;
    if (flags & kWarpAbsolutePosition) {
        x = dx + radius * c;
        y = dy + radius * s;
    } else {
        // Along the facing, a positive y offset is to the right (ZDoom's A_SpawnItemEx).
        if (!(flags & kWarpAbsoluteOffset)) {
            const double along = dx;
            dx = along * c + dy * s;
            dy = along * s - dy * c;
        }
        x = unit(reference->x) + dx + radius * c;
        y = unit(reference->y) + dy + radius * s;
    }
    const base::fixed_t to_x = fixed(x), to_y = fixed(y);
    const bool absolute_z = (flags & kWarpAbsolutePosition) != 0;
    base::fixed_t to_z = absolute_z ? fixed(dz) : reference->z + fixed(dz);
    const bool fit = fits(w, *caller, to_x, to_y, to_z);
    if (flags & kWarpToFloor) to_z = w.tm.tmfloorz + fixed(dz);
    const bool fit_at_z = (flags & kWarpToFloor) ? fits(w, *caller, to_x, to_y, to_z) : fit;
    if (!fit_at_z && !(flags & kWarpNoCheckPosition)) return false;
    if (flags & kWarpTestOnly) return true;
    place(w, *caller, to_x, to_y, to_z);
    caller->angle = facing;
    if (flags & kWarpCopyVelocity) {
        caller->momx = reference->momx;
        caller->momy = reference->momy;
        caller->momz = reference->momz;
    }
    if (flags & kWarpStop) caller->momx = caller->momy = caller->momz = 0;
    return true;
}

}  // namespace sim
