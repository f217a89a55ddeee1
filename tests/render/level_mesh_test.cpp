// The GPU renderer's level mesh. Small hand-made levels have polygons and
// wall counts worked out on paper; every Freedoom map is checked against
// the BSP itself: grid points inside the map, walked down the tree with the
// renderer's point-on-side test, must lie in their subsector's polygon.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "map/blockmap_builder.h"
#include "map/derived_fields.h"
#include "map/doom_map_loader.h"
#include "map/node_builder.h"
#include "render/scene/level_mesh.h"
#include "support/test_support.h"

namespace {

using render::scene::FlatVertex;
using render::scene::LevelMesh;
using render::scene::MeshPoint;
using render::scene::WallCorner;
using render::scene::WallPart;
using render::scene::WallVertex;

constexpr base::fixed_t kUnit = base::kFracUnit;

// ---------------------------------------------------------------------------
// Plane geometry of the test's own, in double.

struct P {
    double x, y;
};

P to_p(MeshPoint m) { return {m.x, m.y}; }
P to_p(const map::Vertex& v) { return {v.x / 65536.0, v.y / 65536.0}; }

double cross(P o, P a, P b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

// How far p lies beyond the farthest of a convex counter-clockwise
// polygon's edge lines (negative inside).
double beyond_edge_lines(P p, const std::vector<MeshPoint>& polygon) {
    double farthest = -INFINITY;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const P a = to_p(polygon[i]), b = to_p(polygon[(i + 1) % polygon.size()]);
        farthest = std::max(farthest, -cross(a, b, p) / std::hypot(b.x - a.x, b.y - a.y));
    }
    return farthest;
}

double area_of(const std::vector<MeshPoint>& points) {
    double twice = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const MeshPoint a = points[i], b = points[(i + 1) % points.size()];
        twice += static_cast<double>(a.x) * b.y - static_cast<double>(b.x) * a.y;
    }
    return twice / 2;
}

double distance_to_segment(P p, P a, P b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// 0 inside a convex counter-clockwise polygon, else the distance to it
// (infinite to an empty one).
double distance_to_polygon(P p, const std::vector<MeshPoint>& polygon) {
    if (polygon.empty()) return INFINITY;
    bool inside = true;
    double nearest = INFINITY;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const P a = to_p(polygon[i]), b = to_p(polygon[(i + 1) % polygon.size()]);
        if (cross(a, b, p) < 0) inside = false;
        nearest = std::min(nearest, distance_to_segment(p, a, b));
    }
    return inside ? 0 : nearest;
}

// ---------------------------------------------------------------------------
// Hand-made levels.

struct LineSpec {
    int v1, v2, front, back;  // sidedef numbers, map::kNone for no back
};
struct SegSpec {
    int v1, v2, line, side;
};

struct LevelSpec {
    std::vector<std::array<int, 2>> vertices;  // map units
    std::vector<std::string> side_mid_textures;
    std::vector<int> side_sectors;
    int sector_count = 1;
    std::vector<LineSpec> lines;
    std::vector<SegSpec> segs;
    std::vector<map::Subsector> subsectors;  // first seg, count (sector derived)
    std::vector<map::Node> nodes;
};

map::Level make_level(const LevelSpec& spec) {
    map::Level level;
    level.name = "TEST";
    for (auto [x, y] : spec.vertices) level.vertices.push_back({x * kUnit, y * kUnit});
    level.sectors.resize(static_cast<std::size_t>(spec.sector_count));
    for (std::size_t i = 0; i < spec.side_sectors.size(); ++i) {
        map::Side side;
        side.top_texture = side.bottom_texture = "-";
        side.mid_texture = spec.side_mid_textures[i];
        side.sector = spec.side_sectors[i];
        level.sides.push_back(side);
    }
    for (const LineSpec& l : spec.lines) {
        map::Line line;
        line.v1 = l.v1;
        line.v2 = l.v2;
        line.sides = {l.front, l.back};
        line.flags = l.back == map::kNone ? map::kLineBlocking : map::kLineTwoSided;
        level.lines.push_back(line);
    }
    for (const SegSpec& s : spec.segs) {
        map::Seg seg;
        seg.v1 = s.v1;
        seg.v2 = s.v2;
        seg.line = s.line;
        seg.side = s.side;
        level.segs.push_back(seg);
    }
    level.subsectors = spec.subsectors;
    level.nodes = spec.nodes;
    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    level.reject.assign((level.sectors.size() * level.sectors.size() + 7) / 8, 0);
    map::compute_derived_fields(level);
    return level;
}

