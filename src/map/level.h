#pragma once
// The level data model shared by the simulation and the renderers: what a
// map's lumps say, validated, in the original's units (16.16 fixed point,
// binary angles), with every cross-reference resolved to an index.
//
// It mirrors the state the original reached at the end of P_SetupLevel
// (before any thing is spawned): derived fields such as line slope types,
// bounding boxes, seg sectors, subsector sectors and sector line lists are
// computed exactly as the original computes them, because the simulation's
// results depend on them bit for bit.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/fixed.h"
#include "map/level_extensions.h"

namespace map {

using base::angle_t;
using base::fixed_t;

inline constexpr int kNone = -1;  // "no sidedef / no sector / no line"

enum BoxIndex { kBoxTop = 0, kBoxBottom = 1, kBoxLeft = 2, kBoxRight = 3 };
using BBox = std::array<fixed_t, 4>;  // indexed by BoxIndex

enum class SlopeType { Horizontal, Vertical, Positive, Negative };

// Linedef flags (ML_*), the values of the map format.
enum LineFlag : int {
    kLineBlocking = 1,
    kLineBlockMonsters = 2,
    kLineTwoSided = 4,
    kLineDontPegTop = 8,
    kLineDontPegBottom = 16,
    kLineSecret = 32,
    kLineSoundBlock = 64,
    kLineDontDraw = 128,
    kLineMapped = 256,
    // Boom and MBF21's bits of the Doom format.
    kLinePassUse = 0x200,            // a use goes on past this special line
    kLineReserved = 0x800,           // MBF21: set by editors that wrote junk
    kLineBlockLandMonsters = 0x1000,  // MBF21: stops monsters that cannot fly
    kLineBlockPlayers = 0x2000,       // MBF21
};

struct Vertex {
    fixed_t x = 0, y = 0;
};

struct Sector {
    fixed_t floor_height = 0, ceiling_height = 0;
    std::string floor_flat, ceiling_flat;  // upper-case flat names
    int light = 0;
    int special = 0;
    int tag = 0;
    // Derived: lines touching this sector, in linedef order (P_GroupLines).
    std::vector<int> lines;
    BBox bbox{};                  // bounding box of those lines' vertices
    fixed_t sound_x = 0, sound_y = 0;  // centre of bbox, the sector's sound origin
    std::array<int, 4> block_box{};    // bbox in blockmap cells, clamped (top, bottom, left, right)
};

struct Side {
    fixed_t texture_offset = 0, row_offset = 0;
    std::string top_texture, bottom_texture, mid_texture;  // upper-case; "-" means none
    int sector = 0;
};

struct Line {
    int v1 = 0, v2 = 0;
    fixed_t dx = 0, dy = 0;
    int flags = 0;
    int special = 0;
    int tag = 0;
    std::array<int, 2> sides{kNone, kNone};  // front, back sidedef
    BBox bbox{};
    SlopeType slope = SlopeType::Horizontal;
    int front_sector = kNone, back_sector = kNone;
};

struct Seg {
    int v1 = 0, v2 = 0;
    fixed_t offset = 0;
    angle_t angle = 0;
    int side = 0;       // 0 front, 1 back of its linedef
    int line = kNone;   // kNone only for minisegs of GL/extended nodes
    int sidedef = kNone;
    int front_sector = kNone;
    int back_sector = kNone;  // only for lines flagged two-sided, as the original
};

struct Subsector {
    int first_seg = 0;
    int num_segs = 0;
    int sector = 0;
};

inline constexpr std::uint32_t kSubsectorBit = 0x80000000u;

struct Node {
    fixed_t x = 0, y = 0, dx = 0, dy = 0;
    std::array<BBox, 2> bbox{};
    // Right (0) and left (1) children: a node index, or a subsector index
    // with kSubsectorBit set.
    std::array<std::uint32_t, 2> children{};
};

// A node as point location and the sight check walk it: the partition and
// the children, without the boxes (24 bytes against Node's 56).
struct Partition {
    fixed_t x = 0, y = 0, dx = 0, dy = 0;
    std::array<std::uint32_t, 2> children{};  // as Node's, numbering Level::partitions
};

// Cells of a grid over the map, each naming the deepest node (or the
// subsector) that every point of the cell reaches on its walk from the
// root: a point's walk starts there and ends where it would have. Worked
// out for a cell when a point first falls in it (partition_grid.h).
struct PartitionGrid {
    static constexpr int kCellShift = 22;  // 64-unit cells
    static constexpr std::uint32_t kNotYet = UINT32_MAX;
    fixed_t origin_x = 0, origin_y = 0;
    int width = 0, height = 0;  // 0: no grid (see partition_grid.h)
    // Row-major, numbering as Partition::children, or kNotYet.
    mutable std::vector<std::uint32_t> starts;
};

struct Thing {
    int x = 0, y = 0;  // map units
    int angle = 0;     // degrees
    int type = 0;
    int options = 0;
};

struct Blockmap {
    fixed_t origin_x = 0, origin_y = 0;  // fixed point, as the original shifts it
    int width = 0, height = 0;
    // Per cell, row-major (y * width + x): the linedef numbers the original
    // iterates, in lump order, from the cell's list start up to its -1
    // terminator. That includes the leading 0 entry every list starts with,
    // which vanilla does not skip (so linedef 0 is checked in every cell).
    // The lists lie end to end in `lines`, cell i's from starts[i] to
    // starts[i + 1]: one allocation, not one a cell (a hostile map's grid
    // can have 262 144 cells).
    std::vector<int> starts;  // cell count + 1 entries once filled
    std::vector<int> lines;
    bool built = false;  // true when no BLOCKMAP lump existed and we built one

