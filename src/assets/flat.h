#pragma once
// Flats: 64 × 64 floor and ceiling images, stored raw, row-major, between
// the F_START and F_END markers.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "wad/archive.h"

namespace assets {

inline constexpr int kFlatSide = 64;
inline constexpr std::size_t kFlatBytes = 64 * 64;

// The first 4096 bytes of a flat lump; vanilla reads no more, so longer
// lumps are accepted. Throws base::Error for a shorter one.
std::vector<std::uint8_t> decode_flat(std::span<const std::uint8_t> bytes, const std::string& context);

struct Flat {
    std::string name;
    std::size_t lump = 0;
    // 4096 bytes, or empty for an empty lump such as the inner F1_START
    // markers, which vanilla counts as flats all the same.
    std::vector<std::uint8_t> pixels;
};

// Every lump of the flats namespace in directory order. A flat's index is
// its vanilla flat number (lump - firstflat), which animation ranges use.
class FlatSet {
public:
    static FlatSet load(const wad::Archive& archive);

    std::size_t size() const { return flats_.size(); }
    const Flat& flat(std::size_t index) const { return flats_.at(index); }
    // Case-insensitive; the last flat of that name wins, as the original's
    // lump lookup does.
    std::optional<std::size_t> find(std::string_view name) const;

private:
    std::vector<Flat> flats_;
    std::unordered_map<std::string, std::size_t> by_name_;
};

}  // namespace assets
