#include "assets/boom_tables.h"

#include <algorithm>
#include <cctype>

#include "assets/lump_context.h"
#include "base/log.h"

namespace assets {

namespace {

constexpr std::size_t kColormapRows = 33;  // 32 light rows and the invulnerability row
constexpr std::size_t kTableBytes = 65536;

bool same_name(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::toupper(static_cast<unsigned char>(x)) == std::toupper(static_cast<unsigned char>(y));
           });
}

void add_colormap(BoomTables& tables, const wad::Archive& archive, std::size_t index) {
    const wad::Lump& lump = archive.lump(index);
    if (lump.data.size() < kColormapRows * 256) {
        base::warn(lump_context(archive, index) + ": a Boom colormap needs at least " +
                   std::to_string(kColormapRows * 256) + " bytes (33 rows of 256), this one has " +
                   std::to_string(lump.data.size()) + "; it is not used");
        return;
    }
    BoomTables::Colormap map{lump.name, {lump.data.begin(), lump.data.end()}};
    const auto same = std::find_if(tables.colormaps.begin(), tables.colormaps.end(),
                                   [&](const BoomTables::Colormap& c) { return c.name == lump.name; });
    if (same != tables.colormaps.end()) *same = std::move(map);
    else tables.colormaps.push_back(std::move(map));
}

}  // namespace

std::optional<int> BoomTables::colormap_number(std::string_view name) const {
    if (same_name(name, "COLORMAP")) return 0;
    for (std::size_t i = 0; i < colormaps.size(); ++i)
        if (same_name(name, colormaps[i].name)) return static_cast<int>(i) + 1;
    return std::nullopt;
}

const std::vector<std::uint8_t>* BoomTables::translucency_table(std::string_view name) const {
    std::string upper(name);
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto it = translucency.find(upper);
    return it == translucency.end() ? nullptr : &it->second;
}

BoomTables load_boom_tables(const wad::Archive& archive) {
    BoomTables tables;
    const std::vector<wad::Lump>& lumps = archive.lumps();
    std::map<std::string, std::size_t> last;  // name → last lump of that name
    bool in_colormaps = false;
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        const wad::Lump& lump = lumps[i];
        if (lump.name == "C_START") in_colormaps = true;
        else if (lump.name == "C_END") in_colormaps = false;
        else if (in_colormaps && !lump.data.empty()) add_colormap(tables, archive, i);
        last[lump.name] = i;
    }
    for (const auto& [name, index] : last) {
        const wad::Lump& lump = archive.lump(index);
        if (lump.data.size() == kTableBytes) tables.translucency.emplace(name, std::vector<std::uint8_t>(lump.data.begin(), lump.data.end()));
        else if (name == "TRANMAP")
            base::warn(lump_context(archive, index) + ": a translucency table is 65536 bytes (256 × 256), this one has " +
                       std::to_string(lump.data.size()) + "; Boom's default table is built from PLAYPAL instead");
    }
    return tables;
}

}  // namespace assets
