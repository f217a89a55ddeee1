#pragma once
// The original's 16.16 fixed-point numbers and 32-bit binary angles.
// Plain integer aliases on purpose: the simulation mirrors the original
// arithmetic operation by operation, including its wrap-around.
#include <cstdint>
#include <cstdlib>

namespace base {

using fixed_t = std::int32_t;
using angle_t = std::uint32_t;

inline constexpr int kFracBits = 16;
inline constexpr fixed_t kFracUnit = 1 << kFracBits;

inline constexpr angle_t kAng45 = 0x20000000u;
inline constexpr angle_t kAng90 = 0x40000000u;
inline constexpr angle_t kAng180 = 0x80000000u;
inline constexpr angle_t kAng270 = 0xc0000000u;

constexpr fixed_t fixed_mul(fixed_t a, fixed_t b) {
    return static_cast<fixed_t>((static_cast<std::int64_t>(a) * b) >> kFracBits);
}

// Division with the original's overflow guard: when the quotient would not
// fit, it saturates to the largest value of the right sign.
constexpr fixed_t fixed_div(fixed_t a, fixed_t b) {
    // abs() of INT32_MIN stays INT32_MIN on the original's hardware; keep that.
    auto wrap_abs = [](std::int32_t v) {
        return v < 0 ? static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(v)) : v;
    };
    // The guard already catches b == 0 for every a but INT32_MIN (whose
    // wrapped abs shifts to a negative number); the original then divided by
    // zero and crashed. Saturate by a's sign instead, as for every other a.
    if (b == 0) return a < 0 ? INT32_MIN : INT32_MAX;
    if ((wrap_abs(a) >> 14) >= wrap_abs(b)) return (a ^ b) < 0 ? INT32_MIN : INT32_MAX;
    return static_cast<fixed_t>((static_cast<std::int64_t>(a) << kFracBits) / b);
}

}  // namespace base
