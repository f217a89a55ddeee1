#pragma once
// Reads a REJECT lump: one bit per ordered pair of sectors, set where the
// original skips the line-of-sight check because no sight is possible.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace map {

// Returns exactly (sector_count² + 7) / 8 bytes. A missing or short lump is
// zero-filled (nothing rejected, so every sight check runs) and a warning
// naming `context` ("freedoom2.wad: MAP01") is logged; extra bytes are
// dropped. The original instead read whatever memory followed a short lump.
std::vector<std::uint8_t> read_reject(std::optional<std::span<const std::uint8_t>> lump, std::size_t sector_count,
                                      const std::string& context);

}  // namespace map
