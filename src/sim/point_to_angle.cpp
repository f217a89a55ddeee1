#include "sim/point_to_angle.h"

#include <cstdint>

#include "base/trig_tables.h"

namespace sim {

namespace {

using base::angle_t;
using base::fixed_t;

// The table angle of a slope in 0..1, given the smaller and larger legs.
angle_t octant_angle(std::uint32_t small_leg, std::uint32_t large_leg) {
    return base::tan_to_angle(static_cast<unsigned>(base::slope_div(small_leg, large_leg)));
}

}  // namespace

angle_t point_to_angle(fixed_t dx, fixed_t dy) {
    if (dx == 0 && dy == 0) return 0;
    // Negation is done on unsigned values: -INT32_MIN stays 0x80000000 as
    // it did on the original's two's-complement hardware.
    const std::uint32_t ux = static_cast<std::uint32_t>(dx);
    const std::uint32_t uy = static_cast<std::uint32_t>(dy);
    if (dx >= 0) {
        if (dy >= 0) {
            if (dx > dy) return octant_angle(uy, ux);
            return base::kAng90 - 1 - octant_angle(ux, uy);
        }
        const std::uint32_t ny = 0u - uy;
        if (static_cast<fixed_t>(ux) > static_cast<fixed_t>(ny)) return 0u - octant_angle(ny, ux);
        return base::kAng270 + octant_angle(ux, ny);
    }
    const std::uint32_t nx = 0u - ux;
    if (dy >= 0) {
        if (static_cast<fixed_t>(nx) > dy) return base::kAng180 - 1 - octant_angle(uy, nx);
        return base::kAng90 + octant_angle(nx, uy);
    }
    const std::uint32_t ny = 0u - uy;
    if (static_cast<fixed_t>(nx) > static_cast<fixed_t>(ny)) return base::kAng180 + octant_angle(ny, nx);
    return base::kAng270 - 1 - octant_angle(nx, ny);
}

angle_t point_to_angle2(fixed_t x1, fixed_t y1, fixed_t x2, fixed_t y2) {
    const auto dx = static_cast<fixed_t>(static_cast<std::uint32_t>(x2) - static_cast<std::uint32_t>(x1));
    const auto dy = static_cast<fixed_t>(static_cast<std::uint32_t>(y2) - static_cast<std::uint32_t>(y1));
    return point_to_angle(dx, dy);
}

}  // namespace sim
