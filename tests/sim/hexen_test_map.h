#pragma once
// The small UDMF map the Hexen-type special tests play, written as text
// and loaded through the UDMF loader:
//
//   sector 0: x 0..256, the room (floor 0, ceiling 128, light 160)
//   sector 1: x 256..320, the box (id 1), the door, lift or floor under test
//
// joined by line 3 at x = 256, running south: its front side faces the
// room, so a player in the room crosses or uses it from the front and a
// tag-0 door opens the box behind it.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "map/extended_nodes.h"
#include "map/udmf_map_loader.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/setup.h"
#include "sim/specials.h"

namespace hexen_test {


using base::kFracUnit;
using namespace sim;

inline constexpr sim::fixed_t F(int units) { return units * kFracUnit; }

// What a test puts in the map, as UDMF field text.
struct TestMap {
    std::string ns = "zdoom";
    std::string trigger = "";     // line 3's special, args and activation
    std::string north_wall = "";  // line 1's
    std::string north_side = "";  // line 1's front side's
    std::string box = "heightceiling = 128;";  // sector 1's heights
    std::string room_floor = "heightfloor = 0;";
    std::string things = "";  // more thing blocks
};

inline const int kVertices[6][2] = {{0, 0}, {256, 0}, {320, 0}, {320, 256}, {256, 256}, {0, 256}};
// v1, v2, front side, back side
inline const int kLines[7][4] = {{0, 5, 0, -1}, {5, 4, 1, -1}, {1, 0, 2, -1}, {4, 1, 3, 4},
                          {4, 3, 5, -1}, {3, 2, 6, -1}, {2, 1, 7, -1}};
inline const int kSideSectors[8] = {0, 0, 0, 0, 1, 1, 1, 1};

inline std::string textmap(const TestMap& m) {
    std::string t = "namespace = \"" + m.ns + "\";\n";
    for (const auto& v : kVertices)
        t += "vertex { x = " + std::to_string(v[0]) + ".0; y = " + std::to_string(v[1]) + ".0; }\n";
    for (int i = 0; i < 7; ++i) {
        const int* l = kLines[i];
        t += "linedef { v1 = " + std::to_string(l[0]) + "; v2 = " + std::to_string(l[1]) +
             "; sidefront = " + std::to_string(l[2]) + ";";
        t += l[3] >= 0 ? " sideback = " + std::to_string(l[3]) + "; twosided = true;" : std::string(" blocking = true;");
        if (i == 3) t += " " + m.trigger;
        if (i == 1) t += " " + m.north_wall;
        t += " }\n";
    }
    for (int i = 0; i < 8; ++i)
        t += "sidedef { sector = " + std::to_string(kSideSectors[i]) + "; texturemiddle = \"STARTAN3\"; " +
             (i == 1 ? m.north_side : std::string()) + " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; heightceiling = 128; " + m.room_floor +
         " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; id = 1; " + m.box + " }\n";
    t += "thing { x = 128.0; y = 128.0; type = 1; skill1 = true; skill2 = true; skill3 = true; skill4 = true; "
         "skill5 = true; single = true; }\n";
    return t + m.things;
}

// The two subsectors split by one node at x = 256 (the room on its left).
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
    seg(0, 5, 0, 0), seg(5, 4, 1, 0), seg(4, 1, 3, 0), seg(1, 0, 2, 0);  // the room
    seg(1, 4, 3, 1), seg(4, 3, 4, 0), seg(3, 2, 5, 0), seg(2, 1, 6, 0);  // the box
    level.subsectors = {{0, 4, 0}, {4, 4, 1}};
    map::Node node;
    node.x = F(256);
    node.dx = 0;
    node.dy = F(256);
    node.bbox = {map::BBox{F(256), 0, F(256), F(320)}, map::BBox{F(256), 0, 0, F(256)}};
    node.children = {map::kSubsectorBit | 1, map::kSubsectorBit | 0};
    level.nodes.push_back(node);
    return map::write_xnod(level);
}

inline map::Level load_map(const TestMap& m) {
    const std::string text = textmap(m);
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    const std::vector<std::uint8_t> nodes = znodes();
    const std::vector<std::uint8_t> reject(1, 0);  // two sectors: 4 bits, all in sight
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "test.wad: MAP01";
    lumps.textmap = bytes;
    lumps.znodes = std::span<const std::uint8_t>(nodes);
    lumps.reject = std::span<const std::uint8_t>(reject);
    return map::load_udmf_level(lumps);
}

class HexenLevel : public ::testing::Test {
protected:
    HexenLevel() : w(defs) {}

    void start(const TestMap& m, Skill skill = Skill::Medium) { start(load_map(m), skill); }
    void start(map::Level level, Skill skill = Skill::Medium) {
        w.opts.skill = skill;
        setup_level(w, std::move(level), TextureNumbers{});
    }
    // Moves a thing as a teleport would, keeping the blockmap links right.
    void place(Mobj& mo, int x, int y) {
        unset_thing_position(w, mo);
        mo.x = F(x);
        mo.y = F(y);
        set_thing_position(w, mo);
    }
    Mobj& player() { return *w.players[0].mo; }
    SectorState& box() { return w.sectors[1]; }
    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w.thinkers.run(w);
            update_specials(w);
            ++w.leveltime;
        }
    }
    // Crossing line 3 from the room (its front), as P_TryMove reports it.
    void cross(Mobj& thing) { cross_special_line(w, 3, 0, thing); }
    // The first live thing of a type, in thinker order, or null.
    Mobj* first(MobjType type) {
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == type)
                return static_cast<Mobj*>(t);
        return nullptr;
    }
    int count(MobjType type) {
        int n = 0;
        for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t))
            if (!t->removed() && t->kind() == ThinkerKind::Mobj && static_cast<Mobj*>(t)->type == type) ++n;
        return n;
    }

    Definitions defs;
    World w;
};

// The game plays the test map as every map it loads.
struct TestSource final : LevelSource {
    TestSource() {
        numbers.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}};
        numbers.textures = {{"-", 0}, {"STARTAN3", 1}};
    }
    TestMap map;
    TextureNumbers numbers;
    map::Level load(int, int) const override { return load_map(map); }
    const TextureNumbers& textures() const override { return numbers; }
};

}  // namespace hexen_test
