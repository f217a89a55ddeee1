// Our node builder (map/node_builder.h): every map of both Freedoom IWADs
// with its NODES, SEGS and SSECTORS removed loads, and the tree built for
// it is checked here with geometry of its own (doubles, not the builder's
// classification): each subsector convex and inside the cell its
// partitions cut; each side of each line covered by its segs end
// to end; the subsector a point walks down to of the sector a ray cast
// over all lines finds. Subsectors may mix sectors only where the map
// leaves no line to divide them, as the map's own nodes show. Degenerate
// maps end in a valid tree or a clear refusal.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/level_validation.h"
#include "map/map_test_wad.h"
#include "map/node_builder.h"
#include "support/test_support.h"

namespace {

constexpr double kUnit = 65536.0;
// How far a point may lie on the wrong side of a line and still count as
// on it, in map units: split points are rounded to 1/65536 unit.
constexpr double kSlack = 1.0 / 64;

struct Point {
    double x, y;
};

Point at(const map::Level& level, int v) {
    const map::Vertex& p = level.vertices[static_cast<std::size_t>(v)];
    return {p.x / kUnit, p.y / kUnit};
}

// Distance of p from the directed line a->b, positive on its right (the
// front, as Doom sees sides).
double right_of(Point a, Point b, Point p) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    return ((p.x - a.x) * dy - (p.y - a.y) * dx) / std::hypot(dx, dy);
}

double node_side(const map::Node& n, Point p) {
    const Point a{n.x / kUnit, n.y / kUnit};
    return right_of(a, {a.x + n.dx / kUnit, a.y + n.dy / kUnit}, p);
}

// The directed line a seg lies on: its linedef, as its side sees it.
std::pair<Point, Point> seg_line(const map::Level& level, const map::Seg& s) {
    const map::Line& l = level.lines[static_cast<std::size_t>(s.line)];
    return s.side ? std::pair{at(level, l.v2), at(level, l.v1)} : std::pair{at(level, l.v1), at(level, l.v2)};
}

bool has_length(const map::Level& level, const map::Line& l) {
    const map::Vertex& a = level.vertices[static_cast<std::size_t>(l.v1)];
    const map::Vertex& b = level.vertices[static_cast<std::size_t>(l.v2)];
    return a.x != b.x || a.y != b.y;
}

// The partitions (node, side taken) from the root down to each subsector.
std::vector<std::vector<std::pair<int, int>>> paths(const map::Level& level) {
    std::vector<std::vector<std::pair<int, int>>> out(level.subsectors.size());
    std::vector<std::pair<std::uint32_t, std::vector<std::pair<int, int>>>> todo{{level.bsp_root(), {}}};
    while (!todo.empty()) {
        auto [child, path] = std::move(todo.back());
        todo.pop_back();
        if (child & map::kSubsectorBit) {
            out[child & ~map::kSubsectorBit] = path;
            continue;
        }
        for (int side = 0; side < 2; ++side) {
            auto longer = path;
            longer.emplace_back(static_cast<int>(child), side);
            todo.emplace_back(level.nodes[child].children[static_cast<std::size_t>(side)], std::move(longer));
        }
    }
    return out;
}

