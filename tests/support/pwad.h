#pragma once
// A PWAD's bytes from (name, contents) lumps, laid out as the format says:
// header, the lumps end to end, then the directory.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace test_support {

template <class Bytes>
std::vector<std::uint8_t> pwad_of(const std::vector<std::pair<std::string, Bytes>>& lumps) {
    std::vector<std::uint8_t> out{'P', 'W', 'A', 'D'};
    auto u32 = [](std::vector<std::uint8_t>& v, std::uint32_t x) {
        for (int i = 0; i < 4; ++i) v.push_back(static_cast<std::uint8_t>(x >> (8 * i)));
    };
    std::size_t directory_at = 12;
    for (const auto& lump : lumps) directory_at += lump.second.size();
    u32(out, static_cast<std::uint32_t>(lumps.size()));
    u32(out, static_cast<std::uint32_t>(directory_at));
    std::vector<std::uint8_t> directory;
    for (const auto& [name, data] : lumps) {
        u32(directory, static_cast<std::uint32_t>(out.size()));
        u32(directory, static_cast<std::uint32_t>(data.size()));
        for (std::size_t c = 0; c < 8; ++c) directory.push_back(c < name.size() ? static_cast<std::uint8_t>(name[c]) : 0);
        out.insert(out.end(), data.begin(), data.end());
    }
    out.insert(out.end(), directory.begin(), directory.end());
    return out;
}

inline std::vector<std::uint8_t> pwad_bytes(const std::vector<std::pair<std::string, std::string>>& lumps) {
    return pwad_of(lumps);
}
inline std::vector<std::uint8_t> pwad_bytes(const std::vector<std::pair<std::string, std::vector<std::uint8_t>>>& lumps) {
    return pwad_of(lumps);
}

}  // namespace test_support
