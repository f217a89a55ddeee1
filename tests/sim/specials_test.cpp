// Doors, lifts and light effects on a hand-built level of two sectors:
//
//   sector 0: x 0..256, a room (floor 0, ceiling 128, light 160)
//   sector 1: x 256..320, tagged 1, the door or lift under test
//
// joined by one two-sided line at x = 256 (front side in sector 1).
#include <memory>

#include <gtest/gtest.h>

#include "assets/texture.h"
#include "base/random.h"
#include "map/blockmap_builder.h"
#include "map/derived_fields.h"
#include "sim/movers.h"
#include "sim/sector_queries.h"
#include "sim/special_events.h"
#include "sim/specials.h"
#include "sim/wad_level_source.h"

namespace {

using base::kFracUnit;
using namespace sim;

constexpr fixed_t F(int units) { return units * kFracUnit; }

// Filled in place: move-assigning a whole Level trips a false UBSan report
// in this toolchain's std::string.
void build_two_rooms(map::Level& level) {
    const int vx[6][2] = {{0, 0}, {256, 0}, {320, 0}, {320, 256}, {256, 256}, {0, 256}};
    for (const auto& v : vx) level.vertices.push_back({F(v[0]), F(v[1])});
    for (int i = 0; i < 2; ++i) {
        map::Sector s;
        s.ceiling_height = F(128);
        s.floor_flat = "FLOOR";
        s.ceiling_flat = "CEIL";
        s.light = 160;
        s.tag = i;
        level.sectors.push_back(s);
    }
    auto side = [&](int sector) {
        map::Side s;
        s.top_texture = s.bottom_texture = s.mid_texture = "-";
        s.sector = sector;
        level.sides.push_back(s);
        return static_cast<int>(level.sides.size() - 1);
    };
    auto line = [&](int v1, int v2, int front, int back) {
        map::Line l;
        l.v1 = v1;
        l.v2 = v2;
        l.flags = back < 0 ? map::kLineBlocking : map::kLineTwoSided;
        l.sides = {side(front), back < 0 ? map::kNone : side(back)};
        level.lines.push_back(l);
    };
    line(0, 5, 0, -1);  // 0: west wall
    line(5, 4, 0, -1);  // 1: north wall, room
    line(1, 0, 0, -1);  // 2: south wall, room
    line(1, 4, 1, 0);   // 3: x = 256, the trigger line
    line(4, 3, 1, -1);  // 4: north wall, sector 1
    line(3, 2, 1, -1);  // 5: east wall
    line(2, 1, 1, -1);  // 6: south wall, sector 1

    map::Subsector room, box;
    level.segs.resize(1);
    level.segs[0].line = 0;
    room.first_seg = box.first_seg = 0;
    room.num_segs = box.num_segs = 1;
    level.subsectors = {room, box};
    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    level.reject.assign(1, 0);
    map::compute_derived_fields(level);
    level.subsectors[1].sector = 1;
}

class SpecialsTest : public ::testing::Test {
protected:
    SpecialsTest() : w(defs) {
        build_two_rooms(w.level);
        for (const map::Sector& s : w.level.sectors) {
            SectorState st;
            st.floorheight = s.floor_height;
            st.ceilingheight = s.ceiling_height;
            st.lightlevel = s.light;
            st.tag = s.tag;
            w.sectors.push_back(st);
        }
        w.sides.assign(w.level.sides.size(), SideState{});
        for (const map::Line& l : w.level.lines) {
            LineState st;
            st.flags = l.flags;
            w.lines.push_back(st);
        }
        w.blocklinks.assign(static_cast<std::size_t>(w.level.blockmap.width * w.level.blockmap.height), nullptr);
        player_mo.player = &player;
        player.mo = &player_mo;
    }

    void tics(int n) {
        for (int i = 0; i < n; ++i) {
            w.thinkers.run(w);
            ++w.leveltime;
        }
    }

    SectorState& s1() { return w.sectors[1]; }

    Definitions defs;
    World w;
    Player player;
    Mobj player_mo;
};

TEST_F(SpecialsTest, W1DoorOpensBelowLowestNeighbourCeilingAndClosesAfter150Tics) {
    s1().ceilingheight = 0;  // closed
    w.lines[3].special = 4;  // W1 raise door
    w.lines[3].tag = 1;
    cross_special_line(w, 3, 0, player_mo);
    EXPECT_EQ(w.lines[3].special, 0);  // once only
    ASSERT_NE(s1().specialdata, nullptr);
    ASSERT_EQ(s1().specialdata->kind(), ThinkerKind::Door);
    auto* door = static_cast<Door*>(s1().specialdata);
    EXPECT_EQ(door->topheight, F(124));

    tics(62);  // 2 units a tic
    EXPECT_EQ(s1().ceilingheight, F(124));
    EXPECT_EQ(door->direction, 1);
    tics(1);  // arrives: waits at the top
    EXPECT_EQ(door->direction, 0);
    EXPECT_EQ(door->topcountdown, 150);
    tics(149);
    EXPECT_EQ(door->direction, 0);
    tics(1);
    EXPECT_EQ(door->direction, -1);
    tics(62);
    EXPECT_EQ(s1().ceilingheight, 0);
    EXPECT_NE(s1().specialdata, nullptr);
    tics(1);
    EXPECT_EQ(s1().specialdata, nullptr);
    EXPECT_TRUE(door->removed());
}

// W1 30: the floor rises by the shortest lower texture on the sector's
// two-sided lines, measured from the heights TEXTURE1/2 give.
TEST_F(SpecialsTest, RaiseToTextureRisesByTheShortestLowerTexture) {
    w.textures.texture_heights = {16, 72, 128};
    const map::Line& trigger = w.level.lines[3];
    w.sides[static_cast<std::size_t>(trigger.sides[0])].bottomtexture = 2;
    w.sides[static_cast<std::size_t>(trigger.sides[1])].bottomtexture = 1;
    w.lines[3].special = 30;
    w.lines[3].tag = 1;
    cross_special_line(w, 3, 0, player_mo);
    ASSERT_NE(s1().specialdata, nullptr);
    tics(200);
    EXPECT_EQ(s1().floorheight, F(72));
}

// The heights the game's level source hands the simulation are TEXTURE1's
// and TEXTURE2's, texture by texture.
TEST(TextureHeights, ComeFromTheTextureLumps) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    const sim::WadLevelSource levels(archive);
    const assets::TextureSet textures = assets::TextureSet::load(archive);
    const std::vector<int>& heights = levels.textures().texture_heights;
    ASSERT_EQ(heights.size(), textures.size());
    for (std::size_t i = 0; i < heights.size(); ++i) EXPECT_EQ(heights[i], textures.texture(i).height) << i;
}

