#include "render/scene/subsector_polygons.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "map/level_validation.h"
#include "render/scene/convex_polygon.h"

namespace render::scene {

namespace {

// Partitions and segs come from fixed-point numbers: closer than one
// fixed-point unit to a line is on it.
constexpr double kClipTolerance = 1.0 / 65536;
// Corners this close to the chord of their neighbours are float rounding,
// and dropping them keeps a polygon convex after rounding to float.
constexpr double kCornerTolerance = 1.0 / 256;
// Less area than this (in square map units) is a sliver, not a floor.
constexpr double kMinArea = 1e-3;

Point2 point_of(base::fixed_t x, base::fixed_t y) { return {x / 65536.0, y / 65536.0}; }

Point2 point_of(const map::Vertex& v) { return point_of(v.x, v.y); }

MapBounds bounds_of(const std::vector<map::Vertex>& vertices) {
    if (vertices.empty()) return {};
    map::Vertex low = vertices[0], high = vertices[0];
    for (const map::Vertex& v : vertices) {
        low = {std::min(low.x, v.x), std::min(low.y, v.y)};
        high = {std::max(high.x, v.x), std::max(high.y, v.y)};
    }
    return {static_cast<float>(point_of(low).x) - kBoundsMargin, static_cast<float>(point_of(low).y) - kBoundsMargin,
            static_cast<float>(point_of(high).x) + kBoundsMargin, static_cast<float>(point_of(high).y) + kBoundsMargin};
}

// Each subsector's cell: the bounding box clipped by the partitions on the
// path from the root. The cells tile the box as the renderer's point-on-side
// walk does. A node reached a second time (a tree that shares a subtree)
// keeps the region of its first path; subsectors never reached stay empty.
std::vector<std::optional<Polygon2>> partition_cells(const map::Level& level, const MapBounds& bounds) {
    std::vector<std::optional<Polygon2>> cells(level.subsectors.size());
    std::vector<bool> node_seen(level.nodes.size(), false);
    struct Pending {
        std::uint32_t child;
        Polygon2 cell;
    };
    std::vector<Pending> pending{{level.bsp_root(),
                                  {{bounds.min_x, bounds.min_y},
                                   {bounds.max_x, bounds.min_y},
                                   {bounds.max_x, bounds.max_y},
                                   {bounds.min_x, bounds.max_y}}}};
    while (!pending.empty()) {
        Pending next = std::move(pending.back());
        pending.pop_back();
        if (next.child & map::kSubsectorBit) {
            std::optional<Polygon2>& cell = cells[next.child & ~map::kSubsectorBit];
            if (!cell) cell = std::move(next.cell);
            continue;
        }
        if (node_seen[next.child]) continue;
        node_seen[next.child] = true;
        const map::Node& node = level.nodes[next.child];
        const FrontHalfPlane front(point_of(node.x, node.y), point_of(node.dx, node.dy));
        // The original's point-on-side puts every point in front of a
        // partition without direction.
        Polygon2 back_cell =
            front.is_degenerate() ? Polygon2{} : clip_to_front(next.cell, front.reversed(), kClipTolerance);
        Polygon2 front_cell = clip_to_front(next.cell, front, kClipTolerance);
        pending.push_back({node.children[1], std::move(back_cell)});
        pending.push_back({node.children[0], std::move(front_cell)});
    }
    return cells;
}

// The front side of the line a seg lies on, taken from its linedef: the
// seg's own ends may be split points rounded to whole units, so a short
// seg can point degrees off its line (8° for a 2-unit seg on Freedoom's
// E4M1), and that direction, extended across the subsector, would cut a
// wedge off it. Minisegs have no linedef and use their own ends.
FrontHalfPlane seg_front(const map::Level& level, const map::Seg& seg) {
    const bool own_ends = seg.line == map::kNone;
    const map::Line* line = own_ends ? nullptr : &level.lines[static_cast<std::size_t>(seg.line)];
    const Point2 v1 = point_of(level.vertices[static_cast<std::size_t>(own_ends ? seg.v1 : line->v1)]);
    const Point2 v2 = point_of(level.vertices[static_cast<std::size_t>(own_ends ? seg.v2 : line->v2)]);
    const FrontHalfPlane front(v1, {v2.x - v1.x, v2.y - v1.y});
    return own_ends || seg.side == 0 ? front : front.reversed();
}

// The polygon as it will be stored: float corners, convex (the hull of the
// rounded corners), no redundant corners. Empty when it has no area.
std::vector<MeshPoint> usable_polygon(const Polygon2& polygon) {
    std::vector<Point2> rounded;
    rounded.reserve(polygon.size());
    for (Point2 p : polygon) rounded.push_back({static_cast<float>(p.x), static_cast<float>(p.y)});
    const Polygon2 cleaned = remove_redundant_corners(convex_hull(std::move(rounded)), kCornerTolerance);
    if (cleaned.size() < 3 || signed_area(cleaned) < kMinArea) return {};
    std::vector<MeshPoint> points;
    points.reserve(cleaned.size());
    for (Point2 p : cleaned) points.push_back({static_cast<float>(p.x), static_cast<float>(p.y)});
    return points;
}

std::vector<MeshPoint> carve(const map::Level& level, const map::Subsector& subsector,
                             const std::optional<Polygon2>& cell, CarvingFallbacks& fallbacks) {
    if (!cell) {
        ++fallbacks.empty_subsectors;
        return {};
    }
    const auto first = level.segs.begin() + subsector.first_seg;
    const auto last = first + subsector.num_segs;
    Polygon2 polygon = *cell;
    for (auto seg = first; seg != last && !polygon.empty(); ++seg)
        polygon = clip_to_front(polygon, seg_front(level, *seg), kClipTolerance);
    if (std::vector<MeshPoint> points = usable_polygon(polygon); !points.empty()) return points;

    ++fallbacks.seg_clip_fallbacks;
    if (std::vector<MeshPoint> points = usable_polygon(*cell); !points.empty()) return points;

    ++fallbacks.hull_fallbacks;
    std::vector<Point2> seg_ends;
    for (auto seg = first; seg != last; ++seg) {
        seg_ends.push_back(point_of(level.vertices[static_cast<std::size_t>(seg->v1)]));
        seg_ends.push_back(point_of(level.vertices[static_cast<std::size_t>(seg->v2)]));
    }
    if (std::vector<MeshPoint> points = usable_polygon(convex_hull(std::move(seg_ends))); !points.empty())
        return points;

    ++fallbacks.empty_subsectors;
    return {};
}

}  // namespace

SubsectorPolygons carve_subsector_polygons(const map::Level& level) {
    map::validate_level(level);
    SubsectorPolygons result;
    result.bounds = bounds_of(level.vertices);
    const std::vector<std::optional<Polygon2>> cells = partition_cells(level, result.bounds);
    result.polygons.reserve(level.subsectors.size());
    for (std::size_t i = 0; i < level.subsectors.size(); ++i) {
        const map::Subsector& subsector = level.subsectors[i];
        result.polygons.push_back({subsector.sector, carve(level, subsector, cells[i], result.fallbacks)});
    }
    return result;
}

}  // namespace render::scene