    std::size_t cell_count() const { return starts.empty() ? 0 : starts.size() - 1; }
    std::span<const int> cell(std::size_t index) const {
        return std::span<const int>(lines).subspan(static_cast<std::size_t>(starts[index]),
                                                   static_cast<std::size_t>(starts[index + 1] - starts[index]));
    }
};

struct Level {
    std::string name;
    std::string where;  // the file and map, for messages: "freedoom2.wad: MAP01"
    std::vector<Vertex> vertices;
    std::vector<Sector> sectors;
    std::vector<Side> sides;
    std::vector<Line> lines;
    std::vector<Seg> segs;
    std::vector<Subsector> subsectors;
    std::vector<Node> nodes;
    // Derived: `nodes` as the simulation walks them, in depth-first order
    // from the root (index 0), right child first, so that a walk mostly
    // reads on in the cache lines it has (see derived_fields.h).
    std::vector<Partition> partitions;
    PartitionGrid partition_grid;  // derived from `partitions`, filled as it is used
    // The last point the simulation located in `partitions` and its
    // subsector: a move checks a point (P_CheckPosition) and then puts the
    // thing there (P_SetThingPosition), and the walk is long on big maps.
    // Part of the level, so that a new level never sees an old answer.
    struct LocatedPoint {
        fixed_t x = 0, y = 0;
        int subsector = -1;  // none yet
    };
    mutable LocatedPoint last_located;
    std::vector<Thing> things;
    Blockmap blockmap;
    // numsectors² bits, row-major; see reject_reader.h for a missing or
    // short REJECT lump.
    std::vector<std::uint8_t> reject;
    bool reject_short = false;  // padded as the original read past its end
    // Hexen-format and UDMF fields beyond the above; empty for classic maps.
    LevelExtensions extensions;

    // Where BSP traversal starts: the last node, or subsector 0 when a map
    // has a single subsector and no nodes (the original copes with that).
    std::uint32_t bsp_root() const {
        return nodes.empty() ? kSubsectorBit : static_cast<std::uint32_t>(nodes.size() - 1);
    }

    // The same start in `partitions`.
    std::uint32_t partition_root() const { return partitions.empty() ? kSubsectorBit : 0; }

    bool rejects(int sector_a, int sector_b) const {
        std::size_t bit = static_cast<std::size_t>(sector_a) * sectors.size() + static_cast<std::size_t>(sector_b);
        return (reject[bit >> 3] >> (bit & 7)) & 1;
    }
};

}  // namespace map
