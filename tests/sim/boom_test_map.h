#pragma once
// The small UDMF map (doom namespace, so Doom's and Boom's line types)
// the Boom line and sector type tests play at a chosen complevel:
//
//   sector 0: x 0..256, the room (floor 0, ceiling 256, NUKAGE1, type 7)
//   sector 1: x 256..320, box A (id 1), the mover under test
//   sector 2: x 320..384, box B (id 2), A's other neighbour (FLAT_B)
//
// Line 3 at x = 256 runs south, its front facing the room and A behind
// it: the player in the room crosses or uses it from the front, and a D
// type acts on A. Line 4 at x = 320 has A in front and B behind (the
// stair order). The two-sided lines have STEP4 (16 high) lower and upper
// textures on line 4, STARTAN3 (128) on line 3.
#include <gtest/gtest.h>

#include <span>
#include <string>
#include <utility>
#include <vector>

#include "map/extended_nodes.h"
#include "map/udmf_map_loader.h"
#include "sim/complevel.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/setup.h"
#include "sim/specials.h"

namespace boom_test {

using base::kFracUnit;
using namespace sim;

inline constexpr fixed_t F(int units) { return units * kFracUnit; }

struct TestMap {
    std::string trigger = "";  // line 3's fields: "special = N; arg0 = tag;"
    std::string line4 = "";    // line 4's fields ("arg0 = 5;": its tag, for line 3's special)
    std::string side3 = "";    // line 3's front sidedef's fields ("offsetx = 16;")
    std::string room = "heightceiling = 256; special = 7;";
    std::string a = "heightceiling = 128;";
    std::string b = "heightceiling = 128;";
    std::string things = "";
};

inline const int kVertices[8][2] = {{0, 0}, {256, 0}, {320, 0}, {384, 0}, {384, 256}, {320, 256}, {256, 256}, {0, 256}};
// v1, v2, front sector, back sector
inline const int kLines[10][4] = {{0, 7, 0, -1}, {7, 6, 0, -1}, {1, 0, 0, -1}, {6, 1, 0, 1}, {5, 2, 1, 2},
                                  {6, 5, 1, -1}, {2, 1, 1, -1}, {4, 3, 2, -1}, {5, 4, 2, -1}, {3, 2, 2, -1}};

inline std::string textmap(const TestMap& m) {
    std::string t = "namespace = \"doom\";\n";
    for (const auto& v : kVertices)
        t += "vertex { x = " + std::to_string(v[0]) + ".0; y = " + std::to_string(v[1]) + ".0; }\n";
    std::string sides;
    int side = 0;
    for (int i = 0; i < 10; ++i) {
        const int* l = kLines[i];
        t += "linedef { v1 = " + std::to_string(l[0]) + "; v2 = " + std::to_string(l[1]) +
             "; sidefront = " + std::to_string(side++) + ";";
        const std::string two = i == 4 ? "texturebottom = \"STEP4\"; texturetop = \"STEP4\";"
                                       : "texturebottom = \"STARTAN3\"; texturetop = \"STARTAN3\";";
        if (l[3] >= 0) {
            t += " sideback = " + std::to_string(side++) + "; twosided = true;";
            sides += "sidedef { sector = " + std::to_string(l[2]) + "; " + two + (i == 3 ? " " + m.side3 : "") + " }\n";
            sides += "sidedef { sector = " + std::to_string(l[3]) + "; " + two + " }\n";
        } else {
            t += " blocking = true;";
            sides += "sidedef { sector = " + std::to_string(l[2]) + "; texturemiddle = \"STARTAN3\"; }\n";
        }
        if (i == 3) t += " " + m.trigger;
        if (i == 4) t += " " + m.line4;
        t += " }\n";
    }
    t += sides;
    t += "sector { texturefloor = \"NUKAGE1\"; textureceiling = \"CEIL3_5\"; " + m.room + " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; id = 1; " + m.a + " }\n";
    t += "sector { texturefloor = \"FLAT_B\"; textureceiling = \"CEIL3_5\"; id = 2; " + m.b + " }\n";
    t += "thing { x = 128.0; y = 128.0; type = 1; skill1 = true; skill2 = true; skill3 = true; skill4 = true; "
         "skill5 = true; single = true; }\n";
    return t + m.things;
}

// Three subsectors: the room left of x = 256, then A and B either side
// of x = 320.
inline std::vector<std::uint8_t> znodes() {
    map::Level level;
    for (const auto& v : kVertices) level.vertices.push_back({F(v[0]), F(v[1])});
    auto seg = [&](int v1, int v2, int line, int side) {
        map::Seg s;
        s.v1 = v1;
        s.v2 = v2;
        s.line = line;
        s.side = side;
        level.segs.push_back(s);
    };
    seg(0, 7, 0, 0), seg(7, 6, 1, 0), seg(6, 1, 3, 0), seg(1, 0, 2, 0);  // the room
    seg(1, 6, 3, 1), seg(6, 5, 5, 0), seg(5, 2, 4, 0), seg(2, 1, 6, 0);  // A
    seg(2, 5, 4, 1), seg(5, 4, 8, 0), seg(4, 3, 7, 0), seg(3, 2, 9, 0);  // B
    level.subsectors = {{0, 4, 0}, {4, 4, 1}, {8, 4, 2}};
    map::Node split_boxes;  // x = 320: B on its right, A on its left
    split_boxes.x = F(320);
    split_boxes.dy = F(256);
    split_boxes.bbox = {map::BBox{F(256), 0, F(320), F(384)}, map::BBox{F(256), 0, F(256), F(320)}};
    split_boxes.children = {map::kSubsectorBit | 2, map::kSubsectorBit | 1};
    map::Node root;  // x = 256: the boxes on its right, the room on its left
    root.x = F(256);
    root.dy = F(256);
    root.bbox = {map::BBox{F(256), 0, F(256), F(384)}, map::BBox{F(256), 0, 0, F(256)}};
    root.children = {0, map::kSubsectorBit | 0};
    level.nodes = {split_boxes, root};
    return map::write_xnod(level);
}

inline map::Level load_map(const TestMap& m) {
    const std::string text = textmap(m);
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    const std::vector<std::uint8_t> nodes = znodes();
    const std::vector<std::uint8_t> reject(2, 0);  // three sectors, all in sight
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "boom.wad: MAP01";
    lumps.textmap = bytes;
    lumps.znodes = std::span<const std::uint8_t>(nodes);
    lumps.reject = std::span<const std::uint8_t>(reject);
    return map::load_udmf_level(lumps);
}

inline TextureNumbers numbers() {
    TextureNumbers n;
    n.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}, {"NUKAGE1", 2}, {"FLAT_B", 3}};
    n.textures = {{"-", 0}, {"STARTAN3", 1}, {"STEP4", 2}};
    n.texture_heights = {128, 128, 16};
    return n;
}
inline constexpr int kNukage = 2, kFlatB = 3, kFloor48 = 0;

class BoomLevel : public ::testing::Test {
protected:
    BoomLevel() : w(defs) {}

    void start(const TestMap& m, CompLevel level = CompLevel::Boom) {
        w.opts.compat = default_compat_options(level);
        setup_level(w, load_map(m), numbers());
    }
    Mobj& player() { return *w.players[0].mo; }
    SectorState& room() { return w.sectors[0]; }
    SectorState& a() { return w.sectors[1]; }
    SectorState& b() { return w.sectors[2]; }
    int& special() { return w.lines[3].special; }
    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w.thinkers.run(w);
            update_specials(w);
            ++w.leveltime;
        }
    }
    // Line 3 crossed, used or shot from the room (its front).
    void cross(Mobj& thing) { cross_special_line(w, 3, 0, thing); }
    void use(Mobj& thing) { use_special_line(w, thing, 3, 0); }
    void shoot(Mobj& thing) { shoot_special_line(w, thing, 3); }

    Definitions defs;
    World w;
};

}  // namespace boom_test
