#pragma once
// WAD files assembled in memory, byte by byte, so the tests control every
// header and directory field, the malformed ones included.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "wad/archive.h"

namespace wad_tests {

inline void put_u32(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t v) {
    for (std::size_t i = 0; i < 4; ++i) b[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}
inline void append_u32(std::vector<std::uint8_t>& b, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

// Lumps in directory order; bytes() lays them out as header, lump data,
// directory, the layout every common WAD tool writes.
class WadImage {
public:
    explicit WadImage(std::string magic = "PWAD") : magic_(std::move(magic)) {}

    WadImage& lump(std::string name, std::vector<std::uint8_t> data = {}) {
        lumps_.emplace_back(std::move(name), std::move(data));
        return *this;
    }
    WadImage& lump(std::string name, const std::string& text) {
        return lump(std::move(name), std::vector<std::uint8_t>(text.begin(), text.end()));
    }
    // The ten lumps of a classic Doom map after its marker, each one byte long.
    WadImage& doom_map(const std::string& marker) {
        lump(marker);
        for (const char* n : {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS", "SSECTORS", "NODES", "SECTORS",
                              "REJECT", "BLOCKMAP"})
            lump(n, std::vector<std::uint8_t>{1});
        return *this;
    }

    // Offset of the directory in bytes(): after the 12-byte header and the lump data.
    std::size_t directory_offset() const {
        std::size_t at = 12;
        for (const auto& l : lumps_) at += l.second.size();
        return at;
    }

    std::vector<std::uint8_t> bytes() const {
        std::vector<std::uint8_t> b(magic_.begin(), magic_.end());
        append_u32(b, static_cast<std::uint32_t>(lumps_.size()));
        append_u32(b, 0);
        std::vector<std::uint32_t> offsets;
        for (const auto& l : lumps_) {
            offsets.push_back(static_cast<std::uint32_t>(b.size()));
            b.insert(b.end(), l.second.begin(), l.second.end());
        }
        put_u32(b, 8, static_cast<std::uint32_t>(b.size()));
        for (std::size_t i = 0; i < lumps_.size(); ++i) {
            append_u32(b, offsets[i]);
            append_u32(b, static_cast<std::uint32_t>(lumps_[i].second.size()));
            for (std::size_t k = 0; k < 8; ++k)
                b.push_back(k < lumps_[i].first.size() ? static_cast<std::uint8_t>(lumps_[i].first[k]) : 0);
        }
        return b;
    }

    wad::File file(const std::string& path) const { return wad::File::parse(path, bytes()); }

private:
    std::string magic_;
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps_;
};

}  // namespace wad_tests
