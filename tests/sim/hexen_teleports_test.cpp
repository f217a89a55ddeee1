// ZDoom's teleports by thing id on the Hexen-type test map: TeleportOther,
// TeleportGroup and TeleportInSector, against ZDoom's p_teleport.cpp:
// where each thing lands, which way it faces, and the fog.
#include <gtest/gtest.h>

#include <string>

#include "sim/hexen_test_map.h"

namespace {

using namespace hexen_test;

// A thing block of the test map, present on every skill in single play.
std::string thing(int x, int y, int type, int id, int angle) {
    return "thing { x = " + std::to_string(x) + ".0; y = " + std::to_string(y) + ".0; type = " + std::to_string(type) +
           "; id = " + std::to_string(id) + "; angle = " + std::to_string(angle) +
           "; skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }\n";
}

class HexenTeleports : public HexenLevel {};

TEST_F(HexenTeleports, TeleportOtherMovesThingsByIdKeepingTheirFacingWithoutFog) {
    // A barrel (id 5) in the room facing north; a destination (id 7) in the box facing west.
    const std::string things = thing(64, 64, 2035, 5, 90) + thing(288, 128, 14, 7, 180);
    start({.trigger = "special = 76; arg0 = 5; arg1 = 7; playercross = true;", .things = things});
    Mobj* barrel = first(MT_BARREL);
    ASSERT_NE(barrel, nullptr);
    cross(player());
    EXPECT_EQ(barrel->x, F(288));
    EXPECT_EQ(barrel->y, F(128));
    EXPECT_EQ(barrel->angle, base::kAng90);
    EXPECT_EQ(count(MT_TFOG), 0);

    start({.trigger = "special = 76; arg0 = 5; arg1 = 7; arg2 = 1; playercross = true;", .things = things});
    barrel = first(MT_BARREL);
    cross(player());
    EXPECT_EQ(barrel->x, F(288));
    EXPECT_EQ(barrel->angle, base::kAng180);  // with fog, the destination's facing
    EXPECT_EQ(count(MT_TFOG), 2);

    // No destination with the id: nothing moves.
    start({.trigger = "special = 76; arg0 = 5; arg1 = 8; playercross = true;", .things = things});
    barrel = first(MT_BARREL);
    cross(player());
    EXPECT_EQ(barrel->x, F(64));
}

// The things in the box (sector id 1) keep their place relative to a map
// spot there (id 8, facing east); the destination in the room faces north,
// so the group turns a quarter left.
TEST_F(HexenTeleports, TeleportInSectorMovesTheSectorsThingsAroundTheDestination) {
    const std::string things = thing(300, 100, 9001, 8, 0) + thing(288, 128, 2035, 0, 0) + thing(96, 200, 14, 7, 90);
    start({.trigger = "special = 78; arg0 = 1; arg1 = 8; arg2 = 7; playercross = true;", .things = things});
    Mobj* barrel = first(MT_BARREL);
    ASSERT_NE(barrel, nullptr);
    cross(player());
    // (-12, 28) from the spot, turned a quarter: (-28, -12) from the
    // destination, within a unit (the sine table's quarter turn is 65535/65536).
    EXPECT_NEAR(barrel->x, F(96 - 28), F(1));
    EXPECT_NEAR(barrel->y, F(200 - 12), F(1));
    EXPECT_EQ(barrel->angle, base::kAng90);
    EXPECT_EQ(player().x, F(128));  // the room's player is not in the box

    // A group id leaves the others where they are.
    start({.trigger = "special = 78; arg0 = 1; arg1 = 8; arg2 = 7; arg4 = 3; playercross = true;", .things = things});
    barrel = first(MT_BARREL);
    cross(player());
    EXPECT_EQ(barrel->x, F(288));
}

TEST_F(HexenTeleports, TeleportGroupMovesTheActivatorOrTheGroupAndMayMoveTheSource) {
    const std::string things = thing(120, 100, 9001, 8, 0) + thing(136, 100, 2035, 5, 0) + thing(288, 100, 14, 7, 0);
    // Group 0: the one who crossed, (8, 28) from the spot, lands (8, 28)
    // from the destination (within a unit: the table's cosine of 0 is 65535/65536).
    start({.trigger = "special = 77; arg1 = 8; arg2 = 7; playercross = true;", .things = things});
    cross(player());
    EXPECT_NEAR(player().x, F(296), F(1));
    EXPECT_NEAR(player().y, F(128), F(1));
    EXPECT_EQ(first(MT_BARREL)->x, F(136));

    // Group 5, the barrel 16 east of the spot; the source moves too, but a
    // map spot is a place, not a thing, so nothing more moves.
    start({.trigger = "special = 77; arg0 = 5; arg1 = 8; arg2 = 7; arg3 = 1; playercross = true;", .things = things});
    cross(player());
    EXPECT_NEAR(first(MT_BARREL)->x, F(304), F(1));
    EXPECT_NEAR(first(MT_BARREL)->y, F(100), F(1));
    EXPECT_EQ(player().x, F(128));

    // Without a source spot it is TeleportOther.
    start({.trigger = "special = 77; arg0 = 5; arg1 = 9; arg2 = 7; playercross = true;", .things = things});
    cross(player());
    EXPECT_EQ(first(MT_BARREL)->x, F(288));
}

}  // namespace