// Problems with the level's tree, one a line; empty when it holds.
std::string tree_problems(const map::Level& level) {
    std::string problems;
    const auto problem = [&](const std::string& what) {
        if (problems.size() < 2000) problems += level.name + ": " + what + "\n";
    };
    try {
        map::validate_level(level);
    } catch (const base::Error& e) {
        return e.what();
    }
    const auto cell_paths = paths(level);
    for (std::size_t i = 0; i < level.subsectors.size(); ++i) {
        const map::Subsector& ss = level.subsectors[i];
        for (int a = 0; a < ss.num_segs; ++a) {
            const map::Seg& sa = level.segs[static_cast<std::size_t>(ss.first_seg + a)];
            const auto [from, to] = seg_line(level, sa);
            for (int b = 0; b < ss.num_segs; ++b) {
                const map::Seg& sb = level.segs[static_cast<std::size_t>(ss.first_seg + b)];
                for (int v : {sb.v1, sb.v2})
                    if (right_of(from, to, at(level, v)) < -kSlack)
                        problem("subsector " + std::to_string(i) + " is not convex: seg " +
                                std::to_string(ss.first_seg + b) + " lies behind seg " +
                                std::to_string(ss.first_seg + a));
            }
            for (const auto& [node, side] : cell_paths[i])
                for (int v : {sa.v1, sa.v2}) {
                    const double d = node_side(level.nodes[static_cast<std::size_t>(node)], at(level, v));
                    if (side == 0 ? d < -kSlack : d > kSlack)
                        problem("seg " + std::to_string(ss.first_seg + a) + " lies outside the cell of subsector " +
                                std::to_string(i));
                }
        }
    }
    // Each side of a line with a length is covered by segs on it, end to end.
    std::map<std::pair<int, int>, double> covered;
    for (const map::Seg& s : level.segs) {
        const auto [from, to] = seg_line(level, s);
        for (int v : {s.v1, s.v2})
            if (std::abs(right_of(from, to, at(level, v))) > kSlack)
                problem("a seg of line " + std::to_string(s.line) + " lies off it");
        const Point a = at(level, s.v1), b = at(level, s.v2);
        covered[{s.line, s.side}] += std::hypot(b.x - a.x, b.y - a.y);
    }
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        const map::Line& l = level.lines[i];
        if (!has_length(level, l)) continue;
        const Point a = at(level, l.v1), b = at(level, l.v2);
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        for (int side = 0; side < 2; ++side) {
            if (l.sides[static_cast<std::size_t>(side)] == map::kNone) continue;
            const double got = covered[{static_cast<int>(i), side}];
            if (std::abs(got - length) > kSlack)
                problem("side " + std::to_string(side) + " of line " + std::to_string(i) + " is covered for " +
                        std::to_string(got) + " of " + std::to_string(length) + " units");
        }
    }
    return problems;
}

// Subsectors whose segs face more than one sector. Convex ones cannot be
// divided by any line of their segs; they come of sectors that do not
// close (a line's sidedef naming the wrong sector) or of lines with the
// same sector on both sides standing inside another sector.
int mixed_subsectors(const map::Level& level) {
    int mixed = 0;
    for (const map::Subsector& ss : level.subsectors)
        for (int k = 0; k < ss.num_segs; ++k)
            if (level.segs[static_cast<std::size_t>(ss.first_seg + k)].front_sector != ss.sector) {
                ++mixed;
                break;
            }
    return mixed;
}

// The sector a point is in by brute force: the side facing it of the
// nearest line a ray to the east crosses; kNone outside the map. Lines
// with one sector on both sides divide nothing and are passed over.
int sector_by_ray(const map::Level& level, Point p) {
    double nearest = std::numeric_limits<double>::infinity();
    int sector = map::kNone;
    for (const map::Line& l : level.lines) {
        if (l.front_sector == l.back_sector) continue;
        const Point a = at(level, l.v1), b = at(level, l.v2);
        if ((a.y > p.y) == (b.y > p.y)) continue;
        const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
        if (x <= p.x || x >= nearest) continue;
        nearest = x;
        const int side = l.sides[right_of(a, b, p) > 0 ? 0 : 1];
        sector = side == map::kNone ? map::kNone : level.sides[static_cast<std::size_t>(side)].sector;
    }
    return sector;
}

int sector_by_bsp(const map::Level& level, Point p) {
    std::uint32_t child = level.bsp_root();
    while (!(child & map::kSubsectorBit)) {
        const map::Node& n = level.nodes[child];
        child = n.children[node_side(n, p) > 0 ? 0 : 1];
    }
    return level.subsectors[child & ~map::kSubsectorBit].sector;
}

