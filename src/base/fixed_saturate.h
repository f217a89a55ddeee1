#pragma once
// A sum or product worked out in 64 bits, brought back to fixed_t at its
// limits instead of wrapping (heights and speeds past what the map allows).
#include <algorithm>
#include <cstdint>
#include <limits>

#include "base/fixed.h"

namespace base {

constexpr fixed_t saturate_fixed(std::int64_t v) {
    return static_cast<fixed_t>(std::clamp<std::int64_t>(v, std::numeric_limits<fixed_t>::min(),
                                                          std::numeric_limits<fixed_t>::max()));
}

}  // namespace base
