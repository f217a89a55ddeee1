#pragma once
// Small WADs built in memory for the audio tests: DMX sounds of a known
// tone, and lumps broken on purpose.
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "wad/archive.h"

namespace audio::testing {

// A DMX format-3 sound: header, 16 padding bytes each side, the samples.
inline std::vector<std::uint8_t> dmx_sound(int rate, const std::vector<std::uint8_t>& samples) {
    std::vector<std::uint8_t> out = {3, 0, static_cast<std::uint8_t>(rate & 0xff), static_cast<std::uint8_t>(rate >> 8)};
    const std::uint32_t count = static_cast<std::uint32_t>(samples.size() + 32);
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(count >> (8 * i)));
    out.insert(out.end(), 16, 128);
    out.insert(out.end(), samples.begin(), samples.end());
    out.insert(out.end(), 16, 128);
    return out;
}

// A 441 Hz sine at 11025 Hz, `seconds` long, amplitude 100 of 127.
inline std::vector<std::uint8_t> tone(double seconds) {
    std::vector<std::uint8_t> s(static_cast<std::size_t>(seconds * 11025));
    for (std::size_t i = 0; i < s.size(); ++i)
        s[i] = static_cast<std::uint8_t>(128 + std::lround(100 * std::sin(2 * 3.14159265358979 * 441 * static_cast<double>(i) / 11025)));
    return s;
}

inline wad::File make_pwad(const std::vector<std::pair<std::string, std::vector<std::uint8_t>>>& lumps) {
    std::vector<std::uint8_t> bytes = {'P', 'W', 'A', 'D'};
    auto put32 = [&](std::uint32_t v) {
        for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    };
    put32(static_cast<std::uint32_t>(lumps.size()));
    std::uint32_t offset = 12;
    for (const auto& l : lumps) offset += static_cast<std::uint32_t>(l.second.size());
    put32(offset);
    std::vector<std::uint32_t> starts;
    for (const auto& l : lumps) {
        starts.push_back(static_cast<std::uint32_t>(bytes.size()));
        bytes.insert(bytes.end(), l.second.begin(), l.second.end());
    }
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        put32(starts[i]);
        put32(static_cast<std::uint32_t>(lumps[i].second.size()));
        std::string name = lumps[i].first;
        name.resize(8, '\0');
        bytes.insert(bytes.end(), name.begin(), name.end());
    }
    return wad::File::parse("test.wad", std::move(bytes));
}

}  // namespace audio::testing