// Points just in front of the middles of lines spread over the map, a
// little off the round coordinates where vertices sit.
std::string point_problems(const map::Level& level) {
    std::string problems;
    const std::size_t step = std::max<std::size_t>(1, level.lines.size() / 100);
    for (std::size_t i = 0; i < level.lines.size(); i += step) {
        const map::Line& l = level.lines[i];
        const Point a = at(level, l.v1), b = at(level, l.v2);
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        if (length < 8) continue;
        const Point p{(a.x + b.x) / 2 + 1.5 * (b.y - a.y) / length + 0.0137,
                      (a.y + b.y) / 2 - 1.5 * (b.x - a.x) / length + 0.0071};
        const int expected = sector_by_ray(level, p);
        if (expected == map::kNone) continue;
        const int got = sector_by_bsp(level, p);
        if (got != expected)
            problems += level.name + ": the point in front of line " + std::to_string(i) + " walks to sector " +
                        std::to_string(got) + ", not " + std::to_string(expected) + "\n";
    }
    return problems;
}

map::Level load_without_nodes(const wad::Archive& iwad, const std::string& name) {
    map_test::MapLumps m = map_test::copy_map(iwad, name);
    for (const char* lump : {"NODES", "SEGS", "SSECTORS"}) m.remove(lump);
    const wad::Archive archive = map_test::make_pwad(m, "nonodes.wad");
    return map::load_level(archive, archive.maps().at(0));
}

void check_every_map(const std::string& iwad_name) {
    wad::Archive iwad;
    iwad.add_file(test_support::iwad(iwad_name));
    ASSERT_FALSE(iwad.maps().empty());
    for (const wad::MapGroup& group : iwad.maps()) {
        SCOPED_TRACE(iwad_name + " " + group.name);
        const map::Level own = map::load_level(iwad, group);
        map::Level built;
        ASSERT_NO_THROW(built = load_without_nodes(iwad, group.name));
        EXPECT_EQ(built.where, "nonodes.wad: " + group.name);
        EXPECT_EQ(built.vertices.size() >= own.vertices.size(), true);
        EXPECT_EQ(tree_problems(built), "");
        EXPECT_EQ(point_problems(built), "");
        // Where our subsectors mix sectors, the map's own builder had to
        // mix some too.
        if (mixed_subsectors(built) > 0) {
            EXPECT_GT(mixed_subsectors(own), 0) << mixed_subsectors(built);
        }
        // The check itself holds the IWAD's own nodes (DoomBSP-style
        // rounding included) to the same standard, but for convexity.
        EXPECT_EQ(point_problems(own), "");
    }
}

TEST(NodeBuilder, EveryFreedoom1MapWithoutNodesGetsAValidTree) { check_every_map("freedoom1.wad"); }
TEST(NodeBuilder, EveryFreedoom2MapWithoutNodesGetsAValidTree) { check_every_map("freedoom2.wad"); }

// The loaded tree written back in the classic lumps' layout, so that it can
// be compared with the map's own bytes.
struct ClassicTree {
    std::vector<std::uint8_t> nodes, segs, subsectors;
};
void put16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v));
    out.push_back(static_cast<std::uint8_t>(v >> 8));
}
ClassicTree classic_tree(const map::Level& level) {
    ClassicTree t;
    auto whole = [](base::fixed_t v) { return static_cast<std::uint32_t>(v >> base::kFracBits); };
    for (const map::Node& n : level.nodes) {
        for (base::fixed_t v : {n.x, n.y, n.dx, n.dy}) put16(t.nodes, whole(v));
        for (const map::BBox& box : n.bbox)
            for (base::fixed_t edge : box) put16(t.nodes, whole(edge));
        for (std::uint32_t child : n.children)
            put16(t.nodes, child & map::kSubsectorBit ? 0x8000 | (child & 0x7fff) : child);
    }
    for (const map::Seg& s : level.segs) {
        for (int v : {s.v1, s.v2}) put16(t.segs, static_cast<std::uint32_t>(v));
        put16(t.segs, s.angle >> 16);
        for (int v : {s.line, s.side}) put16(t.segs, static_cast<std::uint32_t>(v));
        put16(t.segs, whole(s.offset));
    }
    for (const map::Subsector& ss : level.subsectors)
        for (int v : {ss.num_segs, ss.first_seg}) put16(t.subsectors, static_cast<std::uint32_t>(v));
    return t;
}

