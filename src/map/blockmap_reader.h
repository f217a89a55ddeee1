#pragma once
// Reads a BLOCKMAP lump: a header (origin x, origin y, columns, rows), one
// list offset per cell, and the lists of linedef numbers those offsets
// point at, each ended by 0xFFFF.
#include <cstdint>
#include <span>
#include <string>

#include "map/level.h"

namespace map {

// `context` names the file, map and lump ("freedoom2.wad: MAP01: BLOCKMAP")
// for the base::Error thrown when a cell's offset lies outside the lump, a
// list has no terminator, or a list names a linedef >= line_count.
Blockmap read_blockmap(std::span<const std::uint8_t> lump, std::size_t line_count, const std::string& context);

}  // namespace map
