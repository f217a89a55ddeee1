#pragma once
// Loads a UDMF map: TEXTMAP parsed (textmap_parser.h), each block's fields
// read into the level model with the UDMF 1.1 and ZDoom-extension
// defaults, nodes from ZNODES (extended_nodes.h; our own, node_builder.h,
// where there is none or it does not hold together), BLOCKMAP and REJECT
// as a classic map has them. A `doom`-namespace map gives the same Level as its
// classic twin: elements in block order, a line's tag from arg0.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "map/level.h"

namespace map {

struct UdmfLumps {
    std::string name;   // the map marker: "MAP01"
    std::string where;  // for messages: "mod.wad: MAP01"
    std::span<const std::uint8_t> textmap;
    std::optional<std::span<const std::uint8_t>> znodes, blockmap, reject, behavior, dialogue;
};

// Throws base::Error naming the map, the lump and, for TEXTMAP, the
// line:column; nothing is returned half-loaded.
Level load_udmf_level(const UdmfLumps& lumps);

// Every field the loader reads, by block: the names its tables know, and
// "skill#" and "class#" for skill1..skill16 and class1..class16. Any other
// field is kept as a CustomField. For udmf_field_support.h's check.
struct LoaderField {
    ElementKind block;
    std::string_view name;
};
std::vector<LoaderField> udmf_loader_fields();

}  // namespace map
