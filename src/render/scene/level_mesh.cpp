#include "render/scene/level_mesh.h"

#include <algorithm>
#include <string>
#include <utility>

namespace render::scene {

namespace {

bool has_texture(const std::string& name) { return !name.empty() && name != "-"; }

void add_seg_walls(const map::Level& level, std::size_t seg_index, std::vector<WallVertex>& out) {
    const map::Seg& seg = level.segs[seg_index];
    if (seg.line == map::kNone || seg.sidedef == map::kNone) return;
    const auto number = static_cast<std::uint32_t>(seg_index);
    if (seg.back_sector == map::kNone) {
        add_wall_quad(level, seg_index, number, WallPart::Middle, out);
        return;
    }
    add_wall_quad(level, seg_index, number, WallPart::Lower, out);
    add_wall_quad(level, seg_index, number, WallPart::Upper, out);
    if (has_texture(level.sides[static_cast<std::size_t>(seg.sidedef)].mid_texture))
        add_wall_quad(level, seg_index, number, WallPart::MaskedMiddle, out);
}

}  // namespace

void add_flat_triangles(const SubsectorPolygon& polygon, std::uint32_t sector, std::vector<FlatVertex>& out) {
    const std::vector<MeshPoint>& p = polygon.points;
    for (std::size_t i = 1; i + 1 < p.size(); ++i) {
        out.push_back({p[0].x, p[0].y, sector});
        out.push_back({p[i].x, p[i].y, sector});
        out.push_back({p[i + 1].x, p[i + 1].y, sector});
    }
}

void add_wall_quad(const map::Level& level, std::size_t seg_index, std::uint32_t number, WallPart part,
                   std::vector<WallVertex>& out) {
    const map::Seg& seg = level.segs[seg_index];
    const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(seg.v1)];
    const map::Vertex& v2 = level.vertices[static_cast<std::size_t>(seg.v2)];
    auto corner = [&](bool at_v2, bool top) {
        const map::Vertex& v = at_v2 ? v2 : v1;
        return WallVertex{static_cast<float>(v.x / 65536.0), static_cast<float>(v.y / 65536.0), number,
                          pack_wall_corner({at_v2, top, part})};
    };
    out.push_back(corner(false, false));
    out.push_back(corner(true, false));
    out.push_back(corner(true, true));
    out.push_back(corner(false, false));
    out.push_back(corner(true, true));
    out.push_back(corner(false, true));
}

DrawRange range_since(std::size_t first, std::size_t end) {
    return {static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(end - first)};
}

LevelMesh build_level_mesh(const map::Level& level) {
    SubsectorPolygons carved = carve_subsector_polygons(level);  // validates the level first
    LevelMesh mesh;
    mesh.bounds = carved.bounds;
    mesh.fallbacks = carved.fallbacks;
    mesh.subsectors = std::move(carved.polygons);
    mesh.flat_ranges.reserve(level.subsectors.size());
    mesh.wall_ranges.reserve(level.subsectors.size());
    for (std::size_t i = 0; i < level.subsectors.size(); ++i) {
        const std::size_t flats_start = mesh.flat_vertices.size();
        add_flat_triangles(mesh.subsectors[i], static_cast<std::uint32_t>(mesh.subsectors[i].sector), mesh.flat_vertices);
        mesh.flat_ranges.push_back(range_since(flats_start, mesh.flat_vertices.size()));

        const map::Subsector& subsector = level.subsectors[i];
        const std::size_t walls_start = mesh.wall_vertices.size();
        for (int seg = subsector.first_seg; seg < subsector.first_seg + subsector.num_segs; ++seg)
            add_seg_walls(level, static_cast<std::size_t>(seg), mesh.wall_vertices);
        mesh.wall_ranges.push_back(range_since(walls_start, mesh.wall_vertices.size()));
    }
    // Segs no subsector lists: polyobjects' (sim/polyobjects.h), which the
    // walk draws where they stand; after every subsector's range.
    std::size_t listed = 0;
    for (const map::Subsector& s : level.subsectors)
        listed = std::max(listed, static_cast<std::size_t>(s.first_seg + s.num_segs));
    const std::size_t unlisted_start = mesh.wall_vertices.size();
    for (std::size_t seg = listed; seg < level.segs.size(); ++seg) add_seg_walls(level, seg, mesh.wall_vertices);
    mesh.unlisted_walls = range_since(unlisted_start, mesh.wall_vertices.size());
    return mesh;
}

}  // namespace render::scene
