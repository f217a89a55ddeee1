#pragma once
// Reads ZDoom's extended node formats, found in a UDMF map's ZNODES lump or
// behind a magic word in a classic map's NODES: XNOD and ZNOD (segs with
// both vertices), XGLN / ZGLN, XGL2 / ZGL2 and XGL3 / ZGL3 (GL nodes: a seg
// has its first vertex only, minisegs have no line; XGL2 widens line
// numbers to 32 bits, XGL3 gives node partitions in 16.16 fixed point).
// The Z variants are the same data compressed with zlib after the magic.
//
// Layout (little-endian): original vertex count, new vertex count and the
// new vertices (16.16 x, y); subsector count and each one's seg count;
// seg count and the segs; node count and the nodes (partition, two boxes,
// two 32-bit children, bit 31 marking a subsector).
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "map/level.h"

namespace map {

// True when the bytes start with one of the magic words above.
bool is_extended_nodes(std::span<const std::uint8_t> lump);

// Replaces the level's segs, subsectors and nodes with the lump's, and its
// vertices past the original count with the lump's new ones. The level's
// vertices, lines and sides must be loaded. A seg's angle and offset are
// worked out from its vertices and line, since the formats do not store
// them. Throws base::Error naming `context` ("mod.wad: MAP01: ZNODES") for
// counts that run past the end, references out of range, a subsector
// without a seg on a line, or a BSP tree with a loop.
void read_extended_nodes(std::span<const std::uint8_t> lump, const std::string& context, Level& level);

// The XNOD bytes of the level's segs, subsectors and nodes, all vertices
// counted as original: what `convert --to udmf` stores in ZNODES.
std::vector<std::uint8_t> write_xnod(const Level& level);
// The same with the vertices from `original_vertices` on written into the
// lump as new ones (16.16): a classic map's NODES when its VERTEXES holds
// only the first `original_vertices` and the node builder added the rest.
std::vector<std::uint8_t> write_xnod(const Level& level, std::size_t original_vertices);

}  // namespace map
