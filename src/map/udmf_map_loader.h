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

}  // namespace map