map::Node partition(int x, int y, int dx, int dy, std::uint32_t right, std::uint32_t left) {
    map::Node node;
    node.x = x * kUnit;
    node.y = y * kUnit;
    node.dx = dx * kUnit;
    node.dy = dy * kUnit;
    node.children = {right, left};
    return node;
}

std::uint32_t subsector(std::uint32_t index) { return index | map::kSubsectorBit; }

// A 128×128 room, its walls clockwise so the room is on their right, one
// subsector and no nodes.
LevelSpec single_room() {
    LevelSpec spec;
    spec.vertices = {{0, 0}, {0, 128}, {128, 128}, {128, 0}};
    spec.side_mid_textures = {"WALL", "WALL", "WALL", "WALL"};
    spec.side_sectors = {0, 0, 0, 0};
    for (int i = 0; i < 4; ++i) {
        spec.lines.push_back({i, (i + 1) % 4, i, map::kNone});
        spec.segs.push_back({i, (i + 1) % 4, i, 0});
    }
    spec.subsectors = {{0, 4, 0}};
    return spec;
}

// Two 128×128 rooms side by side, split by a node on x = 128 whose right
// (front) side is the east room. With a middle line, it is two-sided:
// front = east (sector 1, mid texture GRATE), back = west (sector 0).
// Without, one sector spans both and the partition alone closes each
// subsector's polygon.
LevelSpec two_rooms(bool with_middle_line) {
    LevelSpec spec;
    spec.vertices = {{0, 0}, {0, 128}, {128, 128}, {256, 128}, {256, 0}, {128, 0}};
    const int east = with_middle_line ? 1 : 0;
    spec.sector_count = with_middle_line ? 2 : 1;
    spec.side_sectors = {0, 0, east, east, east, 0};
    spec.side_mid_textures = {"WALL", "WALL", "WALL", "WALL", "WALL", "WALL"};
    spec.lines = {{0, 1, 0, map::kNone}, {1, 2, 1, map::kNone}, {2, 3, 2, map::kNone},
                  {3, 4, 3, map::kNone}, {4, 5, 4, map::kNone}, {5, 0, 5, map::kNone}};
    spec.segs = {{2, 3, 2, 0}, {3, 4, 3, 0}, {4, 5, 4, 0}};  // east
    if (with_middle_line) {
        spec.side_sectors.insert(spec.side_sectors.end(), {1, 0});
        spec.side_mid_textures.insert(spec.side_mid_textures.end(), {"GRATE", "-"});
        spec.lines.push_back({5, 2, 6, 7});
        spec.segs.push_back({5, 2, 6, 0});
    }
    const int east_segs = static_cast<int>(spec.segs.size());
    spec.segs.insert(spec.segs.end(), {{5, 0, 5, 0}, {0, 1, 0, 0}, {1, 2, 1, 0}});  // west
    if (with_middle_line) spec.segs.push_back({2, 5, 6, 1});
    spec.subsectors = {{0, east_segs, 0}, {east_segs, static_cast<int>(spec.segs.size()) - east_segs, 0}};
    spec.nodes = {partition(128, 0, 0, 128, subsector(0), subsector(1))};
    return spec;
}

// Rotates `actual` to start where `expected` does, then compares exactly:
// every coordinate here is a whole number, which floats hold exactly.
void expect_polygon(const std::vector<MeshPoint>& actual, const std::vector<P>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    const auto start = std::find_if(actual.begin(), actual.end(),
                                    [&](MeshPoint m) { return m.x == expected[0].x && m.y == expected[0].y; });
    ASSERT_NE(start, actual.end()) << "no corner at " << expected[0].x << "," << expected[0].y;
    const std::size_t offset = static_cast<std::size_t>(start - actual.begin());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const MeshPoint m = actual[(offset + i) % actual.size()];
        EXPECT_EQ(m.x, expected[i].x) << "corner " << i;
        EXPECT_EQ(m.y, expected[i].y) << "corner " << i;
    }
}

std::array<int, render::scene::kWallPartCount> quads_per_part(const std::vector<WallVertex>& vertices) {
    std::array<int, render::scene::kWallPartCount> counts{};
    for (std::size_t i = 0; i < vertices.size(); i += render::scene::kVerticesPerWallQuad)
        ++counts[static_cast<std::size_t>(render::scene::unpack_wall_corner(vertices[i].corner_and_part).part)];
    return counts;
}

double flat_area(const LevelMesh& mesh, std::size_t subsector_index) {
    const render::scene::DrawRange range = mesh.flat_ranges[subsector_index];
    double area = 0;
    for (std::uint32_t i = range.first; i + 2 < range.first + range.count; i += 3) {
        const FlatVertex& a = mesh.flat_vertices[i];
        const FlatVertex& b = mesh.flat_vertices[i + 1];
        const FlatVertex& c = mesh.flat_vertices[i + 2];
        area += cross({a.x, a.y}, {b.x, b.y}, {c.x, c.y}) / 2;
    }
    return area;
}

