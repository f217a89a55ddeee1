#include "map/reject_reader.h"

#include <algorithm>

#include "base/byte_reader.h"
#include "base/log.h"

namespace map {

std::vector<std::uint8_t> read_reject(std::optional<std::span<const std::uint8_t>> lump, std::size_t sector_count,
                                      const std::string& context) {
    const std::size_t needed = (sector_count * sector_count + 7) / 8;
    std::vector<std::uint8_t> reject(needed, 0);
    if (!lump) {
        base::warn(context + ": no REJECT lump; every sight check will run");
        return reject;
    }
    if (lump->size() < needed)
        base::warn(context + ": REJECT is " + std::to_string(lump->size()) + " bytes, " + std::to_string(needed) +
                   " needed for " + std::to_string(sector_count) + " sectors; the rest is taken as zero");
    base::ByteReader r(*lump, context + ": REJECT");
    auto kept = r.bytes(std::min(needed, lump->size()));
    std::copy(kept.begin(), kept.end(), reject.begin());
    return reject;
}

}  // namespace map
