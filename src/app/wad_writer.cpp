#include "app/wad_writer.h"

#include <algorithm>

#include "base/error.h"

namespace app {
namespace {

void put_u32(std::vector<std::uint8_t>& out, std::size_t at, std::size_t value) {
    if (value > UINT32_MAX) throw base::Error("the WAD being written would pass 4 GiB");
    for (int i = 0; i < 4; ++i) out[at + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(value >> (8 * i));
}

}  // namespace

std::vector<std::uint8_t> pwad_bytes(const std::vector<NamedLump>& lumps) {
    std::vector<std::uint8_t> out{'P', 'W', 'A', 'D', 0, 0, 0, 0, 0, 0, 0, 0};
    std::vector<std::size_t> offsets;
    for (const NamedLump& lump : lumps) {
        offsets.push_back(out.size());
        out.insert(out.end(), lump.data.begin(), lump.data.end());
    }
    const std::size_t directory = out.size();
    put_u32(out, 4, lumps.size());
    put_u32(out, 8, directory);
    out.resize(directory + 16 * lumps.size());
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        const std::size_t at = directory + 16 * i;
        if (lumps[i].name.size() > 8) throw base::Error("lump name '" + lumps[i].name + "' is longer than 8 characters");
        put_u32(out, at, lumps[i].data.empty() ? 0 : offsets[i]);
        put_u32(out, at + 4, lumps[i].data.size());
        std::copy(lumps[i].name.begin(), lumps[i].name.end(), out.begin() + static_cast<std::ptrdiff_t>(at + 8));
    }
    return out;
}

}  // namespace app