TEST(LevelMesh, WallCornerBitsRoundTrip) {
    std::vector<std::uint32_t> seen;
    for (std::uint32_t part = 0; part < render::scene::kWallPartCount; ++part) {
        for (bool at_v2 : {false, true}) {
            for (bool top : {false, true}) {
                const WallCorner corner{at_v2, top, static_cast<WallPart>(part)};
                const std::uint32_t bits = render::scene::pack_wall_corner(corner);
                EXPECT_LT(bits, 16u);
                EXPECT_EQ(render::scene::unpack_wall_corner(bits), corner);
                seen.push_back(bits);
            }
        }
    }
    std::sort(seen.begin(), seen.end());
    EXPECT_EQ(std::unique(seen.begin(), seen.end()), seen.end()) << "two corners share their bits";
    // The layout the shader decodes: bit 0 the v2 end, bit 1 the top, then the part.
    EXPECT_EQ(render::scene::pack_wall_corner({true, false, WallPart::Lower}), 1u);
    EXPECT_EQ(render::scene::pack_wall_corner({false, true, WallPart::Lower}), 2u);
    EXPECT_EQ(render::scene::pack_wall_corner({false, false, WallPart::MaskedMiddle}), 12u);
}

TEST(LevelMesh, LevelWithoutNodesIsOneRoom) {
    const LevelMesh mesh = render::scene::build_level_mesh(make_level(single_room()));
    ASSERT_EQ(mesh.subsectors.size(), 1u);
    expect_polygon(mesh.subsectors[0].points, {{0, 0}, {128, 0}, {128, 128}, {0, 128}});
    EXPECT_EQ(mesh.subsectors[0].sector, 0);
    ASSERT_EQ(mesh.flat_vertices.size(), 6u);  // the square as two triangles
    EXPECT_DOUBLE_EQ(flat_area(mesh, 0), 128.0 * 128.0);
    EXPECT_EQ(mesh.wall_vertices.size(), 4 * 6u);
    EXPECT_EQ(quads_per_part(mesh.wall_vertices), (std::array<int, 4>{0, 4, 0, 0}));
    EXPECT_EQ(mesh.bounds.min_x, -64.0f);
    EXPECT_EQ(mesh.bounds.max_y, 192.0f);
    EXPECT_EQ(mesh.fallbacks.seg_clip_fallbacks + mesh.fallbacks.hull_fallbacks + mesh.fallbacks.empty_subsectors, 0);
}

TEST(LevelMesh, NodeSplitsTwoRooms) {
    const map::Level level = make_level(two_rooms(true));
    const LevelMesh mesh = render::scene::build_level_mesh(level);
    ASSERT_EQ(mesh.subsectors.size(), 2u);
    expect_polygon(mesh.subsectors[0].points, {{128, 0}, {256, 0}, {256, 128}, {128, 128}});
    expect_polygon(mesh.subsectors[1].points, {{0, 0}, {128, 0}, {128, 128}, {0, 128}});
    EXPECT_EQ(mesh.subsectors[0].sector, 1);
    EXPECT_EQ(mesh.subsectors[1].sector, 0);
    for (std::uint32_t i = mesh.flat_ranges[0].first; i < mesh.flat_ranges[0].first + mesh.flat_ranges[0].count; ++i)
        EXPECT_EQ(mesh.flat_vertices[i].sector, 1u);

    // East: 3 one-sided walls, then the middle line's front side with its
    // lower, upper and mid texture. West: 3 walls, the back side without one.
    EXPECT_EQ(mesh.wall_ranges[0].first, 0u);
    EXPECT_EQ(mesh.wall_ranges[0].count, 6 * 6u);
    EXPECT_EQ(mesh.wall_ranges[1].first, 6 * 6u);
    EXPECT_EQ(mesh.wall_ranges[1].count, 5 * 6u);
    EXPECT_EQ(quads_per_part(mesh.wall_vertices), (std::array<int, 4>{2, 6, 2, 1}));

    // The middle line's front seg (seg 3) runs (128,0) -> (128,128); seen
    // from the east, (128,0) is on the left.
    const auto lower = std::find_if(mesh.wall_vertices.begin(), mesh.wall_vertices.end(), [](const WallVertex& v) {
        return v.seg == 3 && render::scene::unpack_wall_corner(v.corner_and_part).part == WallPart::Lower;
    });
    ASSERT_NE(lower, mesh.wall_vertices.end());
    const std::array<std::array<float, 2>, 6> expected_xy{
        {{128, 0}, {128, 128}, {128, 128}, {128, 0}, {128, 128}, {128, 0}}};
    const std::array<bool, 6> expected_top{false, false, true, false, true, true};
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_EQ(lower[static_cast<std::ptrdiff_t>(i)].x, expected_xy[i][0]) << "vertex " << i;
        EXPECT_EQ(lower[static_cast<std::ptrdiff_t>(i)].y, expected_xy[i][1]) << "vertex " << i;
        EXPECT_EQ(render::scene::unpack_wall_corner(lower[static_cast<std::ptrdiff_t>(i)].corner_and_part).top,
                  expected_top[i])
            << "vertex " << i;
    }
}

