#pragma once
// ACS's 16.16 fixed-point numbers as ZDoom turns them to doubles and back
// (ACSToDouble, DoubleToACS: rounded to the nearest), for the built-in
// functions ZDoom computes in floating point.
#include <cmath>

#include "base/fixed.h"

namespace sim {

inline double acs_to_double(base::fixed_t v) { return v / 65536.0; }
inline base::fixed_t acs_from_double(double v) { return static_cast<base::fixed_t>(std::lrint(v * 65536.0)); }

}  // namespace sim
