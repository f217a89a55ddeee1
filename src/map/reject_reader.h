#pragma once
// Reads a REJECT lump: one bit per ordered pair of sectors, set where the
// original skips the line-of-sight check because no sight is possible.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace map {

struct Reject {
    std::vector<std::uint8_t> bits;  // exactly (sectors² + 7) / 8 bytes
    bool short_lump = false;         // the lump had fewer; the rest is the original's padding
};

// A short lump is followed by what Doom 1.9 read after it in its zone
// heap, as Chocolate Doom reproduces it (PadRejectArray): the next block's
// 16-byte header (its size, which depends on `sector_line_count`, the
// length of all sectors' line lists together, Chocolate Doom's totallines;
// no owner; the PU_LEVEL tag; the zone id), then zeros, with a warning
// naming `context` ("freedoom2.wad: MAP01"); extra bytes are dropped. A
// missing lump is all zeros, without a word: whether that is a fault
// depends on the map's format, which the caller knows.
Reject read_reject(std::optional<std::span<const std::uint8_t>> lump, std::size_t sector_count,
                   std::size_t sector_line_count, const std::string& context);

}  // namespace map
