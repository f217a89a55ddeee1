#include "map/blockmap_reader.h"

#include "base/byte_reader.h"
#include "base/error.h"

namespace map {
namespace {

constexpr std::uint16_t kListEnd = 0xFFFF;
constexpr std::size_t kHeaderBytes = 8;
// Packed blockmaps let many cells share one list, so a small hostile lump
// could expand into billions of entries. Real maps stay far below this.
constexpr std::size_t kMaxTotalEntries = std::size_t{1} << 25;

}  // namespace

Blockmap read_blockmap(std::span<const std::uint8_t> lump, std::size_t line_count, const std::string& context) {
    auto fail = [&](const std::string& problem) { throw base::Error(context + " " + problem); };
    base::ByteReader r(lump, context);
    if (lump.size() < kHeaderBytes)
        fail("is " + std::to_string(lump.size()) + " bytes, too short for its 8-byte header");
    Blockmap bm;
    bm.origin_x = static_cast<base::fixed_t>(r.s16()) * base::kFracUnit;
    bm.origin_y = static_cast<base::fixed_t>(r.s16()) * base::kFracUnit;
    // The original reads the grid size and the cell offsets as signed
    // shorts; unsigned is the common reading and the same for any map the
    // original could load, while letting large maps work.
    bm.width = r.u16();
    bm.height = r.u16();
    if (bm.width == 0 || bm.height == 0)
        fail("has an empty " + std::to_string(bm.width) + "x" + std::to_string(bm.height) + " grid");
    const std::size_t cells = static_cast<std::size_t>(bm.width) * static_cast<std::size_t>(bm.height);
    if (cells > (lump.size() - kHeaderBytes) / 2)
        fail("offset table for " + std::to_string(bm.width) + "x" + std::to_string(bm.height) +
               " cells runs past the end of the lump (" + std::to_string(lump.size()) + " bytes)");

    const std::size_t words = lump.size() / 2;  // a stray odd byte at the end is never read
    bm.starts.reserve(cells + 1);
    bm.starts.push_back(0);
    for (std::size_t c = 0; c < cells; ++c) {
        auto cell = [&] {
            return "cell " + std::to_string(c) + " (x " + std::to_string(c % static_cast<std::size_t>(bm.width)) +
                   ", y " + std::to_string(c / static_cast<std::size_t>(bm.width)) + ")";
        };
        r.seek(kHeaderBytes + 2 * c);
        std::size_t word = r.u16();
        if (word >= words)
            fail(cell() + " starts at word " + std::to_string(word) + ", past the end of the lump (" +
                   std::to_string(words) + " words)");
        // The list is kept from its very first word: lists start with a 0
        // slot the original does not skip, so it checks linedef 0 everywhere.
        for (r.seek(2 * word);; ++word) {
            if (word >= words) fail(cell() + " list has no 0xFFFF terminator before the end of the lump");
            const std::uint16_t entry = r.u16();
            if (entry == kListEnd) break;
            if (entry >= line_count)
                fail(cell() + " lists linedef " + std::to_string(entry) + " (map has " + std::to_string(line_count) +
                       " linedefs)");
            if (bm.lines.size() == kMaxTotalEntries)
                fail("lists more than " + std::to_string(kMaxTotalEntries) + " linedef entries in all");
            bm.lines.push_back(entry);
        }
        bm.starts.push_back(static_cast<int>(bm.lines.size()));
    }
    return bm;
}

}  // namespace map
