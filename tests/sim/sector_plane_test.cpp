// The plane arithmetic of sector_plane.h on its own, and bad plane fields
// in a map: heights by hand from the equations, no overflow at the limits
// (the sanitizer build checks), one clear warning for a vertical plane.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "sim/hexen_test_map.h"
#include "sim/sector_plane.h"

namespace {

using hexen_test::F;
using sim::fixed_t;

// z = 64 + (x - 512) / 4: a quarter unit per unit, 64 high at x = 512.
TEST(SectorPlane, HeightFollowsTheRiseFromTheAnchor) {
    const sim::SectorPlane p = sim::make_plane(0.25, 0, F(512), F(0));
    ASSERT_TRUE(p.sloped);
    EXPECT_EQ(sim::plane_z(p, F(64), F(384), F(77)), F(32));
    EXPECT_EQ(sim::plane_z(p, F(64), F(256), F(-5)), 0);
    EXPECT_EQ(sim::plane_z(p, F(64), F(512) + 2, 0), F(64));  // half of 2/65536 rounds down
    // z = 10 - y / 8 anchored at (0, 0).
    const sim::SectorPlane q = sim::make_plane(0, -0.125, 0, 0);
    EXPECT_EQ(sim::plane_z(q, F(10), F(1000), F(80)), 0);
}

TEST(SectorPlane, FlatPlanesAreTheHeightItself) {
    const sim::SectorPlane p = sim::make_plane(1e-9, -1e-9, F(5), F(5));
    EXPECT_FALSE(p.sloped);
    EXPECT_EQ(sim::plane_z(p, F(17), F(-3000), F(3000)), F(17));
}

// Rises past 64 are a wall to any thing; they are clamped, and heights far
// from the anchor saturate rather than wrap.
TEST(SectorPlane, SteepPlanesClampAndSaturate) {
    const sim::SectorPlane p = sim::make_plane(1e6, -1e6, 0, 0);
    EXPECT_EQ(p.rise_x, sim::kMaxRise);
    EXPECT_EQ(p.rise_y, -sim::kMaxRise);
    constexpr fixed_t kMax = std::numeric_limits<fixed_t>::max(), kMin = std::numeric_limits<fixed_t>::min();
    EXPECT_EQ(sim::plane_z(p, kMax, kMax, kMin), kMax);
    EXPECT_EQ(sim::plane_z(p, kMin, kMin, kMax), kMin);
    EXPECT_EQ(sim::plane_z(p, 0, F(1), 0), F(64));
}

class BadPlanes : public hexen_test::HexenLevel {};
using CeilingPlanes = BadPlanes;

// ZDoom: Plane_Align's second argument aligns ceilings as the first does
// floors. Line 3 (x = 256) with arg1 = 2 slopes the box's ceiling (its
// back) from the room's 128 at the line to its own 192 at x = 320:
// z = 128 + (x - 256), 160 at x = 288. The floors stay flat.
TEST_F(CeilingPlanes, PlaneAlignSlopesACeiling) {
    hexen_test::TestMap m;
    m.trigger = "special = 181; arg0 = 0; arg1 = 2;";
    m.box = "heightceiling = 192;";
    start(m);
    EXPECT_TRUE(box().ceilingplane.sloped);
    EXPECT_FALSE(box().floorplane.sloped);
    EXPECT_EQ(box().ceiling_at(F(288), F(100)), F(160));
    EXPECT_EQ(box().ceiling_at(F(256), F(3)), F(128));
    EXPECT_EQ(box().ceilingheight, F(192));
    EXPECT_EQ(w.lines[3].special, 0);
}

// A plane with c = 0 stands upright: no thing could stand on it. ZDoom
// would divide by zero; the map loads with the flat height and a warning
// naming the map and the sector.
TEST_F(BadPlanes, AVerticalPlaneStaysFlatWithAWarning) {
    hexen_test::TestMap m;
    m.box = "heightceiling = 128; floorplane_a = 1.0; floorplane_b = 0.0; floorplane_c = 0.0; floorplane_d = 5.0;";
    testing::internal::CaptureStderr();
    start(m);
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("test.wad: MAP01: the floorplane of sector 1 is vertical"), std::string::npos) << err;
    EXPECT_FALSE(box().floorplane.sloped);
    EXPECT_EQ(box().floorheight, 0);
    EXPECT_FALSE(w.sloped_level);
}

// Three of the four fields are no plane (the spec uses the plane only
// when all are given); a full one sets the height even when flat.
TEST_F(BadPlanes, OnlyAllFourFieldsMakeAPlane) {
    hexen_test::TestMap m;
    m.box = "heightceiling = 128; heightfloor = 8; floorplane_a = 0.5; floorplane_b = 0.0; floorplane_c = 1.0;"
            " ceilingplane_a = 0.0; ceilingplane_b = 0.0; ceilingplane_c = -1.0; ceilingplane_d = 100.0;";
    start(m);
    EXPECT_FALSE(box().floorplane.sloped);
    EXPECT_EQ(box().floorheight, F(8));
    // -z + 100 = 0: a flat ceiling at 100 instead of the 128 given.
    EXPECT_FALSE(box().ceilingplane.sloped);
    EXPECT_EQ(box().ceilingheight, F(100));
}

}  // namespace