TEST_F(SpecialsTest, ManualDoorReversesWhenUsedWhileClosing) {
    s1().ceilingheight = 0;
    w.lines[3].special = 1;  // DR door, used from the room side is the back...
    // ...so flip the line's sides: the door is the sector behind the line.
    std::swap(w.level.lines[3].sides[0], w.level.lines[3].sides[1]);
    std::swap(w.level.lines[3].front_sector, w.level.lines[3].back_sector);
    EXPECT_TRUE(use_special_line(w, player_mo, 3, 0));
    auto* door = static_cast<Door*>(s1().specialdata);
    ASSERT_NE(door, nullptr);
    tics(10);
    EXPECT_EQ(s1().ceilingheight, F(20));
    use_special_line(w, player_mo, 3, 0);  // a player closes an opening door
    EXPECT_EQ(door->direction, -1);
    tics(2);
    use_special_line(w, player_mo, 3, 0);  // and reopens a closing one
    EXPECT_EQ(door->direction, 1);
}

TEST_F(SpecialsTest, LiftLowersToLowestNeighbourAndReturnsAfterThreeSeconds) {
    s1().floorheight = F(64);
    w.lines[3].special = 88;  // WR lift
    w.lines[3].tag = 1;
    cross_special_line(w, 3, 0, player_mo);
    EXPECT_EQ(w.lines[3].special, 88);  // repeatable
    ASSERT_NE(s1().specialdata, nullptr);
    auto* plat = static_cast<Plat*>(s1().specialdata);
    EXPECT_EQ(plat->low, 0);
    EXPECT_EQ(plat->high, F(64));
    EXPECT_EQ(w.activeplats[0], plat);

    tics(16);  // 4 units a tic
    EXPECT_EQ(s1().floorheight, 0);
    EXPECT_EQ(plat->status, PlatStatus::Down);
    tics(1);
    EXPECT_EQ(plat->status, PlatStatus::Waiting);
    tics(104);
    EXPECT_EQ(plat->status, PlatStatus::Waiting);
    tics(1);  // 3 seconds = 105 tics
    EXPECT_EQ(plat->status, PlatStatus::Up);
    tics(16);
    EXPECT_EQ(s1().floorheight, F(64));
    tics(1);
    EXPECT_EQ(s1().specialdata, nullptr);
    EXPECT_EQ(w.activeplats[0], nullptr);
    EXPECT_TRUE(plat->removed());
}

TEST_F(SpecialsTest, LightFlashDrawsRandomNumbers) {
    w.sectors[0].lightlevel = 100;
    s1().lightlevel = 200;
    s1().special = 1;
    spawn_specials(w);
    EXPECT_EQ(s1().special, 0);
    EXPECT_EQ(w.rng.prnd_index, 1);  // one number at spawn

    const LightFlash* flash = nullptr;
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() == ThinkerKind::LightFlash) flash = static_cast<const LightFlash*>(&t);
    });
    ASSERT_NE(flash, nullptr);
    EXPECT_EQ(flash->maxlight, 200);
    EXPECT_EQ(flash->minlight, 100);
    const int first = (base::kRandomTable[1] & 64) + 1;
    EXPECT_EQ(flash->count, first);

    tics(first - 1);
    EXPECT_EQ(s1().lightlevel, 200);
    EXPECT_EQ(w.rng.prnd_index, 1);
    tics(1);  // goes dark for (random & 7) + 1 tics
    EXPECT_EQ(s1().lightlevel, 100);
    EXPECT_EQ(w.rng.prnd_index, 2);
    EXPECT_EQ(flash->count, (base::kRandomTable[2] & 7) + 1);
}

TEST_F(SpecialsTest, NextHighestFloorAndTagSearch) {
    s1().floorheight = F(40);
    EXPECT_EQ(find_sector_from_tag(w, 1, -1), 1);
    EXPECT_EQ(find_sector_from_tag(w, 1, 1), -1);
    EXPECT_EQ(find_next_highest_floor(w, 0, 0), F(40));
    EXPECT_EQ(find_next_highest_floor(w, 1, F(40)), F(40));  // none higher: unchanged
    EXPECT_EQ(find_highest_floor_surrounding(w, 0), F(40));
    EXPECT_EQ(find_lowest_ceiling_surrounding(w, 1), F(128));
}

}  // namespace
