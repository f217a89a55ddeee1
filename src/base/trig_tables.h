#pragma once
// The original's trigonometry lookup tables and the angle constants that
// index them. The simulation and the software renderer must use these, not
// <cmath>: every aim, move and projection depends on their exact values.
#include <array>

#include "base/fixed.h"

namespace base {

inline constexpr unsigned kFineAngles = 8192;
inline constexpr unsigned kFineMask = kFineAngles - 1;
// A 32-bit binary angle shifted right by this gives a fine-table index.
inline constexpr int kAngleToFineShift = 19;

// Sine over a full turn plus a quarter turn more, so that the same table
// serves as cosine from a quarter turn in.
extern const std::array<fixed_t, 5 * kFineAngles / 4> kFineSine;
// Tangent over a half turn, centred on angle zero at index 2048.
extern const std::array<fixed_t, kFineAngles / 2> kFineTangent;

inline constexpr int kSlopeBits = 11;
inline constexpr int kSlopeRange = 1 << kSlopeBits;
inline constexpr int kDBits = kFracBits - kSlopeBits;

// Arctangent of a slope 0..kSlopeRange (meaning 0..1) as a binary angle.
extern const std::array<angle_t, kSlopeRange + 1> kTanToAngle;

inline fixed_t fine_sine(unsigned i) { return kFineSine[i]; }
inline fixed_t fine_cosine(unsigned i) { return kFineSine[i + kFineAngles / 4]; }
inline fixed_t fine_tangent(unsigned i) { return kFineTangent[i]; }
inline angle_t tan_to_angle(unsigned i) { return kTanToAngle[i]; }

// The slope num/den scaled to 0..kSlopeRange, for indexing kTanToAngle.
// Small denominators and steep slopes saturate at kSlopeRange, as in the
// original (which relies on the caller passing num <= den).
constexpr int slope_div(unsigned num, unsigned den) {
    if (den < 512) return kSlopeRange;
    const unsigned ans = (num << 3) / (den >> 8);
    return ans <= static_cast<unsigned>(kSlopeRange) ? static_cast<int>(ans) : kSlopeRange;
}

}  // namespace base
