// Extended nodes as zdbsp writes them (XNOD, ZNOD, XGLN, ZGLN, XGL2, ZGL2,
// XGL3, ZGL3), read by our reader and checked against the map's geometry
// alone, so a misreading that our own writer shares cannot hide. zdbsp is
// in third_party/packages.txt and runs here on maps made for each format:
// a Freedoom map as it is (XNOD, XGLN), the same map in UDMF shifted by a
// quarter unit (fractional partitions: XGL3) and a grid of more than 65535
// lines (XGL2).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "map/map_test_wad.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

using Bytes = std::vector<std::uint8_t>;

constexpr double kUnit = 65536.0;
// Split vertices are rounded to 1/65536 and node boxes to whole units.
constexpr double kSlack = 1.0;

struct Point {
    double x = 0, y = 0;
};
Point at(const map::Level& level, int vertex) {
    const map::Vertex& v = level.vertices.at(static_cast<std::size_t>(vertex));
    return {v.x / kUnit, v.y / kUnit};
}
// Distance of p from the line through a and b, positive on its left.
double side_distance(Point a, Point b, Point p) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    return (dx * (p.y - a.y) - dy * (p.x - a.x)) / std::hypot(dx, dy);
}

// What zdbsp made: the map after it, and the lump that holds the nodes.
struct Built {
    map_test::MapLumps map;
    std::string lump;
    Bytes nodes;
};

// Runs zdbsp with `flags` on `map`; `lump` names where the nodes land.
Built run_zdbsp(const map_test::MapLumps& map, const std::string& flags, const std::string& lump) {
    const test_support::TempDir dir;
    const auto in = dir.write("in.wad", map_test::pwad_bytes(map));
    const auto out = dir.path() / "out.wad";
    const std::string command = "zdbsp -t " + flags + " -o '" + out.string() + "' '" + in.string() + "' > '" +
                                (dir.path() / "log.txt").string() + "' 2>&1";
    if (std::system(command.c_str()) != 0) {
        ADD_FAILURE() << command << " failed (zdbsp is in third_party/packages.txt)";
        return {};
    }
    wad::Archive archive;
    archive.add_file(out);
    Built built{map_test::copy_map(archive, map.name), lump, {}};
    built.nodes = built.map.lump(lump);
    return built;
}

// The map as zdbsp left it, then the nodes under test read over it. GL
// nodes in SSECTORS are no classic map's: that lump is emptied first.
map::Level level_with(Built built) {
    if (built.lump == "SSECTORS") built.map.lump("SSECTORS").clear();
    const wad::Archive archive = map_test::make_pwad(built.map, "zdbsp.wad");
    map::Level level = map::load_level(archive, archive.maps().at(0));
    map::read_extended_nodes(built.nodes, "zdbsp.wad: " + built.map.name, level);
    return level;
}

int sector_of_seg(const map::Level& level, const map::Seg& seg) {
    const map::Line& line = level.lines.at(static_cast<std::size_t>(seg.line));
    return level.sides.at(static_cast<std::size_t>(line.sides.at(static_cast<std::size_t>(seg.side)))).sector;
}

// Each seg on a line lies on it, within it, pointing its way for the front
// side and against it for the back.
void expect_segs_on_their_lines(const map::Level& level) {
    int wrong = 0;
    for (std::size_t i = 0; i < level.segs.size(); ++i) {
        const map::Seg& seg = level.segs[i];
        if (seg.line == map::kNone) continue;
        const map::Line& line = level.lines.at(static_cast<std::size_t>(seg.line));
        const Point a = at(level, line.v1), b = at(level, line.v2);
        const Point s1 = at(level, seg.v1), s2 = at(level, seg.v2);
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        auto along = [&](Point p) { return ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / length; };
        const bool on = std::abs(side_distance(a, b, s1)) <= kSlack && std::abs(side_distance(a, b, s2)) <= kSlack;
        const bool within = along(s1) >= -kSlack && along(s1) <= length + kSlack && along(s2) >= -kSlack &&
                            along(s2) <= length + kSlack;
        const bool way = seg.side == 0 ? along(s2) > along(s1) : along(s2) < along(s1);
        if (!(on && within && way) && ++wrong <= 5) ADD_FAILURE() << "seg " << i << " is off linedef " << seg.line;
    }
    EXPECT_EQ(wrong, 0);
}