TEST(LevelMesh, PartitionClosesPolygonsWithoutSegs) {
    const LevelMesh mesh = render::scene::build_level_mesh(make_level(two_rooms(false)));
    ASSERT_EQ(mesh.subsectors.size(), 2u);
    expect_polygon(mesh.subsectors[0].points, {{128, 0}, {256, 0}, {256, 128}, {128, 128}});
    expect_polygon(mesh.subsectors[1].points, {{0, 0}, {128, 0}, {128, 128}, {0, 128}});
    EXPECT_EQ(quads_per_part(mesh.wall_vertices), (std::array<int, 4>{0, 6, 0, 0}));
    EXPECT_EQ(mesh.fallbacks.seg_clip_fallbacks, 0);
}

// Subsector 0's two walls face away from each other, so clipping by both
// leaves nothing: its partition cell (the whole box) stands in. Subsectors 1
// and 2 sit behind a partition above the map (an empty cell): 1 gets the
// triangle its segs span, 2 has a single seg and no area. Subsector 3 is
// never reached from the root.
TEST(LevelMesh, DegenerateSubsectorsFallBackAndAreCounted) {
    LevelSpec spec;
    spec.vertices = {{0, 0}, {128, 0}, {128, 10}, {0, 10}, {200, 0}, {200, 100}, {300, 0}, {400, 0}, {500, 0}};
    spec.side_sectors = {0, 0, 0, 0, 0};
    spec.side_mid_textures = {"WALL", "WALL", "WALL", "WALL", "WALL"};
    spec.lines = {{0, 1, 0, map::kNone}, {2, 3, 1, map::kNone}, {4, 5, 2, map::kNone}, {5, 6, 3, map::kNone},
                  {7, 8, 4, map::kNone}};
    spec.segs = {{0, 1, 0, 0}, {2, 3, 1, 0}, {4, 5, 2, 0}, {5, 6, 3, 0}, {7, 8, 4, 0}};
    spec.subsectors = {{0, 2, 0}, {2, 2, 0}, {4, 1, 0}, {0, 1, 0}};
    spec.nodes = {partition(0, 2000, 1, 0, subsector(1), subsector(2)),
                  partition(0, 1000, 128, 0, subsector(0), 0)};
    const LevelMesh mesh = render::scene::build_level_mesh(make_level(spec));
    ASSERT_EQ(mesh.subsectors.size(), 4u);
    // Vertices span x 0..500, y 0..100; the box reaches 64 further.
    expect_polygon(mesh.subsectors[0].points, {{-64, -64}, {564, -64}, {564, 164}, {-64, 164}});
    expect_polygon(mesh.subsectors[1].points, {{200, 0}, {300, 0}, {200, 100}});
    EXPECT_TRUE(mesh.subsectors[2].points.empty());
    EXPECT_TRUE(mesh.subsectors[3].points.empty());
    EXPECT_EQ(mesh.flat_ranges[2].count, 0u);
    EXPECT_EQ(mesh.fallbacks.seg_clip_fallbacks, 3);
    EXPECT_EQ(mesh.fallbacks.hull_fallbacks, 2);
    EXPECT_EQ(mesh.fallbacks.empty_subsectors, 2);
}

TEST(LevelMesh, BrokenLevelsAreRefused) {
    map::Level bad_vertex = make_level(single_room());
    bad_vertex.segs[2].v2 = 99;
    EXPECT_THROW(render::scene::build_level_mesh(bad_vertex), base::Error);

    map::Level bad_range = make_level(single_room());
    bad_range.subsectors[0].num_segs = 5;
    EXPECT_THROW(render::scene::build_level_mesh(bad_range), base::Error);

    map::Level loop = make_level(two_rooms(true));
    loop.nodes[0].children[1] = 0;  // the node is its own child
    EXPECT_THROW(render::scene::build_level_mesh(loop), base::Error);
}

// ---------------------------------------------------------------------------
// Every Freedoom map.

