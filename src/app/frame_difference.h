#pragma once
// How two 8-bit frames of the same moment differ, for `brimstone compare`:
// the counts behind its summary line, and a heat map that shows where.
#include <cstdint>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"

namespace app {

struct FrameDifference {
    std::int64_t pixels = 0;     // compared
    std::int64_t differing = 0;  // with a different palette index
    // The largest per-channel RGB difference of a differing pixel under the
    // palette (0 when none differs, or when only indices of equal colours do).
    int max_delta = 0;

    double identical_percent() const;
    // Adds another frame's figures, for a summary over many frames.
    void add(const FrameDifference& other);
};

// Throws std::invalid_argument unless the frames have the same size.
FrameDifference frame_difference(const render::Frame& a, const render::Frame& b,
                                 std::span<const assets::Rgb, 256> palette);

// RGBA heat map of the difference: an identical pixel is a dim grey copy of
// `a`'s brightness, a differing one goes from yellow (colours equal under
// the palette) to red (a channel differs by 255) with its RGB difference.
std::vector<std::uint8_t> heat_map(const render::Frame& a, const render::Frame& b,
                                   std::span<const assets::Rgb, 256> palette);

}  // namespace app