// The subsectors take the segs in order, each seg once.
void expect_subsectors_cover_the_segs(const map::Level& level) {
    std::size_t next = 0;
    for (const map::Subsector& ss : level.subsectors) {
        EXPECT_EQ(static_cast<std::size_t>(ss.first_seg), next);
        EXPECT_GT(ss.num_segs, 0);
        next += static_cast<std::size_t>(ss.num_segs);
    }
    EXPECT_EQ(next, level.segs.size());
}

// Every seg under a node's child lies in that child's box and on that
// child's side of the partition (right for child 0).
void expect_nodes_hold_their_segs(const map::Level& level) {
    int wrong = 0;
    std::vector<int> segs;
    auto collect = [&](auto&& self, std::uint32_t child) -> void {
        if (child & map::kSubsectorBit) {
            const map::Subsector& ss = level.subsectors.at(child & ~map::kSubsectorBit);
            for (int s = ss.first_seg; s < ss.first_seg + ss.num_segs; ++s) segs.push_back(s);
            return;
        }
        for (std::uint32_t c : level.nodes.at(child).children) self(self, c);
    };
    for (std::size_t n = 0; n < level.nodes.size(); ++n) {
        const map::Node& node = level.nodes[n];
        const Point a{node.x / kUnit, node.y / kUnit};
        const Point b{a.x + node.dx / kUnit, a.y + node.dy / kUnit};
        for (int child = 0; child < 2; ++child) {
            segs.clear();
            collect(collect, node.children[static_cast<std::size_t>(child)]);
            const map::BBox& box = node.bbox[static_cast<std::size_t>(child)];
            for (int s : segs) {
                const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
                for (int v : {seg.v1, seg.v2}) {
                    const Point p = at(level, v);
                    const bool boxed = p.x >= box[map::kBoxLeft] / kUnit - kSlack &&
                                       p.x <= box[map::kBoxRight] / kUnit + kSlack &&
                                       p.y >= box[map::kBoxBottom] / kUnit - kSlack &&
                                       p.y <= box[map::kBoxTop] / kUnit + kSlack;
                    const double d = side_distance(a, b, p);
                    const bool sided = child == 0 ? d <= kSlack : d >= -kSlack;
                    if (!(boxed && sided) && ++wrong <= 5)
                        ADD_FAILURE() << "node " << n << " child " << child << ": seg " << s << " is "
                                      << (boxed ? "on the wrong side" : "outside the box");
                }
            }
        }
    }
    EXPECT_EQ(wrong, 0);
}

// The one sector whose boundary a ray from p to the east crosses an odd
// number of times, or -1 when p is near a line or the count is unclear.
int sector_holding(const map::Level& level, Point p) {
    std::vector<int> crossings(level.sectors.size(), 0);
    for (const map::Line& line : level.lines) {
        const Point a = at(level, line.v1), b = at(level, line.v2);
        const double length = std::hypot(b.x - a.x, b.y - a.y);
        const double t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (length * length);
        if (t > -0.01 && t < 1.01 && std::abs(side_distance(a, b, p)) < 0.5) return -1;
        if ((a.y > p.y) == (b.y > p.y)) continue;
        if (a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) <= p.x) continue;
        const int front = level.sides.at(static_cast<std::size_t>(line.sides[0])).sector;
        const int back = line.sides[1] == map::kNone ? -1 : level.sides.at(static_cast<std::size_t>(line.sides[1])).sector;
        if (front == back) continue;
        ++crossings.at(static_cast<std::size_t>(front));
        if (back >= 0) ++crossings.at(static_cast<std::size_t>(back));
    }
    int found = -1;
    for (std::size_t s = 0; s < crossings.size(); ++s) {
        if (crossings[s] % 2 == 0) continue;
        if (found >= 0) return -1;
        found = static_cast<int>(s);
    }
    return found;
}