// Counts what fails a check, keeping the first failure's description.
class Findings {
public:
    template <typename Describe>
    void check(bool ok, Describe describe) {
        if (ok) return;
        if (count_++ == 0) first_ = describe();
    }
    int count() const { return count_; }
    const std::string& first() const { return first_; }

private:
    int count_ = 0;
    std::string first_;
};

template <typename... Parts>
std::string cat(const Parts&... parts) {
    std::ostringstream s;
    (s << ... << parts);
    return s.str();
}

struct Box {
    double min_x = INFINITY, min_y = INFINITY, max_x = -INFINITY, max_y = -INFINITY;
};

Box vertex_box(const map::Level& level) {
    Box box;
    for (const map::Vertex& v : level.vertices) {
        const P p = to_p(v);
        box = {std::min(box.min_x, p.x), std::min(box.min_y, p.y), std::max(box.max_x, p.x), std::max(box.max_y, p.y)};
    }
    return box;
}

void check_polygons(const map::Level& level, const LevelMesh& mesh) {
    const Box box = vertex_box(level);
    const double margin = render::scene::kBoundsMargin + 1e-3;
    Findings shape, bounds, seg_ends;
    int empty = 0;
    ASSERT_EQ(mesh.subsectors.size(), level.subsectors.size());
    for (std::size_t i = 0; i < mesh.subsectors.size(); ++i) {
        const std::vector<MeshPoint>& points = mesh.subsectors[i].points;
        EXPECT_EQ(mesh.subsectors[i].sector, level.subsectors[i].sector);
        if (points.empty()) {
            ++empty;
            continue;
        }
        shape.check(points.size() >= 3, [&] { return cat("subsector ", i, " has ", points.size(), " points"); });
        for (std::size_t k = 0; k < points.size(); ++k) {
            const P a = to_p(points[k]), b = to_p(points[(k + 1) % points.size()]),
                    c = to_p(points[(k + 2) % points.size()]);
            shape.check(cross(a, b, c) > 0, [&] { return cat("subsector ", i, " turns right at corner ", k + 1); });
            bounds.check(a.x >= box.min_x - margin && a.x <= box.max_x + margin && a.y >= box.min_y - margin &&
                             a.y <= box.max_y + margin,
                         [&] { return cat("subsector ", i, " corner ", a.x, ",", a.y, " outside the map"); });
        }
        // Node builders round split points and partition directions to
        // whole units, so a seg end may sit up to about a unit across a
        // partition. Where that partition runs nearly parallel to the seg,
        // the polygon's corner lies far along it: measure across the edge
        // lines, not to the corner.
        const map::Subsector& ss = level.subsectors[i];
        for (int s = ss.first_seg; s < ss.first_seg + ss.num_segs; ++s) {
            const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
            for (int v : {seg.v1, seg.v2}) {
                const double d = beyond_edge_lines(to_p(level.vertices[static_cast<std::size_t>(v)]), points);
                seg_ends.check(d <= 1.5,
                               [&] { return cat("seg ", s, " vertex ", v, " lies ", d, " beyond subsector ", i); });
            }
        }
    }
    EXPECT_EQ(shape.count(), 0) << shape.first();
    EXPECT_EQ(bounds.count(), 0) << bounds.first();
    EXPECT_EQ(seg_ends.count(), 0) << seg_ends.first();
    EXPECT_EQ(empty, mesh.fallbacks.empty_subsectors);
}

// The subsector the renderer's BSP walk puts a point in: in front of a
// partition (right of x,y -> x+dx,y+dy) go to child 0; on it or behind, 1.
std::size_t subsector_at(const map::Level& level, P p) {
    std::uint32_t child = level.bsp_root();
    while (!(child & map::kSubsectorBit)) {
        const map::Node& node = level.nodes[child];
        const P origin = to_p(map::Vertex{node.x, node.y}), direction = to_p(map::Vertex{node.dx, node.dy});
        const double side = (p.x - origin.x) * direction.y - (p.y - origin.y) * direction.x;
        child = node.children[side > 0 ? 0 : 1];
    }
    return child & ~map::kSubsectorBit;
}

