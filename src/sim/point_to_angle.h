#pragma once
// The binary angle of a vector, computed as the original renderer's
// R_PointToAngle does (octant folding, then the arctangent table indexed by
// SlopeDiv). The simulation uses it for aiming, thrust directions and
// turning, so it must give the original's exact, slightly rounded angles.
#include "base/fixed.h"

namespace sim {

// Angle of the vector (dx, dy); 0 for the zero vector.
base::angle_t point_to_angle(base::fixed_t dx, base::fixed_t dy);

// R_PointToAngle2: angle from (x1, y1) to (x2, y2). The differences wrap
// around as the original's 32-bit subtraction did.
base::angle_t point_to_angle2(base::fixed_t x1, base::fixed_t y1, base::fixed_t x2, base::fixed_t y2);

}  // namespace sim