// Random points inside the map's sectors: the tree's walk (the original's
// R_PointOnSide) ends in a subsector of the sector that holds the point;
// with GL nodes, whose subsectors are closed polygons, inside its segs.
void expect_walks_land_right(const map::Level& level, bool gl) {
    double left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (std::size_t v = 0; v < level.vertices.size(); ++v) {
        const Point p = at(level, static_cast<int>(v));
        left = std::min(left, p.x), right = std::max(right, p.x);
        bottom = std::min(bottom, p.y), top = std::max(top, p.y);
    }
    std::mt19937 random(44);
    std::uniform_real_distribution<double> xs(left, right), ys(bottom, top);
    int checked = 0, wrong = 0;
    for (int tries = 0; tries < 2000 && checked < 200; ++tries) {
        const Point p{xs(random), ys(random)};
        const int sector = sector_holding(level, p);
        if (sector < 0) continue;
        ++checked;
        std::uint32_t child = level.nodes.empty() ? map::kSubsectorBit : static_cast<std::uint32_t>(level.nodes.size() - 1);
        while (!(child & map::kSubsectorBit)) {
            const map::Node& node = level.nodes.at(child);
            const double cross = (p.x - node.x / kUnit) * (node.dy / kUnit) - (p.y - node.y / kUnit) * (node.dx / kUnit);
            child = node.children[cross > 0 ? 0 : 1];
        }
        const map::Subsector& ss = level.subsectors.at(child & ~map::kSubsectorBit);
        int ss_sector = -1;
        bool inside = true;
        for (int s = ss.first_seg; s < ss.first_seg + ss.num_segs; ++s) {
            const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
            if (seg.line != map::kNone && ss_sector < 0) ss_sector = sector_of_seg(level, seg);
            if (side_distance(at(level, seg.v1), at(level, seg.v2), p) > kSlack) inside = false;
        }
        if ((ss_sector != sector || (gl && !inside)) && ++wrong <= 5)
            ADD_FAILURE() << "(" << p.x << ", " << p.y << ") in sector " << sector << " lands in subsector "
                          << (child & ~map::kSubsectorBit) << " of sector " << ss_sector
                          << (gl && !inside ? ", outside its segs" : "");
    }
    EXPECT_GE(checked, 100);
    EXPECT_EQ(wrong, 0);
}

void expect_sound(const map::Level& level, bool gl) {
    expect_segs_on_their_lines(level);
    expect_subsectors_cover_the_segs(level);
    expect_nodes_hold_their_segs(level);
    expect_walks_land_right(level, gl);
}

std::string magic(const Bytes& lump) { return lump.size() < 4 ? "" : std::string(lump.begin(), lump.begin() + 4); }

map_test::MapLumps freedoom_map() {
    wad::Archive iwad;
    iwad.add_file(test_support::iwad("freedoom2.wad"));
    return map_test::copy_map(iwad, "MAP02");
}

// The map loaded, written as UDMF with every vertex moved by `shift` units.
map_test::MapLumps as_shifted_udmf(const map_test::MapLumps& classic, double shift) {
    const wad::Archive archive = map_test::make_pwad(classic, "classic.wad");
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    std::string t = "namespace = \"zdoom\";\n";
    char buffer[96];
    for (const map::Vertex& v : level.vertices) {
        std::snprintf(buffer, sizeof buffer, "vertex { x = %.6f; y = %.6f; }\n", v.x / kUnit + shift, v.y / kUnit + shift);
        t += buffer;
    }
    for (const map::Line& l : level.lines) {
        t += "linedef { v1 = " + std::to_string(l.v1) + "; v2 = " + std::to_string(l.v2) +
             "; sidefront = " + std::to_string(l.sides[0]) + ";";
        if (l.sides[1] != map::kNone) t += " sideback = " + std::to_string(l.sides[1]) + "; twosided = true;";
        t += " }\n";
    }
    for (const map::Side& s : level.sides) t += "sidedef { sector = " + std::to_string(s.sector) + "; }\n";
    for (std::size_t i = 0; i < level.sectors.size(); ++i)
        t += "sector { texturefloor = \"F\"; textureceiling = \"C\"; heightceiling = 128; }\n";
    t += "thing { x = 0.0; y = 0.0; type = 1; skill1 = true; }\n";
    map_test::MapLumps m{"MAP01", {}};
    m.add("TEXTMAP", Bytes(t.begin(), t.end()));
    m.add("ENDMAP");
    return m;
}