// Which sector a horizontal row's points lie in, from the lines alone: the
// nearest line crossing to a point's left, and which of that line's sides
// faces the point (kNone: outside the map).
class RowSectors {
public:
    RowSectors(const map::Level& level, double y) : level_(level), y_(y) {
        for (std::size_t i = 0; i < level.lines.size(); ++i) {
            const P a = to_p(level.vertices[static_cast<std::size_t>(level.lines[i].v1)]);
            const P b = to_p(level.vertices[static_cast<std::size_t>(level.lines[i].v2)]);
            if ((a.y <= y) == (b.y <= y)) continue;
            crossings_.push_back({a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), i});
        }
        std::sort(crossings_.begin(), crossings_.end(), [](const Crossing& l, const Crossing& r) { return l.x < r.x; });
    }

    int sector_at(double x) const {
        const auto after = std::upper_bound(crossings_.begin(), crossings_.end(), x,
                                            [](double px, const Crossing& c) { return px < c.x; });
        if (after == crossings_.begin()) return map::kNone;
        const map::Line& line = level_.lines[std::prev(after)->line];
        const P a = to_p(level_.vertices[static_cast<std::size_t>(line.v1)]);
        const P b = to_p(level_.vertices[static_cast<std::size_t>(line.v2)]);
        const bool front = (x - a.x) * (b.y - a.y) - (y_ - a.y) * (b.x - a.x) > 0;
        const int side = line.sides[front ? 0 : 1];
        return side == map::kNone ? map::kNone : level_.sides[static_cast<std::size_t>(side)].sector;
    }

private:
    struct Crossing {
        double x;
        std::size_t line;
    };
    const map::Level& level_;
    double y_;
    std::vector<Crossing> crossings_;
};

// The area inside the map's sectors, from its lines alone: a sector's lines,
// each taken with the sector on its right, run clockwise around it, so the
// shoelace term of a line is minus its share of that sector's area. A
// two-sided line's terms cancel between its two sectors.
double map_area(const map::Level& level) {
    double area = 0;
    for (const map::Line& line : level.lines) {
        const P a = to_p(level.vertices[static_cast<std::size_t>(line.v1)]);
        const P b = to_p(level.vertices[static_cast<std::size_t>(line.v2)]);
        const double term = (a.x * b.y - b.x * a.y) / 2;
        if (line.sides[0] != map::kNone) area -= term;
        if (line.sides[1] != map::kNone) area += term;
    }
    return area;
}

struct TilingResult {
    int inside = 0;          // sample points inside the map
    int in_polygon = 0;      // of those, inside their BSP subsector's polygon
    int sector_agrees = 0;   // of those, whose lines' sector is their subsector's
};

// Samples a grid over the map, off whole coordinates so rows miss vertices.
TilingResult sample_tiling(const map::Level& level, const LevelMesh& mesh, int grid) {
    const Box box = vertex_box(level);
    const double step_x = (box.max_x - box.min_x) / grid, step_y = (box.max_y - box.min_y) / grid;
    TilingResult result;
    for (int row = 0; row < grid; ++row) {
        const double y = box.min_y + (row + 0.371) * step_y;
        const RowSectors sectors(level, y);
        for (int column = 0; column < grid; ++column) {
            const double x = box.min_x + (column + 0.613) * step_x;
            const int sector = sectors.sector_at(x);
            if (sector == map::kNone) continue;
            ++result.inside;
            const std::size_t ss = subsector_at(level, {x, y});
            if (distance_to_polygon({x, y}, mesh.subsectors[ss].points) <= 0.5) ++result.in_polygon;
            if (level.subsectors[ss].sector == sector) ++result.sector_agrees;
        }
    }
    return result;
}

void check_flats(const map::Level& level, const LevelMesh& mesh) {
    ASSERT_EQ(mesh.flat_ranges.size(), level.subsectors.size());
    Findings ranges, triangles, areas;
    std::uint32_t next = 0;
    for (std::size_t i = 0; i < mesh.flat_ranges.size(); ++i) {
        const render::scene::DrawRange range = mesh.flat_ranges[i];
        const std::vector<MeshPoint>& points = mesh.subsectors[i].points;
        const std::size_t expected_count = points.size() >= 3 ? 3 * (points.size() - 2) : 0;
        ranges.check(range.first == next && range.count == expected_count,
                     [&] { return cat("subsector ", i, " flats ", range.first, "+", range.count); });
        next = range.first + range.count;
        if (range.first + range.count > mesh.flat_vertices.size()) break;
        for (std::uint32_t v = range.first; v + 2 < range.first + range.count; v += 3) {
            const FlatVertex& a = mesh.flat_vertices[v];
            const FlatVertex& b = mesh.flat_vertices[v + 1];
            const FlatVertex& c = mesh.flat_vertices[v + 2];
            const auto sector = static_cast<std::uint32_t>(level.subsectors[i].sector);
            triangles.check(a.sector == sector && b.sector == sector && c.sector == sector &&
                                cross({a.x, a.y}, {b.x, b.y}, {c.x, c.y}) > 0,
                            [&] { return cat("subsector ", i, " triangle at ", v); });
        }
        const double polygon_area = area_of(points);
        areas.check(std::abs(flat_area(mesh, i) - polygon_area) <= 1e-6 * std::max(1.0, polygon_area),
                    [&] {
                        return cat("subsector ", i, " triangles cover ", flat_area(mesh, i), " of ", polygon_area);
                    });
    }
    EXPECT_EQ(next, mesh.flat_vertices.size());
    EXPECT_EQ(ranges.count(), 0) << ranges.first();
    EXPECT_EQ(triangles.count(), 0) << triangles.first();
    EXPECT_EQ(areas.count(), 0) << areas.first();
}