TEST(NodeBuilder, AMapsOwnNodesAreKept) {
    // Not rebuilt, not reordered: the tree loaded is the map's own, byte for byte.
    for (const auto& [iwad_name, map_name] : {std::pair{"freedoom2.wad", "MAP01"}, std::pair{"freedoom1.wad", "E1M1"}}) {
        SCOPED_TRACE(map_name);
        wad::Archive iwad;
        iwad.add_file(test_support::iwad(iwad_name));
        const wad::MapGroup& group = *iwad.find_map(map_name);
        const map::Level level = map::load_level(iwad, group);
        const ClassicTree tree = classic_tree(level);
        auto own = [&](const char* lump) {
            const auto& data = iwad.lump(*group.find(lump)).data;
            return std::vector<std::uint8_t>(data.begin(), data.end());
        };
        EXPECT_EQ(tree.nodes, own("NODES"));
        EXPECT_EQ(tree.segs, own("SEGS"));
        EXPECT_EQ(tree.subsectors, own("SSECTORS"));
    }
}

// Lines as {v1, v2, flags, special, tag, front, back}; vertices {x, y}.
map_test::MapLumps room_with(const std::vector<std::vector<int>>& vertices, const std::vector<std::vector<int>>& lines,
                             int sectors = 1) {
    map_test::MapLumps m = map_test::square_room();
    std::vector<std::uint8_t> v, l, s, sec;
    for (const auto& p : vertices) map_test::append_s16(v, {p[0], p[1]});
    int side_count = 0;
    for (const auto& line : lines) {
        map_test::append_s16(l, {line[0], line[1], line[2], line[3], line[4], line[5], line[6]});
        side_count = std::max({side_count, line[5] + 1, line[6] + 1});
    }
    for (int i = 0; i < side_count; ++i) {
        map_test::append_s16(s, {0, 0});
        map_test::append_name(s, "-");
        map_test::append_name(s, "-");
        map_test::append_name(s, "STARTAN3");
        map_test::append_s16(s, {i % sectors});
    }
    for (int i = 0; i < sectors; ++i) {
        map_test::append_s16(sec, {0, 128});
        map_test::append_name(sec, "FLOOR4_8");
        map_test::append_name(sec, "CEIL3_5");
        map_test::append_s16(sec, {160, 0, 0});
    }
    m.lump("VERTEXES") = v;
    m.lump("LINEDEFS") = l;
    m.lump("SIDEDEFS") = s;
    m.lump("SECTORS") = sec;
    m.lump("REJECT") = std::vector<std::uint8_t>(static_cast<std::size_t>((sectors * sectors + 7) / 8));
    for (const char* lump : {"NODES", "SEGS", "SSECTORS"}) m.remove(lump);
    return m;
}

map::Level load_room(const map_test::MapLumps& m) {
    const wad::Archive archive = map_test::make_pwad(m, "odd.wad");
    return map::load_level(archive, archive.maps().at(0));
}

const std::vector<std::vector<int>> kSquare{{0, 0}, {0, 128}, {128, 128}, {128, 0}};
const std::vector<std::vector<int>> kWalls{{0, 1, 1, 0, 0, 0, -1}, {1, 2, 1, 0, 0, 1, -1},
                                           {2, 3, 1, 0, 0, 2, -1}, {3, 0, 1, 0, 0, 3, -1}};

