// Collision, stepping, sliding, aiming and line of sight on a tiny
// hand-built map: three rooms in a row, west to east,
//
//   sector 0: x 0..256    floor 0, ceiling 128
//   sector 1: x 256..320  (a "door" between the others; heights per test)
//   sector 2: x 320..576  floor 0, ceiling 128
//
// all 256 units deep (y 0..256), joined by two-sided lines at x = 256 and
// x = 320, with a two-node BSP and a built blockmap.
#include "sim/movement.h"

#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "map/blockmap_builder.h"
#include "map/derived_fields.h"
#include "sim/map_utility.h"
#include "sim/sight.h"

namespace {

using base::kFracUnit;
using namespace sim;

constexpr fixed_t F(int units) { return units * kFracUnit; }

map::Level three_rooms() {
    map::Level level;
    level.name = "TEST";
    const int vx[8][2] = {{0, 0}, {256, 0}, {320, 0}, {576, 0}, {576, 256}, {320, 256}, {256, 256}, {0, 256}};
    for (const auto& v : vx) level.vertices.push_back({F(v[0]), F(v[1])});
    for (int i = 0; i < 3; ++i) {
        map::Sector s;
        s.floor_height = 0;
        s.ceiling_height = F(128);
        s.floor_flat = "FLOOR";
        s.ceiling_flat = "CEIL";
        s.light = 160;
        level.sectors.push_back(s);
    }
    auto side = [&](int sector) {
        map::Side s;
        s.top_texture = s.bottom_texture = s.mid_texture = "-";
        s.sector = sector;
        level.sides.push_back(s);
        return static_cast<int>(level.sides.size() - 1);
    };
    // The front side is on the right of v1 -> v2.
    auto wall = [&](int v1, int v2, int sector) {
        map::Line l;
        l.v1 = v1;
        l.v2 = v2;
        l.flags = map::kLineBlocking;
        l.sides = {side(sector), map::kNone};
        level.lines.push_back(l);
    };
    auto portal = [&](int v1, int v2, int front, int back) {
        map::Line l;
        l.v1 = v1;
        l.v2 = v2;
        l.flags = map::kLineTwoSided;
        l.sides = {side(front), side(back)};
        level.lines.push_back(l);
    };
    wall(0, 7, 0);       // 0: west wall
    wall(7, 6, 0);       // 1: north wall, room 0
    wall(1, 0, 0);       // 2: south wall, room 0
    portal(1, 6, 1, 0);  // 3: x = 256
    wall(6, 5, 1);       // 4: north wall, door
    wall(2, 1, 1);       // 5: south wall, door
    portal(2, 5, 2, 1);  // 6: x = 320
    wall(5, 4, 2);       // 7: north wall, room 2
    wall(4, 3, 2);       // 8: east wall
    wall(3, 2, 2);       // 9: south wall, room 2

    auto seg = [&](int line, int side_of_line) {
        map::Seg s;
        const map::Line& l = level.lines[static_cast<std::size_t>(line)];
        s.v1 = side_of_line ? l.v2 : l.v1;
        s.v2 = side_of_line ? l.v1 : l.v2;
        s.line = line;
        s.side = side_of_line;
        level.segs.push_back(s);
    };
    auto subsector = [&](std::initializer_list<std::pair<int, int>> segs) {
        map::Subsector ss;
        ss.first_seg = static_cast<int>(level.segs.size());
        for (auto [line, s] : segs) seg(line, s);
        ss.num_segs = static_cast<int>(segs.size());
        level.subsectors.push_back(ss);
    };
    subsector({{0, 0}, {1, 0}, {3, 1}, {2, 0}});  // room 0
    subsector({{3, 0}, {4, 0}, {6, 1}, {5, 0}});  // door
    subsector({{6, 0}, {7, 0}, {8, 0}, {9, 0}});  // room 2

    // Partitions point north, so their right (child 0) is east.
    map::Node east_split;  // x = 320
    east_split.x = F(320);
    east_split.dy = F(256);
    east_split.bbox[0] = {F(256), 0, F(320), F(576)};
    east_split.bbox[1] = {F(256), 0, F(256), F(320)};
    east_split.children = {map::kSubsectorBit | 2u, map::kSubsectorBit | 1u};
    map::Node root;  // x = 256
    root.x = F(256);
    root.dy = F(256);
    root.bbox[0] = {F(256), 0, F(256), F(576)};
    root.bbox[1] = {F(256), 0, 0, F(256)};
    root.children = {0u, map::kSubsectorBit | 0u};
    level.nodes = {east_split, root};

    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    level.reject.assign((level.sectors.size() * level.sectors.size() + 7) / 8, 0);
    map::compute_derived_fields(level);
    return level;
}

// The runtime side of a level as P_SetupLevel leaves it, built by hand.
void load_into(World& w, map::Level level) {
    w.level = std::move(level);
    w.sectors.clear();
    for (const map::Sector& s : w.level.sectors) {
        SectorState st;
        st.floorheight = s.floor_height;
        st.ceilingheight = s.ceiling_height;
        st.lightlevel = s.light;
        st.special = s.special;
        st.tag = s.tag;
        w.sectors.push_back(st);
    }
    w.sides.assign(w.level.sides.size(), SideState{});
    w.lines.clear();
    for (const map::Line& l : w.level.lines) {
        LineState st;
        st.flags = l.flags;
        st.special = l.special;
        st.tag = l.tag;
        w.lines.push_back(st);
    }
    w.blocklinks.assign(static_cast<std::size_t>(w.level.blockmap.width * w.level.blockmap.height), nullptr);
    w.textures.sky_flat = -1;
}

class MovementTest : public ::testing::Test {
protected:
    MovementTest() : w(defs) { load_into(w, three_rooms()); }

