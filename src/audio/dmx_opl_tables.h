#pragma once
// The DMX OPL driver's tables: OPL frequency numbers in 1/32 semitone steps
// (the first 284 cover the lowest notes; the rest is one octave that later
// octaves reuse with a higher block) and the MIDI volume to OPL level curve.
#include <array>
#include <cstdint>

namespace audio {

inline constexpr int kFrequencyCurveSize = 668;
inline constexpr int kFrequencyLoopStart = 284;

extern const std::array<std::uint16_t, kFrequencyCurveSize> kFrequencyCurve;
extern const std::array<std::uint8_t, 128> kVolumeCurve;

}  // namespace audio
