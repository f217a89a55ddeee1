#pragma once
// Which pass of the true 3D view draws each wall part and plane seen this
// frame, decided on the CPU from the level's tables now: a pass then runs
// its vertex shader only over its own parts, not over every part seen (a
// CPU driver shades vertices on one thread, before any pixel is drawn).
// The lists keep the walk's front-to-back order, so nearer surfaces fill
// the depth buffer first.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "render/scene/extra_floor_mesh.h"
#include "render/scene/level_mesh.h"
#include "render/scene/visible_subsectors.h"
#include "render/vulkan/scene_data.h"

namespace render::vulkan {

// The lists of a frame, in the order the passes draw them.
enum TrueDrawList : std::size_t {
    kTexturedWallList,  // textured lower, middle and upper parts
    kSkyWallList,       // the sky above walls under a sky ceiling, and the sky hack's uppers
    kFloodWallList,     // two-sided parts the map left untextured
    kMaskedWallList,    // opaque masked middles
    kSlabWallList,      // the sides of 3D floors (scene/extra_floor_mesh.h)
    // Sloped floors and ceilings, textured a pixel at a time at any pitch,
    // before the flat ones (which at pitch 0 only mark their pixels for the
    // span pass: a nearer flat plane then still wins).
    kSlopedFloorList,
    kSlopedCeilingList,
    kFloorList,
    kCeilingList,
    kSkyFloorList,
    kSkyCeilingList,
    kDrawListCount
};

// The level's tables as shaders/true3d.glsl reads them (TrueLevelTables).
struct TrueDrawTables {
    std::span<const Int4> sectors, sides, seg_links;
    std::span<const std::uint8_t> sloped;  // per sector: bit 0 floor, bit 1 ceiling
    int sky_flat = -1;
    // Per 3D floor: 0 opaque, else its blend table (render/map_looks.h);
    // a translucent one's pieces go in lists of their own.
    std::span<const int> slab_blends;
    std::uint32_t sector_count = 0;  // the map's: the slabs' sectors follow
};

class TrueDrawLists {
public:
    // The subsectors `visible` found, front to back, with only the wall
    // parts of the segs it says can show, and the 3D floors in them; then
    // the polyobjects' walls it says can show.
    void build(const scene::LevelMesh& mesh, const scene::ExtraFloorMesh& extra,
               const scene::VisibleSubsectors& visible, const TrueDrawTables& tables);

    // Every list's indices, one after another.
    std::span<const std::uint32_t> indices() const { return indices_; }
    // A list's place in indices().
    scene::DrawRange range(TrueDrawList list) const { return ranges_[list]; }
    // A translucent 3D floor's planes and sides seen (empty where it is
    // opaque or not seen), drawn on their own over what is behind.
    scene::DrawRange slab_planes(std::size_t slab) const;
    scene::DrawRange slab_walls(std::size_t slab) const;

private:
    // The parts of `walls`' segs that `visible` says can show.
    void add_walls(const scene::LevelMesh& mesh, scene::DrawRange walls, const scene::VisibleSubsectors& visible,
                   const TrueDrawTables& tables);
    void add_extra_floors(const scene::LevelMesh& mesh, const scene::ExtraFloorMesh& extra,
                          const scene::VisibleSubsectors& visible, const TrueDrawTables& tables, std::size_t subsector);

    std::array<std::vector<std::uint32_t>, kDrawListCount> lists_;
    std::array<scene::DrawRange, kDrawListCount> ranges_{};
    // Per slab: its planes' list, then its sides'.
    std::vector<std::array<std::vector<std::uint32_t>, 2>> slab_lists_;
    std::vector<std::array<scene::DrawRange, 2>> slab_ranges_;
    std::vector<std::uint32_t> indices_;
};

}  // namespace render::vulkan