// Wall quads per part counted from the lines: each side's segs get a
// middle quad, or, on a line flagged two-sided with both sides, a lower and
// an upper quad and a masked one when that side names a mid texture.
std::array<int, 4> expected_quads_per_part(const map::Level& level) {
    std::vector<std::array<int, 2>> segs_per_side(level.lines.size());
    for (const map::Seg& seg : level.segs)
        if (seg.line != map::kNone)
            ++segs_per_side[static_cast<std::size_t>(seg.line)][static_cast<std::size_t>(seg.side)];
    std::array<int, 4> counts{};
    for (std::size_t l = 0; l < level.lines.size(); ++l) {
        const map::Line& line = level.lines[l];
        for (std::size_t side = 0; side < 2; ++side) {
            if (line.sides[side] == map::kNone) continue;
            const int n = segs_per_side[l][side];
            if ((line.flags & map::kLineTwoSided) && line.sides[side ^ 1] != map::kNone) {
                counts[static_cast<std::size_t>(WallPart::Lower)] += n;
                counts[static_cast<std::size_t>(WallPart::Upper)] += n;
                if (level.sides[static_cast<std::size_t>(line.sides[side])].mid_texture != "-")
                    counts[static_cast<std::size_t>(WallPart::MaskedMiddle)] += n;
            } else {
                counts[static_cast<std::size_t>(WallPart::Middle)] += n;
            }
        }
    }
    return counts;
}

void check_walls(const map::Level& level, const LevelMesh& mesh) {
    EXPECT_EQ(quads_per_part(mesh.wall_vertices), expected_quads_per_part(level));
    ASSERT_EQ(mesh.wall_ranges.size(), level.subsectors.size());
    ASSERT_EQ(mesh.wall_vertices.size() % render::scene::kVerticesPerWallQuad, 0u);
    // Corner order of each quad: (v1 bottom, v2 bottom, v2 top), (v1 bottom, v2 top, v1 top).
    constexpr std::array<std::array<bool, 2>, 6> kCorners{
        {{false, false}, {true, false}, {true, true}, {false, false}, {true, true}, {false, true}}};
    Findings ranges, quads;
    std::uint32_t next = 0;
    for (std::size_t i = 0; i < mesh.wall_ranges.size(); ++i) {
        const render::scene::DrawRange range = mesh.wall_ranges[i];
        ranges.check(range.first == next && range.count % render::scene::kVerticesPerWallQuad == 0 &&
                         range.first + range.count <= mesh.wall_vertices.size(),
                     [&] { return cat("subsector ", i, " walls ", range.first, "+", range.count); });
        if (range.first + range.count > mesh.wall_vertices.size()) break;
        next = range.first + range.count;
        const map::Subsector& ss = level.subsectors[i];
        for (std::uint32_t q = range.first; q < range.first + range.count; q += 6) {
            const std::uint32_t seg_index = mesh.wall_vertices[q].seg;
            const WallPart part = render::scene::unpack_wall_corner(mesh.wall_vertices[q].corner_and_part).part;
            const bool owned = static_cast<int>(seg_index) >= ss.first_seg &&
                               static_cast<int>(seg_index) < ss.first_seg + ss.num_segs;
            quads.check(owned, [&] { return cat("subsector ", i, " has a wall of seg ", seg_index); });
            if (!owned) continue;
            const map::Seg& seg = level.segs[seg_index];
            for (std::size_t k = 0; k < 6; ++k) {
                const WallVertex& v = mesh.wall_vertices[q + k];
                const WallCorner corner = render::scene::unpack_wall_corner(v.corner_and_part);
                const P expected = to_p(level.vertices[static_cast<std::size_t>(kCorners[k][0] ? seg.v2 : seg.v1)]);
                quads.check(v.seg == seg_index && corner.part == part && corner.at_v2 == kCorners[k][0] &&
                                corner.top == kCorners[k][1] && v.x == static_cast<float>(expected.x) &&
                                v.y == static_cast<float>(expected.y),
                            [&] { return cat("wall vertex ", q + k, " of seg ", seg_index); });
            }
        }
    }
    EXPECT_EQ(next, mesh.wall_vertices.size());
    EXPECT_EQ(ranges.count(), 0) << ranges.first();
    EXPECT_EQ(quads.count(), 0) << quads.first();
}

