#pragma once
// MBF21's conversions of its code pointers' arguments (dsda-doom's
// tables.h and m_random.c): degrees in fixed point to angles and slopes,
// and the random spread of its hitscans.
#include <cstdint>

#include "base/fixed.h"
#include "base/trig_tables.h"
#include "sim/point_to_angle.h"
#include "sim/world.h"

namespace sim::mbf21 {

inline constexpr std::int64_t kAng1 = 0x20000000 / 45;  // ANG45 / 45, in integers

// FixedToAngle: unsigned, so meant for non-negative degrees.
inline base::angle_t fixed_to_angle(base::fixed_t degrees) {
    return static_cast<base::angle_t>((static_cast<std::uint64_t>(static_cast<std::int64_t>(degrees)) *
                                       static_cast<std::uint64_t>(kAng1)) >> 16);
}

// A relative angle argument: (degrees << 16) / 360 in signed 64 bits.
inline base::angle_t relative_angle(std::int32_t degrees) {
    return static_cast<base::angle_t>((static_cast<std::int64_t>(degrees) << 16) / 360);
}

// AngleToSlope of a signed angle, clamped to the tangent table; the
// original's index overflows at exactly -90 degrees, here it clamps.
inline base::fixed_t angle_to_slope(std::int32_t angle) {
    constexpr std::int64_t kAng90 = 0x40000000;
    constexpr unsigned kLast = base::kFineAngles / 2 - 1;
    if (angle > kAng90) return base::fine_tangent(0);
    if (-static_cast<std::int64_t>(angle) > kAng90) return base::fine_tangent(kLast);
    const auto index = static_cast<unsigned>((kAng90 - angle) >> base::kAngleToFineShift);
    return base::fine_tangent(index > kLast ? kLast : index);
}

// DegToSlope: degrees in fixed point to a slope.
inline base::fixed_t degrees_to_slope(base::fixed_t degrees) {
    if (degrees >= 0) return angle_to_slope(static_cast<std::int32_t>(fixed_to_angle(degrees)));
    return angle_to_slope(-static_cast<std::int32_t>(fixed_to_angle(-degrees)));
}

// P_RandomHitscanAngle: two draws, first minus second, scaled to the
// spread (its absolute value).
inline std::int32_t random_hitscan_angle(World& w, base::fixed_t spread) {
    const auto bam = static_cast<std::int64_t>(fixed_to_angle(spread < 0 ? -spread : spread));
    const int first = w.rng.p_random();
    const int second = w.rng.p_random();
    return static_cast<std::int32_t>(bam * (first - second) / 255);
}

// P_RandomHitscanSlope: the same draw as an angle, as a slope.
inline base::fixed_t random_hitscan_slope(World& w, base::fixed_t spread) {
    return angle_to_slope(random_hitscan_angle(w, spread));
}

// P_CheckFov: whether `target` lies within fov/2 either side of the
// actor's facing.
inline bool in_fov(const Mobj& actor, const Mobj& target, base::angle_t fov) {
    const base::angle_t angle = point_to_angle2(actor.x, actor.y, target.x, target.y);
    const base::angle_t min = actor.angle - fov / 2;
    const base::angle_t max = actor.angle + fov / 2;
    return min > max ? angle >= min || angle <= max : angle >= min && angle <= max;
}

// damagebase × (1 + random % damagedice), MBF21's dice; a zero dice (only
// from a patch) rolls nothing rather than dividing by zero.
inline int roll_damage(World& w, int base, int dice) {
    const int r = w.rng.p_random();
    return ((dice ? r % dice : 0) + 1) * base;
}

}  // namespace sim::mbf21
