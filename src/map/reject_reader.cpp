#include "map/reject_reader.h"

#include <algorithm>
#include <array>

#include "base/byte_reader.h"
#include "base/log.h"

namespace map {
namespace {

// The zone block after REJECT in Doom 1.9's heap held the sectors' line
// lists (P_GroupLines' linebuffer): a 4-byte pointer for each sector a line
// borders (twice for a line between two sectors), plus the 24-byte block
// header. Then came the block's header fields: owner (none), tag PU_LEVEL
// (50) and the zone id 0x1d4a11, as little-endian 32-bit words.
std::array<std::uint8_t, 16> zone_header_after(std::size_t sector_line_count) {
    const std::array<std::uint32_t, 4> words{
        static_cast<std::uint32_t>(((sector_line_count * 4 + 3) & ~std::size_t{3}) + 24), 0, 50, 0x1d4a11};
    std::array<std::uint8_t, 16> bytes{};
    for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<std::uint8_t>(words[i / 4] >> (8 * (i % 4)));
    return bytes;
}

}  // namespace

Reject read_reject(std::optional<std::span<const std::uint8_t>> lump, std::size_t sector_count,
                   std::size_t sector_line_count, const std::string& context) {
    const std::size_t needed = (sector_count * sector_count + 7) / 8;
    Reject reject{std::vector<std::uint8_t>(needed, 0), false};
    if (!lump) return reject;
    base::ByteReader r(*lump, context + ": REJECT");
    const auto kept = r.bytes(std::min(needed, lump->size()));
    std::copy(kept.begin(), kept.end(), reject.bits.begin());
    if (lump->size() < needed) {
        base::warn(context + ": REJECT is " + std::to_string(lump->size()) + " bytes, " + std::to_string(needed) +
                   " needed for " + std::to_string(sector_count) +
                   " sectors; the rest is what the original read after it");
        reject.short_lump = true;
        const auto header = zone_header_after(sector_line_count);
        const std::size_t padded = std::min(header.size(), needed - kept.size());
        std::copy_n(header.begin(), padded, reject.bits.begin() + static_cast<std::ptrdiff_t>(kept.size()));
    }
    return reject;
}

}  // namespace map
