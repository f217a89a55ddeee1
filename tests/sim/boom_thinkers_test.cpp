// Boom's scrollers, friction and pushers (boom_thinkers.h) on the map of
// boom_test_map.h, for what a ghost cannot see: texture and flat offsets,
// and the first tic's push. Line 3 runs south, 256 long, from the room
// (its front) to box A: Boom's speed is the line's (dx, dy) / 32, here
// (0, -8) units a tic; carrying takes 3/32 of it (boomref.txt).
#include <gtest/gtest.h>

#include "sim/boom_thinkers.h"
#include "boom_test_map.h"

namespace {

using namespace boom_test;

std::string trigger(int special, int tag) {
    return "special = " + std::to_string(special) + "; arg0 = " + std::to_string(tag) + ";";
}

class BoomThinkers : public BoomLevel {
protected:
    void put_player(int x) {
        Mobj& mo = player();
        unset_thing_position(w, mo);
        mo.x = F(x);
        mo.y = F(128);
        set_thing_position(w, mo);
        mo.z = mo.floorz = 0;
    }
    SideState& front3() { return w.sides[static_cast<std::size_t>(w.level.lines[3].sides[0])]; }
};

TEST_F(BoomThinkers, Type85ScrollsTheWallOneUnitATic) {
    start({.trigger = trigger(85, 0)});
    tics(5);
    EXPECT_EQ(front3().textureoffset, -F(5));
    EXPECT_EQ(front3().rowoffset, 0);
}

TEST_F(BoomThinkers, CeilingAndFloorScrollAlongTheLine) {
    start({.trigger = trigger(250, 1)});
    tics(3);
    EXPECT_EQ(a().ceiling_xoffs, 0);
    EXPECT_EQ(a().ceiling_yoffs, -F(24));
    EXPECT_EQ(a().floor_yoffs, 0);

    start({.trigger = trigger(251, 1)});
    tics(3);
    EXPECT_EQ(a().floor_yoffs, -F(24));
    EXPECT_EQ(a().ceiling_yoffs, 0);
}

TEST_F(BoomThinkers, VanillaLevelsScrollNothing) {
    start({.trigger = trigger(251, 1)}, CompLevel::Vanilla);
    tics(3);
    EXPECT_EQ(a().floor_yoffs, 0);
}

TEST_F(BoomThinkers, CarryingFloorPushesWhatTouchesIt) {
    // 3/32 of -8 units: -0.75 a tic, added after the player's own move.
    start({.trigger = trigger(252, 1)});
    put_player(288);
    tics(1);
    EXPECT_EQ(player().momx, 0);
    EXPECT_EQ(player().momy, -F(3) / 4);
    EXPECT_EQ(a().floor_yoffs, 0);  // carrying only

    // Centred in the room but its box over line 3: it touches A too.
    start({.trigger = trigger(252, 1)});
    put_player(250);
    tics(1);
    EXPECT_EQ(player().momy, -F(3) / 4);

    start({.trigger = trigger(252, 1)});
    put_player(200);
    tics(1);
    EXPECT_EQ(player().momy, 0);
}

TEST_F(BoomThinkers, Type253ScrollsAndCarries) {
    start({.trigger = trigger(253, 1)});
    put_player(288);
    tics(1);
    EXPECT_EQ(a().floor_yoffs, -F(8));
    EXPECT_EQ(player().momy, -F(3) / 4);
}

TEST_F(BoomThinkers, Type255ScrollsByTheSidesOffsets) {
    // x offset 16 scrolls 16 left a tic, y offset 8 scrolls 8 up.
    start({.trigger = trigger(255, 0), .side3 = "offsetx = 16; offsety = 8;"});
    tics(2);
    EXPECT_EQ(front3().textureoffset, F(16) - F(32));
    EXPECT_EQ(front3().rowoffset, F(8) + F(16));
}

TEST_F(BoomThinkers, Type254ScrollsTaggedWallsAsTheLineRuns) {
    // Line 4 runs south like line 3: moving along it is an 8-unit
    // horizontal scroll a tic, to within the sine table's rounding.
    for (CompLevel level : {CompLevel::Boom, CompLevel::Mbf}) {
        start({.trigger = trigger(254, 5), .line4 = "arg0 = 5;"}, level);
        tics(4);
        const SideState& side = w.sides[static_cast<std::size_t>(w.level.lines[4].sides[0])];
        EXPECT_NEAR(side.textureoffset, -F(32), 4 * 16);
        EXPECT_EQ(side.rowoffset, 0);
        EXPECT_EQ(front3().textureoffset, 0);  // not its own line
    }
}

TEST_F(BoomThinkers, DisplacementScrollsAsTheControlSectorMoves) {
    // 246: the floor of A scrolls by the room's (line 3's front sector's)
    // height change times the speed: 2 units up, -16.
    start({.trigger = trigger(246, 1)});
    room().floorheight += F(2);
    tics(1);
    EXPECT_EQ(a().floor_yoffs, -F(16));
    tics(2);
    EXPECT_EQ(a().floor_yoffs, -F(16));
}

TEST_F(BoomThinkers, AccelerativeScrollsKeepTheirSpeed) {
    // 215: as 246, but the speed adds up and stays.
    start({.trigger = trigger(215, 1)});
    room().floorheight += F(2);
    tics(1);
    EXPECT_EQ(a().floor_yoffs, -F(16));
    tics(2);
    EXPECT_EQ(a().floor_yoffs, -F(48));
    room().floorheight -= F(2);
    tics(1);
    EXPECT_EQ(a().floor_yoffs, -F(48));
}

TEST_F(BoomThinkers, FrictionLineSetsTheTaggedSectors) {
    // Length 256: 0x1eb8 * 256 / 0x80 + 0xd000 = 68976, and a move
    // factor of (0x10092 - 68976) * 0x70 / 0x158 = -1072 (truncated).
    // MBF keeps friction within 1 and the factor at 32 or more.
    start({.trigger = trigger(223, 1), .a = "heightceiling = 128; special = 256;"});
    EXPECT_EQ(a().friction, 68976);
    EXPECT_EQ(a().movefactor, -1072);
    EXPECT_EQ(room().friction, kOrigFriction);
    start({.trigger = trigger(223, 1), .a = "heightceiling = 128; special = 256;"}, CompLevel::Mbf);
    EXPECT_EQ(a().friction, base::kFracUnit);
    EXPECT_EQ(a().movefactor, 32);
}

TEST_F(BoomThinkers, WindAndCurrentPushOnlyWithThePushBit) {
    // Wind on the ground: half of 256 units, << 9: one unit a tic south.
    start({.trigger = trigger(224, 1), .a = "heightceiling = 128; special = 512;"});
    put_player(288);
    tics(1);
    EXPECT_EQ(player().momy, -F(1));
    // Current on the ground: the whole 256, two units.
    start({.trigger = trigger(225, 1), .a = "heightceiling = 128; special = 512;"});
    put_player(288);
    tics(1);
    EXPECT_EQ(player().momy, -F(2));
    start({.trigger = trigger(225, 1)});
    put_player(288);
    tics(1);
    EXPECT_EQ(player().momy, 0);
}

}  // namespace