    // A solid, shootable thing standing on the floor, linked into the map.
    Mobj& place(MobjType type, int x, int y, std::uint32_t extra_flags = 0) {
        auto mo = std::make_unique<Mobj>();
        mo->type = type;
        mo->info = &w.defs->mobjinfo[type];
        mo->x = F(x);
        mo->y = F(y);
        mo->radius = F(16);
        mo->height = F(56);
        mo->flags = MF_SOLID | MF_SHOOTABLE | extra_flags;
        mo->health = 100;
        set_thing_position(w, *mo);
        mo->floorz = w.sectors[static_cast<std::size_t>(w.mobj_sector(*mo))].floorheight;
        mo->ceilingz = w.sectors[static_cast<std::size_t>(w.mobj_sector(*mo))].ceilingheight;
        mo->z = mo->floorz;
        things.push_back(std::move(mo));
        return *things.back();
    }

    Definitions defs;
    World w;
    std::vector<std::unique_ptr<Mobj>> things;
};

TEST_F(MovementTest, OneSidedWallBlocks) {
    Mobj& mo = place(MT_POSSESSED, 128, 128);
    EXPECT_TRUE(try_move(w, mo, F(128), F(200)));
    EXPECT_EQ(mo.y, F(200));
    // Radius 16: the box would reach y = 266, past the north wall at 256.
    EXPECT_FALSE(try_move(w, mo, F(128), F(250)));
    EXPECT_EQ(mo.y, F(200));
    EXPECT_TRUE(check_position(w, mo, F(128), F(240)));
    EXPECT_FALSE(check_position(w, mo, F(128), F(241)));
}

TEST_F(MovementTest, StepUpLimitIs24Units) {
    w.sectors[1].floorheight = F(24);
    Mobj& mo = place(MT_POSSESSED, 230, 128);
    EXPECT_TRUE(try_move(w, mo, F(288), F(128)));
    EXPECT_EQ(mo.floorz, F(24));

    w.sectors[1].floorheight = F(25);
    Mobj& other = place(MT_POSSESSED, 230, 64);
    EXPECT_FALSE(try_move(w, other, F(288), F(64)));
    EXPECT_TRUE(w.tm.floatok);  // it would fit, but the step is too high
    EXPECT_EQ(other.x, F(230));
}

TEST_F(MovementTest, LowCeilingBlocksAndDropoffHoldsMonsters) {
    w.sectors[1].ceilingheight = F(40);  // lower than a 56-unit thing
    Mobj& mo = place(MT_POSSESSED, 230, 128);
    EXPECT_FALSE(try_move(w, mo, F(288), F(128)));
    EXPECT_FALSE(w.tm.floatok);

    // A monster standing on a ledge won't step off a 25-unit drop.
    w.sectors[1].ceilingheight = F(128);
    w.sectors[0].floorheight = F(25);
    Mobj& ledge = place(MT_POSSESSED, 200, 200);
    EXPECT_FALSE(try_move(w, ledge, F(250), F(200)));
    ledge.flags |= MF_DROPOFF;
    EXPECT_TRUE(try_move(w, ledge, F(250), F(200)));
}

TEST_F(MovementTest, SolidThingsBlockEachOther) {
    place(MT_POSSESSED, 128, 128);
    Mobj& mo = place(MT_POSSESSED, 64, 128);
    EXPECT_FALSE(try_move(w, mo, F(97), F(128)));  // 31 apart: radii 16 + 16 overlap
    EXPECT_TRUE(try_move(w, mo, F(96), F(128)));   // 32 apart: touching is fine
}

TEST_F(MovementTest, SlideAlongAWall) {
    Mobj& mo = place(MT_PLAYER, 128, 230, MF_SLIDE);
    mo.momx = F(8);
    mo.momy = F(16);
    slide_move(w, mo);
    EXPECT_GT(mo.x, F(128));
    EXPECT_LE(mo.y + mo.radius, F(256));
}

TEST_F(MovementTest, AimFindsTargetStraightAhead) {
    Mobj& shooter = place(MT_PLAYER, 64, 128);
    Mobj& target = place(MT_POSSESSED, 200, 128);
    aim_line_attack(w, shooter, 0, F(1024));
    EXPECT_EQ(w.tm.linetarget, &target);
    // Facing away: nothing.
    aim_line_attack(w, shooter, base::kAng180, F(1024));
    EXPECT_EQ(w.tm.linetarget, nullptr);
}

TEST_F(MovementTest, AimThroughOpenDoorButNotClosedOne) {
    Mobj& shooter = place(MT_PLAYER, 128, 128);
    Mobj& target = place(MT_POSSESSED, 448, 128);
    aim_line_attack(w, shooter, 0, F(1024));
    EXPECT_EQ(w.tm.linetarget, &target);
    w.sectors[1].ceilingheight = 0;
    aim_line_attack(w, shooter, 0, F(1024));
    EXPECT_EQ(w.tm.linetarget, nullptr);
}

TEST_F(MovementTest, SightBlockedByClosedDoor) {
    Mobj& a = place(MT_POSSESSED, 128, 128);
    Mobj& b = place(MT_POSSESSED, 448, 100);
    EXPECT_TRUE(check_sight(w, a, b));
    EXPECT_TRUE(check_sight(w, b, a));
    w.sectors[1].ceilingheight = 0;  // door shut
    EXPECT_FALSE(check_sight(w, a, b));
    EXPECT_FALSE(check_sight(w, b, a));
    w.sectors[1].ceilingheight = F(8);  // barely open: the eyes can't see through
    EXPECT_FALSE(check_sight(w, a, b));
}

TEST_F(MovementTest, SightUsesRejectLookerFirst) {
    Mobj& a = place(MT_POSSESSED, 128, 128);  // sector 0
    Mobj& b = place(MT_POSSESSED, 448, 128);  // sector 2
    // Bit (0 * 3 + 2): from sector 0 to sector 2 only.
    w.level.reject[0] |= 1u << 2;
    EXPECT_FALSE(check_sight(w, a, b));
    EXPECT_TRUE(check_sight(w, b, a));
}

// Vanilla's spechit[] held 8 lines. The 9th and 10th special lines touched
// by one position check overwrote the top and bottom of tmbbox with line
// addresses (doom2.exe's lines[] at 0x01C09C98, 0x3E bytes each), after
// which the box no longer reaches the lines here: the rest go unrecorded.
TEST_F(MovementTest, SpechitOverrunOverwritesTheBox) {
    map::Level level = three_rooms();
    const int room0_side = static_cast<int>(level.sides.size());
    map::Side side;
    side.top_texture = side.bottom_texture = side.mid_texture = "-";
    side.sector = 0;
    level.sides.push_back(side);
    for (int i = 0; i < 14; ++i) {  // short special lines across room 0
        const int v = static_cast<int>(level.vertices.size());
        level.vertices.push_back({F(120 + i), F(120)});
        level.vertices.push_back({F(120 + i), F(136)});
        map::Line l;
        l.v1 = v;
        l.v2 = v + 1;
        l.flags = map::kLineTwoSided;
        l.special = 1;
        l.sides = {room0_side, room0_side};
        level.lines.push_back(l);
    }
    level.blockmap = map::build_blockmap(level.vertices, level.lines, "TEST");
    map::compute_derived_fields(level);
    load_into(w, std::move(level));

    Mobj& mo = place(MT_POSSESSED, 64, 64);
    EXPECT_TRUE(check_position(w, mo, F(128), F(128)));
    ASSERT_EQ(w.tm.spechit.size(), 10u);
    const auto address = [](int line) { return static_cast<fixed_t>(0x01C09C98u + static_cast<unsigned>(line) * 0x3Eu); };
    EXPECT_EQ(w.tm.tmbbox[map::kBoxTop], address(w.tm.spechit[8]));
    EXPECT_EQ(w.tm.tmbbox[map::kBoxBottom], address(w.tm.spechit[9]));
    EXPECT_TRUE(w.overflows.fired(Overflow::Spechit));
    EXPECT_FALSE(w.overflows.fired(Overflow::SpechitUnknown));
}

}  // namespace
