// ZDoom's slope things (P_SpawnSlopeMakers) on the small UDMF map of
// hexen_test_map.h: the room (sector 0, x 0-256) and the box beside it
// (sector 1, tag 1, x 256-320), both floors at 0; line 3 runs between
// them along x = 256. Expected heights are worked out here from each
// thing's rule.
#include <gtest/gtest.h>

#include <string>

#include "sim/hexen_test_map.h"

namespace {

using namespace hexen_test;
using namespace sim;

std::string thing(int type, int x, int y, const std::string& fields) {
    return "thing { type = " + std::to_string(type) + "; x = " + std::to_string(x) + ".0; y = " + std::to_string(y) +
           ".0; " + fields + " }\n";
}

double units(fixed_t v) { return v / 65536.0; }

class SlopeThings : public HexenLevel {
protected:
    double room_floor(int x, int y) { return units(w.sectors[0].floor_at(F(x), F(y))); }
    double box_floor(int x, int y) { return units(box().floor_at(F(x), F(y))); }
    double box_ceiling(int x, int y) { return units(box().ceiling_at(F(x), F(y))); }
};

// SetFloorSlope: the plane through the thing (16 above the floor) tilted
// 45° from level toward its facing, east: it falls a unit a unit east.
TEST_F(SlopeThings, SetFloorSlopeTiltsThePlaneTowardTheThingsFacing) {
    TestMap m;
    m.things = thing(9502, 128, 128, "angle = 0; height = 16.0; arg0 = 45;");
    start(m);
    EXPECT_TRUE(w.sloped_level);
    EXPECT_NEAR(room_floor(128, 128), 16, 1e-3);
    EXPECT_NEAR(room_floor(160, 128), 16 - 32, 1e-3);
    EXPECT_NEAR(room_floor(96, 40), 16 + 32, 1e-3);
    EXPECT_NEAR(box_floor(300, 128), 0, 1e-9) << "the box is not the thing's sector";
}

// A tilt of 90° is level; one out of range is held within 1-179°.
TEST_F(SlopeThings, SetFloorSlopeAtNinetyDegreesStaysLevel) {
    TestMap m;
    m.things = thing(9502, 128, 128, "angle = 90; height = 24.0; arg0 = 90;");
    start(m);
    EXPECT_NEAR(room_floor(10, 10), 24, 1e-3);
    EXPECT_NEAR(room_floor(250, 250), 24, 1e-3);
}

// SlopeFloorPointLine in the box, 64 above its floor at x = 300: the
// box's floor keeps its height along line 3 (id 9) and meets the point.
TEST_F(SlopeThings, SlopeFloorPointLineHingesThePlaneOnTheLine) {
    TestMap m;
    m.trigger = "id = 9;";
    m.things = thing(9500, 300, 128, "height = 64.0; arg0 = 9;");
    start(m);
    EXPECT_NEAR(box_floor(256, 20), 0, 1e-3);
    EXPECT_NEAR(box_floor(256, 240), 0, 1e-3);
    EXPECT_NEAR(box_floor(300, 5), 64, 1e-3);
    EXPECT_NEAR(box_floor(278, 128), 32, 1e-3);
    EXPECT_NEAR(room_floor(128, 128), 0, 1e-9) << "the room is on the line's other side";
}

// SlopeCeilingPointLine the same way for the box's ceiling (128), 32
// above it at the thing.
TEST_F(SlopeThings, SlopeCeilingPointLineTiltsTheCeiling) {
    TestMap m;
    m.trigger = "id = 9;";
    m.things = thing(9501, 300, 128, "height = 32.0; arg0 = 9;");
    start(m);
    EXPECT_NEAR(box_ceiling(256, 100), 128, 1e-3);
    EXPECT_NEAR(box_ceiling(300, 100), 160, 1e-3);
    EXPECT_NEAR(box_floor(300, 100), 0, 1e-9);
}

// VavoomFloor: the box's line whose first argument is the thing's id
// stays at the floor's height; the thing's height (48) is absolute.
TEST_F(SlopeThings, VavoomFloorRisesFromItsLineToTheThing) {
    TestMap m;
    m.room_floor = "heightfloor = 8;";
    m.trigger = "arg0 = 3;";
    m.things = thing(1500, 288, 128, "id = 3; height = 48.0;");
    start(m);
    EXPECT_NEAR(box_floor(256, 128), 0, 1e-3);
    EXPECT_NEAR(box_floor(288, 60), 48, 1e-3);
    EXPECT_NEAR(box_floor(320, 60), 96, 1e-3);
}

// CopyFloorPlane in the room takes the first sector tagged 1, the box,
// whose floor the point-line thing tilted first.
TEST_F(SlopeThings, CopyFloorPlaneTakesTheTaggedSectorsPlane) {
    TestMap m;
    m.trigger = "id = 9;";
    m.things = thing(9500, 300, 128, "height = 44.0; arg0 = 9;") + thing(9510, 64, 64, "arg0 = 1;");
    start(m);
    EXPECT_NEAR(box_floor(300, 0), 44, 1e-3);
    EXPECT_NEAR(room_floor(256, 50), 0, 1e-3);
    EXPECT_NEAR(room_floor(212, 50), -44, 1e-3) << "a unit down a unit west of the line";
}

// A slope thing right on its line makes no plane: the planes stay flat.
TEST_F(SlopeThings, AThingOnItsLineLeavesThePlanesFlat) {
    TestMap m;
    m.trigger = "id = 9;";
    m.things = thing(9500, 256, 128, "height = 0.0; arg0 = 9;");
    start(m);
    EXPECT_FALSE(w.sloped_level);
}

}  // namespace
