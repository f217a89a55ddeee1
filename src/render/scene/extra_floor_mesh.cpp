#include "render/scene/extra_floor_mesh.h"

namespace render::scene {

ExtraFloorMesh add_extra_floors(LevelMesh& mesh, const map::Level& level, std::span<const sim::ExtraFloor> slabs) {
    ExtraFloorMesh extra;
    const std::size_t subsectors = level.subsectors.size();
    extra.flat_ranges.assign(subsectors, {});
    extra.wall_ranges.assign(subsectors, {});
    if (slabs.empty()) return extra;
    const auto sector_count = static_cast<std::uint32_t>(level.sectors.size());
    const auto seg_count = static_cast<std::uint32_t>(level.segs.size());
    for (std::size_t ss = 0; ss < subsectors; ++ss) {
        const int sector = mesh.subsectors[ss].sector;
        const std::size_t flats = mesh.flat_vertices.size();
        for (std::uint32_t k = 0; k < slabs.size(); ++k) {
            if (slabs[k].target != sector || slabs[k].alpha == 0) continue;
            add_flat_triangles(mesh.subsectors[ss], slab_plane_sector(sector_count, k), mesh.flat_vertices);
            // Its planes' other faces, where it shows its insides: its sides'
            // sector has the bottom for a floor and the top for a ceiling.
            if (slabs[k].render_inside)
                add_flat_triangles(mesh.subsectors[ss], slab_side_sector(sector_count, k), mesh.flat_vertices);
        }
        extra.flat_ranges[ss] = range_since(flats, mesh.flat_vertices.size());

        const map::Subsector& sub = level.subsectors[ss];
        const std::size_t walls = mesh.wall_vertices.size();
        for (int s = sub.first_seg; s < sub.first_seg + sub.num_segs; ++s) {
            const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
            if (seg.line == map::kNone || seg.back_sector == map::kNone || seg.back_sector == seg.front_sector) continue;
            for (std::uint32_t k = 0; k < slabs.size(); ++k) {
                const sim::ExtraFloor& f = slabs[k];
                if (f.alpha == 0) continue;
                // Seen from the other sector, or from inside where it shows its insides.
                const bool outside = seg.back_sector == f.target;
                const bool inside = seg.front_sector == f.target && f.render_inside;
                if (!outside && !inside) continue;
                const auto number = seg_count + static_cast<std::uint32_t>(extra.segs.size());
                extra.segs.push_back({static_cast<std::uint32_t>(s), k});
                add_wall_quad(level, static_cast<std::size_t>(s), number, WallPart::Middle, mesh.wall_vertices);
            }
        }
        extra.wall_ranges[ss] = range_since(walls, mesh.wall_vertices.size());
    }
    return extra;
}

}  // namespace render::scene
