#include "sim/acs_warp.h"

#include <cmath>
#include <numbers>
#include <utility>

#include "sim/acs_numbers.h"
#include "sim/hexen_played.h"
#include "sim/world.h"

namespace sim {

namespace {

double turn(angle_t a) { return static_cast<double>(a) / 4294967296.0 * 2 * std::numbers::pi; }

}  // namespace

bool acs_warp(World& w, Mobj& caller_in, Mobj& reference_in, base::fixed_t xofs, base::fixed_t yofs,
              base::fixed_t zofs, int angle, int flags, base::fixed_t height_offset, base::fixed_t radius_offset) {
    Mobj* caller = &caller_in;
    Mobj* reference = &reference_in;
    if (flags & kWarpMovePointer) std::swap(caller, reference);

    angle_t facing = static_cast<angle_t>(static_cast<std::uint32_t>(angle) << 16);
    if (!(flags & kWarpAbsoluteAngle)) facing += (flags & kWarpUseCallerAngle) ? caller->angle : reference->angle;
    double dx = acs_to_double(xofs), dy = acs_to_double(yofs);
    const double dz = acs_to_double(zofs) + acs_to_double(reference->height) * acs_to_double(height_offset);
    const double radius = acs_to_double(radius_offset) * acs_to_double(reference->radius);
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
        x = acs_to_double(reference->x) + dx + radius * c;
        y = acs_to_double(reference->y) + dy + radius * s;
    }
    const base::fixed_t to_x = acs_from_double(x), to_y = acs_from_double(y);
    const bool absolute_z = (flags & kWarpAbsolutePosition) != 0;
    base::fixed_t to_z = absolute_z ? acs_from_double(dz) : reference->z + acs_from_double(dz);
    const bool fit = fits_at(w, *caller, to_x, to_y, to_z);
    if (flags & kWarpToFloor) to_z = w.tm.tmfloorz + acs_from_double(dz);
    const bool fit_at_z = (flags & kWarpToFloor) ? fits_at(w, *caller, to_x, to_y, to_z) : fit;
    if (!fit_at_z && !(flags & kWarpNoCheckPosition)) return false;
    if (flags & kWarpTestOnly) return true;
    place_at(w, *caller, to_x, to_y, to_z);
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