TEST(NodeBuilder, ASingleSectorRoomIsOneSubsectorWithoutNodes) {
    const map::Level level = load_room(room_with(kSquare, kWalls));
    EXPECT_TRUE(level.nodes.empty());
    ASSERT_EQ(level.subsectors.size(), 1u);
    EXPECT_EQ(level.segs.size(), 4u);
    EXPECT_EQ(tree_problems(level), "");
    EXPECT_EQ(sector_by_bsp(level, {64, 64}), 0);
}

TEST(NodeBuilder, SegsCarryTheirLinesAngleAndOffset) {
    // A square pillar in the room: partitions along its sides split the
    // room's walls, and the pieces' offsets count from their line's start.
    auto vertices = kSquare;
    vertices.insert(vertices.end(), {{48, 48}, {48, 80}, {80, 80}, {80, 48}});
    auto lines = kWalls;
    // The pillar's walls face out: counter-clockwise around it.
    lines.insert(lines.end(), {{4, 7, 1, 0, 0, 4, -1}, {7, 6, 1, 0, 0, 5, -1},
                               {6, 5, 1, 0, 0, 6, -1}, {5, 4, 1, 0, 0, 7, -1}});
    const map::Level level = load_room(room_with(vertices, lines));
    EXPECT_EQ(tree_problems(level), "");
    EXPECT_EQ(point_problems(level), "");
    EXPECT_GT(level.nodes.size(), 0u);
    bool split = false;
    for (const map::Seg& s : level.segs) {
        const map::Line& l = level.lines[static_cast<std::size_t>(s.line)];
        const map::Vertex& start = level.vertices[static_cast<std::size_t>(s.side ? l.v2 : l.v1)];
        const map::Vertex& v1 = level.vertices[static_cast<std::size_t>(s.v1)];
        // Axis-aligned lines: the offset is the distance along one axis.
        EXPECT_EQ(s.offset, std::abs(v1.x - start.x) + std::abs(v1.y - start.y));
        split |= s.offset != 0;
    }
    EXPECT_TRUE(split);
    // Every piece has its line's angle: the north wall (line 1) runs east,
    // the west wall (line 0) north, the south wall (line 3) west.
    for (const map::Seg& s : level.segs) {
        if (s.line == 0) {
            EXPECT_EQ(s.angle, 0x40000000u);
        } else if (s.line == 1) {
            EXPECT_EQ(s.angle, 0u);
        } else if (s.line == 3) {
            EXPECT_EQ(s.angle, 0x80000000u);
        }
    }
}

TEST(NodeBuilder, OffsetsPast32767UnitsWrapAsInTheSegsLump) {
    // A room 40000 units long with a dividing line at x = 15000: the piece
    // of the north wall (running east from x = -20000) from there on starts
    // 35000 units along its line, which the classic SEGS lump holds as
    // 35000 - 65536.
    const std::vector<std::vector<int>> vertices{{-20000, 0}, {-20000, 64}, {20000, 64},
                                                 {20000, 0},  {15000, 0},   {15000, 64}};
    auto lines = kWalls;
    lines.push_back({4, 5, 4, 0, 0, 4, 5});
    const map::Level level = load_room(room_with(vertices, lines));
    EXPECT_EQ(tree_problems(level), "");
    bool wrapped = false;
    for (const map::Seg& s : level.segs) wrapped |= s.offset == (35000 - 65536) * 65536;
    EXPECT_TRUE(wrapped);
}

TEST(NodeBuilder, ZeroLengthLinesGetNoSegs) {
    auto vertices = kSquare;
    vertices.push_back({0, 128});  // a second vertex where vertex 1 is
    auto lines = kWalls;
    lines.push_back({2, 2, 1, 0, 0, 4, -1});
    lines.push_back({1, 4, 1, 0, 0, 5, -1});
    const map::Level level = load_room(room_with(vertices, lines));
    EXPECT_EQ(tree_problems(level), "");
    for (const map::Seg& s : level.segs) EXPECT_LT(s.line, 4);
}

