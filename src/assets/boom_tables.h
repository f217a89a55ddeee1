#pragma once
// Boom's lookup tables kept as lumps: the colormaps between C_START and
// C_END (named by the side textures of a 242 line) and the translucency
// tables of 256 × 256 bytes (TRANMAP, or any lump a 260 line names).
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "wad/archive.h"

namespace assets {

struct BoomTables {
    // C_START…C_END in directory order (a later WAD's lump of the same
    // name replaces an earlier one in place); each at least 33 rows of 256.
    struct Colormap {
        std::string name;
        std::vector<std::uint8_t> rows;
    };
    std::vector<Colormap> colormaps;
    // Every lump whose last instance is 65 536 bytes long, by name; Boom's
    // table order: the index drawn for source s over destination d is at
    // [d * 256 + s].
    std::map<std::string, std::vector<std::uint8_t>> translucency;

    // R_ColormapNumForName: 0 for "COLORMAP", 1.. for colormaps[n - 1],
    // nothing when the name is neither.
    std::optional<int> colormap_number(std::string_view name) const;
    const std::vector<std::uint8_t>* translucency_table(std::string_view name) const;
};

// A colormap shorter than 33 rows, or a TRANMAP lump that is not 65 536
// bytes, gets one warning naming the WAD and lump and is not used.
BoomTables load_boom_tables(const wad::Archive& archive);

}  // namespace assets
