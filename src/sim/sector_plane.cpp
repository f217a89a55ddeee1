#include "sim/sector_plane.h"

#include <cmath>

#include "base/fixed_saturate.h"

namespace sim {

fixed_t sloped_plane_z(const SectorPlane& p, fixed_t height, fixed_t x, fixed_t y) {
    // Both rises are at most 2^30 and both distances under 2^32: each
    // product stays under 2^62 and their sum under 2^63.
    const std::int64_t dx = std::int64_t{x} - p.anchor_x;
    const std::int64_t dy = std::int64_t{y} - p.anchor_y;
    const std::int64_t rise = (std::int64_t{p.rise_x} * dx + std::int64_t{p.rise_y} * dy) >> kSlopeBits;
    return base::saturate_fixed(std::int64_t{height} + rise);
}

namespace {

std::int32_t scaled_rise(double rise) {
    const double scaled = std::round(rise * static_cast<double>(std::int64_t{1} << kSlopeBits));
    if (!(scaled >= -kMaxRise)) return -kMaxRise;  // NaN too
    if (scaled > kMaxRise) return kMaxRise;
    return static_cast<std::int32_t>(scaled);
}

}  // namespace

SectorPlane make_plane(double rise_x, double rise_y, fixed_t x, fixed_t y) {
    SectorPlane p;
    p.rise_x = scaled_rise(rise_x);
    p.rise_y = scaled_rise(rise_y);
    p.sloped = p.rise_x != 0 || p.rise_y != 0;
    if (!p.sloped) {
        p.rise_x = p.rise_y = 0;
        return p;
    }
    p.anchor_x = x;
    p.anchor_y = y;
    return p;
}

}  // namespace sim
