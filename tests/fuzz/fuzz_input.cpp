#include "fuzz_input.h"

#include <algorithm>

namespace fuzz {

std::vector<Bytes> split(std::span<const std::uint8_t> data, std::size_t count) {
    std::vector<Bytes> pieces;
    std::size_t at = 0;
    for (std::size_t i = 0; i + 1 < count; ++i) {
        std::size_t length = 0;
        if (at + 2 <= data.size()) length = data[at] | static_cast<std::size_t>(data[at + 1]) << 8;
        at = std::min(at + 2, data.size());
        length = std::min(length, data.size() - at);
        pieces.emplace_back(data.begin() + static_cast<std::ptrdiff_t>(at),
                            data.begin() + static_cast<std::ptrdiff_t>(at + length));
        at += length;
    }
    pieces.emplace_back(data.begin() + static_cast<std::ptrdiff_t>(at), data.end());
    return pieces;
}

Bytes join(const std::vector<Bytes>& pieces) {
    Bytes out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (i + 1 < pieces.size()) {
            const std::size_t length = std::min<std::size_t>(pieces[i].size(), 0xffff);
            out.push_back(static_cast<std::uint8_t>(length));
            out.push_back(static_cast<std::uint8_t>(length >> 8));
            out.insert(out.end(), pieces[i].begin(), pieces[i].begin() + static_cast<std::ptrdiff_t>(length));
        } else {
            out.insert(out.end(), pieces[i].begin(), pieces[i].end());
        }
    }
    return out;
}

wad::Archive archive_of(const std::vector<std::pair<std::string, Bytes>>& lumps) {
    Bytes file{'P', 'W', 'A', 'D'};
    const auto put32 = [&file](std::size_t v) {
        for (int i = 0; i < 4; ++i) file.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    };
    std::size_t data_size = 0;
    for (const auto& lump : lumps) data_size += lump.second.size();
    put32(lumps.size());
    put32(12 + data_size);
    for (const auto& lump : lumps) file.insert(file.end(), lump.second.begin(), lump.second.end());
    std::size_t at = 12;
    for (const auto& [name, data] : lumps) {
        put32(at);
        put32(data.size());
        std::string padded = name;
        padded.resize(8, '\0');
        file.insert(file.end(), padded.begin(), padded.end());
        at += data.size();
    }
    wad::Archive archive;
    archive.add_file(wad::File::parse("fuzz.wad", std::move(file)));
    return archive;
}

}  // namespace fuzz
