#pragma once
// A donut-shaped UDMF map played twice: once in the `doom` namespace with
// a Doom line type, once in `zdoom` with the Hexen-type special that
// stands for it, so a test can check the special does what the Doom type
// does, tic by tic:
//
//   sector 0: the room, x and y 0..384 (floor 0, ceiling 256, NUKAGE1 and
//             Doom's type 5, ZDoom's 69), with the player in its corner
//   sector 1: the ring (id 1), 64..320, around
//   sector 2: the pillar (id 2 unless the test says), 128..256
//
// Line 0, the room's west wall, carries the special; the pillar's lines
// come before the ring's outer ones (the donut's order), and all face the
// ring. Their lower textures are STEP4, 16 high.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "map/udmf_map_loader.h"
#include "sim/setup.h"
#include "sim/specials.h"

namespace doom_twin {

using namespace sim;

inline constexpr fixed_t F(int units) { return units * base::kFracUnit; }

struct TwinMap {
    std::string trigger = "";  // line 0's special, args and (hexen) activation
    std::string ring = "heightfloor = 0; heightceiling = 128;";
    std::string pillar = "heightfloor = 0; heightceiling = 128;";
    int ring_special = 0;  // Doom's number: 1-17 become ZDoom's 65-81 outside `doom`
    int pillar_id = 2;
    std::string things = "";  // more thing blocks
};

inline const int kVertices[12][2] = {{0, 0},     {384, 0},   {384, 384}, {0, 384},   {64, 64},   {320, 64},
                                     {320, 320}, {64, 320},  {128, 128}, {256, 128}, {256, 256}, {128, 256}};
// v1, v2, front sector, back sector
inline const int kLines[12][4] = {{0, 3, 0, -1}, {3, 2, 0, -1}, {2, 1, 0, -1}, {1, 0, 0, -1},
                                  {8, 9, 1, 2},  {9, 10, 1, 2}, {10, 11, 1, 2}, {11, 8, 1, 2},
                                  {4, 7, 1, 0},  {7, 6, 1, 0},  {6, 5, 1, 0},  {5, 4, 1, 0}};

inline std::string textmap(const std::string& ns, const TwinMap& m) {
    std::string t = "namespace = \"" + ns + "\";\n";
    for (const auto& v : kVertices)
        t += "vertex { x = " + std::to_string(v[0]) + ".0; y = " + std::to_string(v[1]) + ".0; }\n";
    std::string sides;
    int side = 0;
    for (int i = 0; i < 12; ++i) {
        const int* l = kLines[i];
        t += "linedef { v1 = " + std::to_string(l[0]) + "; v2 = " + std::to_string(l[1]) +
             "; sidefront = " + std::to_string(side++) + ";";
        sides += "sidedef { sector = " + std::to_string(l[2]) + "; texturemiddle = \"STARTAN3\"; }\n";
        if (l[3] >= 0) {
            t += " sideback = " + std::to_string(side++) + "; twosided = true;";
            sides += "sidedef { sector = " + std::to_string(l[3]) + "; texturebottom = \"STEP4\"; }\n";
        } else {
            t += " blocking = true;";
        }
        if (i == 0) t += " " + m.trigger;
        t += " }\n";
    }
    t += sides;
    const auto special = [&](int doom) { return std::to_string(ns == "doom" || doom == 0 ? doom : doom + 64); };
    t += "sector { texturefloor = \"NUKAGE1\"; textureceiling = \"CEIL3_5\"; heightceiling = 256; special = " +
         special(5) + "; }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; id = 1; special = " +
         special(m.ring_special) + "; " + m.ring + " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; id = " + std::to_string(m.pillar_id) +
         "; " + m.pillar + " }\n";
    t += "thing { x = 32.0; y = 32.0; type = 1; skill1 = true; skill2 = true; skill3 = true; skill4 = true; "
         "skill5 = true; single = true; }\n";
    return t + m.things;
}

inline TextureNumbers twin_textures() {
    TextureNumbers n;
    n.flats = {{"FLOOR4_8", 0}, {"CEIL3_5", 1}, {"NUKAGE1", 2}};
    n.textures = {{"-", 0}, {"STARTAN3", 1}, {"STEP4", 2}};
    n.texture_heights = {128, 128, 16};
    return n;
}

// What a test compares: each sector's planes, floor flat, light and
// special (ZDoom's 65-81 read as Doom's 1-17, so the twins' agree).
struct SectorLook {
    fixed_t floor, ceiling;
    int floorpic, light, special;
    bool operator==(const SectorLook&) const = default;
};

inline std::vector<SectorLook> look(const World& w) {
    std::vector<SectorLook> v;
    for (const SectorState& s : w.sectors) {
        const int special = s.special >= 65 && s.special <= 81 ? s.special - 64 : s.special;
        v.push_back({s.floorheight, s.ceilingheight, s.floorpic, s.lightlevel, special});
    }
    return v;
}

// Plays the map in `ns`, the player crossing or using line 0 (from the
// front) before the first tic; the sectors' look after each tic.
inline std::vector<std::vector<SectorLook>> play(const std::string& ns, const TwinMap& m, bool use, int tics) {
    const std::string text = textmap(ns, m);
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    map::UdmfLumps lumps;
    lumps.name = "MAP01";
    lumps.where = "twin.wad: MAP01";
    lumps.textmap = bytes;
    Definitions defs;
    World w(defs);
    setup_level(w, map::load_udmf_level(lumps), twin_textures());
    Mobj& player = *w.players[0].mo;
    if (use)
        use_special_line(w, player, 0, 0);
    else
        cross_special_line(w, 0, 0, player);
    std::vector<std::vector<SectorLook>> looks;
    for (int i = 0; i < tics; ++i) {
        w.thinkers.run(w);
        update_specials(w);
        ++w.leveltime;
        looks.push_back(look(w));
    }
    return looks;
}

}  // namespace doom_twin
