#pragma once
// Two's-complement arithmetic as the original's 32-bit ints wrapped: the
// sums and products demos depend on where they overflow.
#include <cstdint>

#include "base/fixed.h"

namespace sim {

inline base::fixed_t wrap_add(base::fixed_t a, base::fixed_t b) {
    return static_cast<base::fixed_t>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}
inline base::fixed_t wrap_sub(base::fixed_t a, base::fixed_t b) {
    return static_cast<base::fixed_t>(static_cast<std::uint32_t>(a) - static_cast<std::uint32_t>(b));
}
inline base::fixed_t wrap_mul(base::fixed_t a, base::fixed_t b) {
    return static_cast<base::fixed_t>(static_cast<std::uint32_t>(a) * static_cast<std::uint32_t>(b));
}

}  // namespace sim
