#include "render/vulkan/true_view_draws.h"

namespace render::vulkan {
namespace {

using scene::WallPart;

void add_range(std::vector<std::uint32_t>& list, std::uint32_t first, std::uint32_t count) {
    for (std::uint32_t i = 0; i < count; ++i) list.push_back(first + i);
}

// The lists one part of a seg belongs to: the same rules as
// shaders/true_wall.vert applies to the part's heights and textures.
struct PartPasses {
    bool textured = false, sky = false, flood = false, masked = false;
};

PartPasses part_passes(WallPart part, std::uint32_t seg, const TrueDrawTables& t) {
    const Int4& links = t.seg_links[seg];
    const Int4& side0 = t.sides[2 * static_cast<std::size_t>(links[0])];
    const Int4& side1 = t.sides[2 * static_cast<std::size_t>(links[0]) + 1];
    const Int4& front = t.sectors[2 * static_cast<std::size_t>(links[1])];
    const bool two_sided = links[2] >= 0;
    const Int4& back = two_sided ? t.sectors[2 * static_cast<std::size_t>(links[2])] : front;
    const int blend = links[3] >> 18;
    // A sloped plane's height differs along the seg: the shader narrows
    // each part to where it is open, so none is left out here.
    const bool sloped = t.sloped[static_cast<std::size_t>(links[1])] != 0 ||
                        (two_sided && t.sloped[static_cast<std::size_t>(links[2])] != 0);
    const bool sky_front = front[3] == t.sky_flat;
    const bool sky_hack = two_sided && sky_front && back[3] == t.sky_flat;
    PartPasses passes;
    switch (part) {
        case WallPart::Middle:
            // One-sided: the wall, and the sky above it under a sky ceiling.
            if (two_sided) break;
            passes.textured = side0[3] > 0 && (sloped || front[1] > front[0]);
            passes.sky = sky_front;
            break;
        case WallPart::Lower:
            if (!two_sided || (!sloped && back[0] <= front[0])) break;
            passes.textured = side1[0] > 0;
            passes.flood = side1[0] == 0;
            break;
        case WallPart::Upper:
            if (!two_sided) break;
            // Between two sky ceilings the upper part shows the sky (the
            // original's sky hack); under one, the sky over the wall.
            passes.sky = sky_front;
            if (sky_hack || (!sloped && front[1] <= back[1])) break;
            passes.textured = side0[2] > 0;
            passes.flood = side0[2] == 0 && !sky_front;
            break;
        case WallPart::MaskedMiddle:
            passes.masked = two_sided && side1[1] >= 0 && blend == 0;
            break;
    }
    return passes;
}

}  // namespace

// A subsector's 3D floors: each slab's top and bottom into both plane lists
// (the planes' shader keeps the side that faces the eye), its textured
// sides where their map seg can show.
void TrueDrawLists::add_extra_floors(const scene::LevelMesh& mesh, const scene::ExtraFloorMesh& extra,
                                     const scene::VisibleSubsectors& visible, const TrueDrawTables& t,
                                     std::size_t subsector) {
    const auto blend_of = [&](std::uint32_t sector) {
        const std::size_t slab = (sector - t.sector_count) / 2;
        return slab < t.slab_blends.size() ? t.slab_blends[slab] : 0;
    };
    const scene::DrawRange flats = extra.flat_ranges[subsector];
    for (std::uint32_t v = flats.first; v < flats.first + flats.count; v += 3) {
        const std::uint32_t sector = mesh.flat_vertices[v].sector;
        if (blend_of(sector) != 0) {
            add_range(slab_lists_[(sector - t.sector_count) / 2][0], v, 3);
            continue;
        }
        const std::uint8_t sloped = t.sloped[sector];
        add_range(lists_[(sloped & 1) ? kSlopedFloorList : kFloorList], v, 3);
        add_range(lists_[(sloped & 2) ? kSlopedCeilingList : kCeilingList], v, 3);
    }
    const scene::DrawRange walls = extra.wall_ranges[subsector];
    const auto first_extra = static_cast<std::uint32_t>(t.seg_links.size() - extra.segs.size());
    for (std::uint32_t quad = walls.first; quad < walls.first + walls.count; quad += scene::kVerticesPerWallQuad) {
        const std::uint32_t seg = mesh.wall_vertices[quad].seg;
        if (!visible.shows(static_cast<int>(extra.segs[seg - first_extra].seg))) continue;
        const Int4& side = t.sides[2 * static_cast<std::size_t>(t.seg_links[seg][0])];
        if (side[3] <= 0) continue;
        const auto sector = static_cast<std::uint32_t>(t.seg_links[seg][1]);
        if (blend_of(sector) != 0) add_range(slab_lists_[(sector - t.sector_count) / 2][1], quad, scene::kVerticesPerWallQuad);
        else add_range(lists_[kSlabWallList], quad, scene::kVerticesPerWallQuad);
    }
}

void TrueDrawLists::add_walls(const scene::LevelMesh& mesh, scene::DrawRange walls,
                              const scene::VisibleSubsectors& visible, const TrueDrawTables& t) {
    for (std::uint32_t quad = walls.first; quad < walls.first + walls.count; quad += scene::kVerticesPerWallQuad) {
        const scene::WallVertex& corner = mesh.wall_vertices[quad];
        if (!visible.shows(static_cast<int>(corner.seg))) continue;
        const PartPasses passes = part_passes(scene::unpack_wall_corner(corner.corner_and_part).part, corner.seg, t);
        if (passes.textured) add_range(lists_[kTexturedWallList], quad, scene::kVerticesPerWallQuad);
        if (passes.sky) add_range(lists_[kSkyWallList], quad, scene::kVerticesPerWallQuad);
        if (passes.flood) add_range(lists_[kFloodWallList], quad, scene::kVerticesPerWallQuad);
        if (passes.masked) add_range(lists_[kMaskedWallList], quad, scene::kVerticesPerWallQuad);
    }
}

void TrueDrawLists::build(const scene::LevelMesh& mesh, const scene::ExtraFloorMesh& extra,
                          const scene::VisibleSubsectors& visible, const TrueDrawTables& t) {
    for (auto& list : lists_) list.clear();
    slab_lists_.resize(t.slab_blends.size());
    for (auto& lists : slab_lists_)
        for (auto& list : lists) list.clear();
    for (const int ss : visible.subsectors()) {
        const auto number = static_cast<std::size_t>(ss);
        const scene::DrawRange flats = mesh.flat_ranges[number];
        if (flats.count != 0) {
            const auto sector_number = static_cast<std::size_t>(mesh.flat_vertices[flats.first].sector);
            const Int4& sector = t.sectors[2 * sector_number];
            const std::uint8_t sloped = t.sloped[sector_number];
            add_range(lists_[sector[2] == t.sky_flat ? kSkyFloorList : (sloped & 1) ? kSlopedFloorList : kFloorList],
                      flats.first, flats.count);
            add_range(lists_[sector[3] == t.sky_flat ? kSkyCeilingList : (sloped & 2) ? kSlopedCeilingList : kCeilingList],
                      flats.first, flats.count);
        }
        add_walls(mesh, mesh.wall_ranges[number], visible, t);
        if (!extra.segs.empty()) add_extra_floors(mesh, extra, visible, t, number);
    }
    // Polyobjects' walls: the walk found those that show with the subsector holding each.
    add_walls(mesh, mesh.unlisted_walls, visible, t);
    indices_.clear();
    for (std::size_t list = 0; list < kDrawListCount; ++list) {
        ranges_[list] = {static_cast<std::uint32_t>(indices_.size()), static_cast<std::uint32_t>(lists_[list].size())};
        indices_.insert(indices_.end(), lists_[list].begin(), lists_[list].end());
    }
    slab_ranges_.resize(slab_lists_.size());
    for (std::size_t slab = 0; slab < slab_lists_.size(); ++slab)
        for (std::size_t part = 0; part < 2; ++part) {
            const auto& list = slab_lists_[slab][part];
            slab_ranges_[slab][part] = {static_cast<std::uint32_t>(indices_.size()), static_cast<std::uint32_t>(list.size())};
            indices_.insert(indices_.end(), list.begin(), list.end());
        }
}

scene::DrawRange TrueDrawLists::slab_planes(std::size_t slab) const {
    return slab < slab_ranges_.size() ? slab_ranges_[slab][0] : scene::DrawRange{};
}

scene::DrawRange TrueDrawLists::slab_walls(std::size_t slab) const {
    return slab < slab_ranges_.size() ? slab_ranges_[slab][1] : scene::DrawRange{};
}

}  // namespace render::vulkan
