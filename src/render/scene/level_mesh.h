#pragma once
// A map's static geometry for a GPU renderer, built once per map: floor and
// ceiling triangles per subsector, and one quad per wall part per seg.
//
// Nothing here moves. Heights, light and textures change during play, so
// vertices carry only their map position and an index (sector or seg) into
// tables the renderer updates every frame; a wall's vertex shader takes its
// bottom and top from the heights of the seg's front and back sectors.
// Both lists are ordered by subsector, with a range per subsector, so a
// renderer draws only what its BSP walk finds visible. Polyobjects' walls
// move: their vertices stay where the map drew them, and a renderer takes
// their ends from its per-frame seg table.
#include <cstdint>
#include <type_traits>
#include <vector>

#include "map/level.h"
#include "render/scene/subsector_polygons.h"

namespace render::scene {

// A vertex of a floor/ceiling triangle; the floor and the ceiling share it.
struct FlatVertex {
    float x = 0, y = 0;  // map units
    std::uint32_t sector = 0;
};
static_assert(sizeof(FlatVertex) == 12 && std::is_standard_layout_v<FlatVertex>,
              "FlatVertex is copied into a vertex buffer as is");

enum class WallPart : std::uint32_t { Lower, Middle, Upper, MaskedMiddle };
inline constexpr std::size_t kWallPartCount = 4;

// Which corner of which part of a seg a wall vertex is. Seen from the
// seg's front side, v1 is on the left and v2 on the right.
struct WallCorner {
    bool at_v2 = false;  // the v2 end (else v1)
    bool top = false;    // the top edge (else the bottom one)
    WallPart part = WallPart::Middle;
    friend bool operator==(const WallCorner&, const WallCorner&) = default;
};

// The shader decodes the same bits: bit 0 the end, bit 1 top, bits 2-3 the part.
constexpr std::uint32_t pack_wall_corner(WallCorner corner) {
    return (corner.at_v2 ? 1u : 0u) | (corner.top ? 2u : 0u) | (static_cast<std::uint32_t>(corner.part) << 2);
}

constexpr WallCorner unpack_wall_corner(std::uint32_t bits) {
    return {(bits & 1u) != 0, (bits & 2u) != 0, static_cast<WallPart>((bits >> 2) & 3u)};
}

struct WallVertex {
    float x = 0, y = 0;  // map units: the seg's v1 or v2
    std::uint32_t seg = 0;
    std::uint32_t corner_and_part = 0;  // pack_wall_corner
};
static_assert(sizeof(WallVertex) == 16 && std::is_standard_layout_v<WallVertex>,
              "WallVertex is copied into a vertex buffer as is");

inline constexpr std::uint32_t kVerticesPerWallQuad = 6;

// Vertices [first, first + count) of one list.
struct DrawRange {
    std::uint32_t first = 0, count = 0;
};

struct LevelMesh {
    MapBounds bounds;
    std::vector<SubsectorPolygon> subsectors;  // index = subsector number
    // Triangles (3 vertices each), counter-clockwise in map space: a fan
    // over each subsector's polygon.
    std::vector<FlatVertex> flat_vertices;
    std::vector<DrawRange> flat_ranges;  // per subsector
    // Two triangles per quad, counter-clockwise seen from the seg's front:
    // (v1 bottom, v2 bottom, v2 top), (v1 bottom, v2 top, v1 top).
    // One-sided segs have a Middle quad; two-sided segs a Lower and an Upper
    // one always (heights move, so a part shut now may open later; the
    // shader collapses it) and a MaskedMiddle one when the side has a mid
    // texture. Minisegs and segs without a sidedef have none.
    std::vector<WallVertex> wall_vertices;
    std::vector<DrawRange> wall_ranges;  // per subsector, its segs in order
    // The segs no subsector lists (polyobjects', sim/polyobject.h), after
    // every subsector's range.
    DrawRange unlisted_walls;
    CarvingFallbacks fallbacks;
};

// Throws base::Error (from map::validate_level) when the level's indices or
// BSP tree are broken.
LevelMesh build_level_mesh(const map::Level& level);

// A subsector's polygon as a fan of triangles (it is convex and counter-
// clockwise, so every triangle is too) naming `sector`.
void add_flat_triangles(const SubsectorPolygon& polygon, std::uint32_t sector, std::vector<FlatVertex>& out);
// One part of a seg's quad at the seg's ends, its vertices naming seg `number`.
void add_wall_quad(const map::Level& level, std::size_t seg_index, std::uint32_t number, WallPart part,
                   std::vector<WallVertex>& out);

DrawRange range_since(std::size_t first, std::size_t end);

}  // namespace render::scene
