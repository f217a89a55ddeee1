#include "render/wall_columns.h"

#include <cstdlib>
#include <utility>

#include "base/trig_tables.h"
#include "sim/point_to_angle.h"

namespace render {

fixed_t point_to_dist(fixed_t viewx, fixed_t viewy, fixed_t x, fixed_t y) {
    fixed_t dx = std::abs(x - viewx);
    fixed_t dy = std::abs(y - viewy);
    if (dy > dx) std::swap(dx, dy);
    if (dx == 0) return 0;
    const unsigned angle =
        (base::tan_to_angle(static_cast<unsigned>(base::fixed_div(dy, dx) >> base::kDBits)) + base::kAng90) >>
        base::kAngleToFineShift;
    return base::fixed_div(dx, base::fine_sine(angle));
}

WallColumnTerms wall_column_terms(const map::Level& level, const map::Seg& seg, fixed_t texture_offset,
                                  fixed_t viewx, fixed_t viewy, angle_t viewangle) {
    const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(seg.v1)];
    const angle_t angle1 = sim::point_to_angle2(viewx, viewy, v1.x, v1.y);
    const angle_t normal = seg.angle + base::kAng90;
    angle_t offsetangle = static_cast<angle_t>(std::abs(static_cast<std::int32_t>(normal - angle1)));
    if (offsetangle > base::kAng90) offsetangle = base::kAng90;
    const fixed_t hyp = point_to_dist(viewx, viewy, v1.x, v1.y);
    WallColumnTerms t;
    t.distance = base::fixed_mul(hyp, base::fine_sine((base::kAng90 - offsetangle) >> base::kAngleToFineShift));
    angle_t off = normal - angle1;
    if (off > base::kAng180) off = 0u - off;
    if (off > base::kAng90) off = base::kAng90;
    t.offset = base::fixed_mul(hyp, base::fine_sine(off >> base::kAngleToFineShift));
    if (normal - angle1 < base::kAng180) t.offset = -t.offset;
    t.offset += texture_offset + seg.offset;
    t.centerangle = base::kAng90 + viewangle - normal;
    return t;
}

}  // namespace render
