#pragma once
// ZDoom's 3D floors (sim/extra_floors.h) as more of a level's mesh: each
// slab's top and bottom over every subsector of the sector it stands in,
// and its sides along the segs that part that sector from another.
//
// Their vertices name sectors and segs numbered after the map's, which the
// renderer's tables add (render/vulkan/true_view_data.h): with S sectors,
// sector S + 2k is slab k's planes (its floor is the slab's top and its
// ceiling the slab's bottom, so the planes' shaders draw each from the side
// it faces), S + 2k + 1 its sides' (floor the bottom, ceiling the top);
// with G segs, seg G + i is segs[i], a copy of a map seg drawn as a one-
// sided middle wall of that second sector.
#include <cstdint>
#include <span>
#include <vector>

#include "render/scene/level_mesh.h"
#include "sim/extra_floors.h"

namespace render::scene {

struct ExtraFloorSeg {
    std::uint32_t seg = 0;   // the map seg whose ends it takes
    std::uint32_t slab = 0;  // index into sim::ExtraFloors::all()
};

struct ExtraFloorMesh {
    // Per subsector, the slabs' planes and sides drawn with it, in
    // LevelMesh::flat_vertices and wall_vertices after the map's own.
    std::vector<DrawRange> flat_ranges, wall_ranges;
    std::vector<ExtraFloorSeg> segs;
};

inline constexpr std::uint32_t slab_plane_sector(std::uint32_t sector_count, std::uint32_t slab) {
    return sector_count + 2 * slab;
}
inline constexpr std::uint32_t slab_side_sector(std::uint32_t sector_count, std::uint32_t slab) {
    return sector_count + 2 * slab + 1;
}

// Adds the slabs' triangles and quads to `mesh`. A slab of alpha 0 is not
// drawn. Its sides face out of the sector it stands in, and in too where
// it is seen from inside (swimmable ones, type bit 4), where its planes
// show from either side too (triangles of its sides' sector as well).
ExtraFloorMesh add_extra_floors(LevelMesh& mesh, const map::Level& level, std::span<const sim::ExtraFloor> slabs);

}  // namespace render::scene
