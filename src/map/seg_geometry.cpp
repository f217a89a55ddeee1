#include "map/seg_geometry.h"

#include <cmath>
#include <cstdint>
#include <numbers>

namespace map {

void set_seg_angle_and_offset(const Level& level, Seg& s) {
    const Vertex* from = &level.vertices[static_cast<std::size_t>(s.v1)];
    const Vertex* to = &level.vertices[static_cast<std::size_t>(s.v2)];
    const Line* line = s.line == kNone ? nullptr : &level.lines[static_cast<std::size_t>(s.line)];
    if (line) {
        from = &level.vertices[static_cast<std::size_t>(s.side ? line->v2 : line->v1)];
        to = &level.vertices[static_cast<std::size_t>(s.side ? line->v1 : line->v2)];
    }
    const double turns = std::atan2(static_cast<double>(to->y) - from->y, static_cast<double>(to->x) - from->x) /
                         (2 * std::numbers::pi);
    const auto bam16 = static_cast<std::uint32_t>(std::lround(turns * 65536.0)) & 0xFFFF;
    s.angle = static_cast<base::angle_t>(bam16) << 16;
    if (!line) return;
    const Vertex& a = level.vertices[static_cast<std::size_t>(s.v1)];
    const double dx = (static_cast<double>(a.x) - from->x) / base::kFracUnit;
    const double dy = (static_cast<double>(a.y) - from->y) / base::kFracUnit;
    // Whole units in 16 bits, as the classic SEGS lump holds them: a line
    // longer than 32767 units wraps there as it would in the lump.
    const auto units = static_cast<std::int16_t>(static_cast<std::uint16_t>(std::lround(std::hypot(dx, dy))));
    s.offset = units * base::kFracUnit;
}

}  // namespace map