TEST(NodeBuilder, OverlappingLinesAreAllCovered) {
    auto vertices = kSquare;
    vertices.push_back({0, 64});
    auto lines = kWalls;
    lines.push_back({0, 1, 1, 0, 0, 4, -1});  // the west wall twice
    lines.push_back({4, 1, 1, 0, 0, 5, -1});  // and its upper half
    lines.push_back({1, 4, 1, 0, 0, 6, -1});  // and that half the other way
    const map::Level level = load_room(room_with(vertices, lines));
    EXPECT_EQ(tree_problems(level), "");
}

TEST(NodeBuilder, AnOpenOneSidedMapGetsATree) {
    // Three walls of the room and a free-standing wall across the gap.
    auto vertices = kSquare;
    vertices.insert(vertices.end(), {{160, 0}, {200, 300}});
    const std::vector<std::vector<int>> lines{
        {0, 1, 1, 0, 0, 0, -1}, {1, 2, 1, 0, 0, 1, -1}, {3, 0, 1, 0, 0, 2, -1}, {4, 5, 1, 0, 0, 3, -1}};
    const map::Level level = load_room(room_with(vertices, lines));
    EXPECT_EQ(tree_problems(level), "");
}

TEST(NodeBuilder, CrossingTwoSidedLinesAreSplit) {
    // The room's diagonals, two-sided, cross in the middle: both are split
    // at (64, 64).
    auto lines = kWalls;
    lines.push_back({0, 2, 4, 0, 0, 4, 5});
    lines.push_back({1, 3, 4, 0, 0, 6, 7});
    const map::Level level = load_room(room_with(kSquare, lines));
    EXPECT_EQ(tree_problems(level), "");
    bool middle = false;
    for (const map::Vertex& v : level.vertices) middle |= v.x == 64 * 65536 && v.y == 64 * 65536;
    EXPECT_TRUE(middle);
}

TEST(NodeBuilder, ASingleLineIsOneSubsector) {
    const map::Level level = load_room(room_with({{0, 0}, {0, 128}}, {{0, 1, 1, 0, 0, 0, -1}}));
    EXPECT_TRUE(level.nodes.empty());
    ASSERT_EQ(level.segs.size(), 1u);
    EXPECT_EQ(tree_problems(level), "");
}

TEST(NodeBuilder, OnlyZeroLengthLinesAreRefusedByName) {
    const std::string error =
        map_test::load_error(map_test::make_pwad(room_with({{5, 5}, {5, 5}}, {{0, 1, 1, 0, 0, 0, -1}}), "odd.wad"));
    EXPECT_EQ(error, "odd.wad: MAP01: has no nodes, and no linedef of any length to build them from");
}

TEST(NodeBuilder, NoLinesAreRefusedByName) {
    map_test::MapLumps m = room_with(kSquare, kWalls);
    m.lump("LINEDEFS").clear();
    EXPECT_EQ(map_test::load_error(map_test::make_pwad(m, "odd.wad")),
              "odd.wad: MAP01: LINEDEFS is empty; a map needs at least one linedef");
}

TEST(NodeBuilder, BrokenNodesAreRebuiltWithAWarning) {
    wad::Archive iwad;
    iwad.add_file(test_support::iwad("freedoom2.wad"));
    map_test::MapLumps m = map_test::copy_map(iwad, "MAP01");
    map_test::put_u16(m.lump("SEGS"), 2, 25000);  // seg 0's second vertex
    testing::internal::CaptureStderr();
    const map::Level level = load_room(m);
    EXPECT_EQ(testing::internal::GetCapturedStderr(),
              "warning: odd.wad: MAP01: SEGS entry 0 names vertex 25000 (map has 1008 vertices); the nodes are "
              "rebuilt\n");
    EXPECT_EQ(tree_problems(level), "");
    EXPECT_EQ(point_problems(level), "");
}

}  // namespace
