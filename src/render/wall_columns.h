#pragma once
// How the original picks a wall's texture column on each screen column
// (R_StoreWallRange, R_RenderSegLoop): per seg, an offset, the distance to
// its line and the angle of its normal; per column, the tangent of the
// column's angle from that normal. Shared by the software walk and the
// true 3D view, which looks the same terms up per fragment at pitch 0.
#include "base/fixed.h"
#include "map/level.h"

namespace render {

using base::angle_t;
using base::fixed_t;

// R_PointToDist: the distance from the view point to (x, y), through the
// original's tables.
fixed_t point_to_dist(fixed_t viewx, fixed_t viewy, fixed_t x, fixed_t y);

struct WallColumnTerms {
    fixed_t offset = 0;       // rw_offset, the side's texture offset and the seg's offset included
    fixed_t distance = 0;     // rw_distance
    angle_t centerangle = 0;  // rw_centerangle
};

// A seg's terms seen from (viewx, viewy) looking along viewangle; the
// texture column at a screen column whose angle is xtoviewangle is
// (offset - FixedMul(finetangent[(centerangle + xtoviewangle) >> 19], distance)) >> 16.
WallColumnTerms wall_column_terms(const map::Level& level, const map::Seg& seg, fixed_t texture_offset,
                                  fixed_t viewx, fixed_t viewy, angle_t viewangle);

}  // namespace render