// With `our_nodes`, each map's own segs, subsectors and nodes are replaced
// by our node builder's, as for a map that has none.
void check_every_map(const std::string& iwad, bool our_nodes = false) {
    wad::Archive archive;
    archive.add_file(test_support::iwad(iwad));
    std::vector<map::Level> levels;
    for (const wad::MapGroup& group : archive.maps()) {
        levels.push_back(map::load_level(archive, group));
        if (our_nodes) {
            map::build_nodes(levels.back());
            map::compute_derived_fields(levels.back());
        }
    }
    ASSERT_FALSE(levels.empty());

    const auto start = std::chrono::steady_clock::now();
    std::vector<LevelMesh> meshes;
    for (const map::Level& level : levels) meshes.push_back(render::scene::build_level_mesh(level));
    const double build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    render::scene::CarvingFallbacks total;
    std::size_t subsectors = 0;
    double worst_excess = 0, worst_in_polygon = 1;
    for (std::size_t m = 0; m < levels.size(); ++m) {
        const map::Level& level = levels[m];
        const LevelMesh& mesh = meshes[m];
        SCOPED_TRACE(iwad + " " + level.name);
        check_polygons(level, mesh);
        check_flats(level, mesh);
        check_walls(level, mesh);

        const TilingResult tiling = sample_tiling(level, mesh, 160);
        ASSERT_GT(tiling.inside, 0);
        EXPECT_GE(tiling.in_polygon, tiling.inside * 0.999) << tiling.in_polygon << " of " << tiling.inside;
        EXPECT_GE(tiling.sector_agrees, tiling.inside * 0.999) << tiling.sector_agrees << " of " << tiling.inside;
        // Nothing inside the map is missing; what is too much is void that
        // partitions, not segs, close off inside a subsector's cell.
        double polygon_area = 0;
        for (const render::scene::SubsectorPolygon& polygon : mesh.subsectors) polygon_area += area_of(polygon.points);
        const double excess = polygon_area / map_area(level) - 1;
        EXPECT_GT(excess, -0.0005) << "polygons cover " << polygon_area << " of " << map_area(level);
        EXPECT_LT(excess, 0.02) << "polygons cover " << polygon_area << " of " << map_area(level);
        worst_excess = std::max(worst_excess, excess);
        worst_in_polygon = std::min(worst_in_polygon, static_cast<double>(tiling.in_polygon) / tiling.inside);

        total.seg_clip_fallbacks += mesh.fallbacks.seg_clip_fallbacks;
        total.hull_fallbacks += mesh.fallbacks.hull_fallbacks;
        total.empty_subsectors += mesh.fallbacks.empty_subsectors;
        subsectors += level.subsectors.size();
    }
    EXPECT_LE(total.empty_subsectors, static_cast<double>(subsectors) * 0.01);
    EXPECT_LE(total.seg_clip_fallbacks, static_cast<double>(subsectors) * 0.01);
    if (our_nodes) {
        // Our split points keep their fractions (16.16), so no subsector
        // comes out a sliver as whole-unit rounding leaves some.
        EXPECT_EQ(total.seg_clip_fallbacks + total.hull_fallbacks + total.empty_subsectors, 0);
    }
    std::cout << iwad << ": " << levels.size() << " maps, " << subsectors << " subsectors, "
              << total.seg_clip_fallbacks << " seg-clip fallbacks, " << total.hull_fallbacks << " hull fallbacks, "
              << total.empty_subsectors << " empty; worst map: " << worst_in_polygon * 100
              << "% of points in their polygon, polygons " << worst_excess * 100
              << "% larger than the map; meshes built in "
              << build_ms << " ms\n";
    ::testing::Test::RecordProperty("subsectors", static_cast<int>(subsectors));
    ::testing::Test::RecordProperty("seg_clip_fallbacks", total.seg_clip_fallbacks);
    ::testing::Test::RecordProperty("hull_fallbacks", total.hull_fallbacks);
    ::testing::Test::RecordProperty("empty_subsectors", total.empty_subsectors);
}

TEST(LevelMesh, EveryFreedoom1Map) { check_every_map("freedoom1.wad"); }

TEST(LevelMesh, EveryFreedoom2Map) { check_every_map("freedoom2.wad"); }

TEST(LevelMesh, EveryFreedoom1MapWithOurNodes) { check_every_map("freedoom1.wad", true); }

TEST(LevelMesh, EveryFreedoom2MapWithOurNodes) { check_every_map("freedoom2.wad", true); }

}  // namespace
