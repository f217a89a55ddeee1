#include "assets/flat.h"

#include <cctype>

#include "assets/lump_context.h"
#include "base/byte_reader.h"

namespace assets {

std::vector<std::uint8_t> decode_flat(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < kFlatBytes)
        r.fail("flat is " + std::to_string(bytes.size()) + " bytes, need " + std::to_string(kFlatBytes) +
               " (64x64)");
    auto pixels = r.bytes(kFlatBytes);
    return {pixels.begin(), pixels.end()};
}

FlatSet FlatSet::load(const wad::Archive& archive) {
    FlatSet set;
    for (std::size_t lump : archive.in_namespace(wad::Namespace::Flats)) {
        const wad::Lump& l = archive.lump(lump);
        Flat f;
        f.name = l.name;
        f.lump = lump;
        if (!l.data.empty()) f.pixels = decode_flat(l.data, lump_context(archive, lump));
        set.by_name_[f.name] = set.flats_.size();
        set.flats_.push_back(std::move(f));
    }
    return set;
}

std::optional<std::size_t> FlatSet::find(std::string_view name) const {
    std::string key(name.substr(0, 8));
    for (char& c : key) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto it = by_name_.find(key);
    if (it == by_name_.end()) return std::nullopt;
    return it->second;
}

}  // namespace assets