// A square grid of `cells` × `cells` rooms, 64 units each, all joined.
map_test::MapLumps grid_udmf(int cells) {
    std::string t = "namespace = \"doom\";\n";
    const int row = cells + 1;
    for (int i = 0; i <= cells; ++i)
        for (int j = 0; j <= cells; ++j)
            t += "vertex { x = " + std::to_string(64 * i) + ".0; y = " + std::to_string(64 * j) + ".0; }\n";
    int sides = 0;
    std::string side_text;
    // A line from v1 to v2 with `front` on its right, `back` (or none, -1) on its left.
    auto line = [&](int v1, int v2, int front, int back) {
        if (front < 0) std::swap(v1, v2), std::swap(front, back);
        t += "linedef { v1 = " + std::to_string(v1) + "; v2 = " + std::to_string(v2) +
             "; sidefront = " + std::to_string(sides) + ";";
        side_text += "sidedef { sector = " + std::to_string(front) + "; }\n";
        ++sides;
        if (back >= 0) {
            t += " sideback = " + std::to_string(sides) + "; twosided = true;";
            side_text += "sidedef { sector = " + std::to_string(back) + "; }\n";
            ++sides;
        }
        t += " }\n";
    };
    auto cell = [&](int i, int j) { return i < 0 || j < 0 || i >= cells || j >= cells ? -1 : i * cells + j; };
    for (int i = 0; i < cells; ++i)
        for (int j = 0; j <= cells; ++j) line(i * row + j, (i + 1) * row + j, cell(i, j - 1), cell(i, j));
    for (int i = 0; i <= cells; ++i)
        for (int j = 0; j < cells; ++j) line(i * row + j + 1, i * row + j, cell(i - 1, j), cell(i, j));
    t += side_text;
    for (int s = 0; s < cells * cells; ++s)
        t += "sector { texturefloor = \"F\"; textureceiling = \"C\"; heightceiling = 128; }\n";
    t += "thing { x = 32.0; y = 32.0; type = 1; skill1 = true; }\n";
    map_test::MapLumps m{"MAP01", {}};
    m.add("TEXTMAP", Bytes(t.begin(), t.end()));
    m.add("ENDMAP");
    return m;
}

struct Case {
    const char* flags;
    const char* lump;
    const char* magic;
    bool gl;
};

TEST(ZdbspNodes, ClassicMapXnodZnodXglnZgln) {
    const map_test::MapLumps map = freedoom_map();
    for (const Case& c : {Case{"-X", "NODES", "XNOD", false}, Case{"-z", "NODES", "ZNOD", false},
                          Case{"-x -X", "SSECTORS", "XGLN", true}, Case{"-x -z", "SSECTORS", "ZGLN", true},
                          Case{"-g -X", "SSECTORS", "XGLN", true}}) {
        SCOPED_TRACE(c.flags);
        const Built built = run_zdbsp(map, c.flags, c.lump);
        ASSERT_EQ(magic(built.nodes), c.magic);
        expect_sound(level_with(built), c.gl);
    }
}

TEST(ZdbspNodes, FractionalPartitionsXgl3Zgl3) {
    const map_test::MapLumps map = as_shifted_udmf(freedoom_map(), 0.25);
    for (const Case& c : {Case{"-X", "ZNODES", "XGL3", true}, Case{"-z", "ZNODES", "ZGL3", true}}) {
        SCOPED_TRACE(c.flags);
        const Built built = run_zdbsp(map, c.flags, c.lump);
        ASSERT_EQ(magic(built.nodes), c.magic);
        expect_sound(level_with(built), c.gl);
    }
}

TEST(ZdbspNodes, MoreThan65535LinesXgl2Zgl2) {
    const map_test::MapLumps map = grid_udmf(181);  // 65 884 lines
    for (const Case& c : {Case{"-X", "ZNODES", "XGL2", true}, Case{"-z", "ZNODES", "ZGL2", true}}) {
        SCOPED_TRACE(c.flags);
        const Built built = run_zdbsp(map, c.flags, c.lump);
        ASSERT_EQ(magic(built.nodes), c.magic);
        const map::Level level = level_with(built);
        ASSERT_GT(level.lines.size(), 65535u);
        expect_sound(level, c.gl);
    }
}

}  // namespace
