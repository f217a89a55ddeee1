// ZDoom's switch range (UDMF `checkswitchrange`) on the small UDMF map of
// hexen_test_map.h: the player at (128, 128) faces line 3 at x = 256,
// whose front side carries the switch. ZDoom's rules checked (its
// P_CheckSwitchRange): with the field, a switch on the upper part is
// reached only by a user whose top is above the opening's top, one on the
// lower part only by a user whose feet are below the opening's bottom, a
// one-sided line only between its sector's floor and ceiling; without the
// field, or on a line showing no switch out of reach, the old rule stands.
#include <gtest/gtest.h>

#include "sim/hexen_test_map.h"
#include "sim/switch_range.h"

namespace {

using namespace hexen_test;
using namespace sim;

constexpr int kSwitchOff = 7, kSwitchOn = 8;

class SwitchRange : public HexenLevel {
protected:
    void start_with(const std::string& fields, const std::string& box) {
        start({.trigger = "special = 20; arg0 = 1; arg1 = 8; arg2 = 8; playeruse = true; repeatspecial = true; " + fields,
               .box = box});
        w.textures.switches = {{kSwitchOff, kSwitchOn}};
    }
    SideState& front() { return w.sides[3]; }
    bool reaches() { return reaches_switch(w, 3, 0, player()); }
};

TEST_F(SwitchRange, AnUpperSwitchAboveTheUsersHeadIsOutOfReach) {
    start_with("checkswitchrange = true;", "heightceiling = 72;");
    front().toptexture = kSwitchOff;
    EXPECT_FALSE(reaches()) << "the player's top (56) is below the opening's top (72)";
    EXPECT_FALSE(use_special_line(w, player(), 3, 0));
    box().ceilingheight = F(40);
    EXPECT_TRUE(reaches()) << "now the upper part comes down to 40";
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
}

TEST_F(SwitchRange, ALowerSwitchIsReachedFromBelowTheOpeningsBottom) {
    start_with("checkswitchrange = true;", "heightfloor = 24; heightceiling = 128;");
    front().bottomtexture = kSwitchOff;
    EXPECT_TRUE(reaches());
    player().z = F(32);
    EXPECT_FALSE(reaches()) << "feet above the step the switch is on";
}

TEST_F(SwitchRange, WithoutTheFieldEverySwitchIsReached) {
    start_with("", "heightceiling = 72;");
    front().toptexture = kSwitchOff;
    EXPECT_TRUE(reaches());
    EXPECT_TRUE(use_special_line(w, player(), 3, 0));
}

TEST_F(SwitchRange, WithNoSwitchShowingEitherPartWillDo) {
    start_with("checkswitchrange = true;", "heightfloor = 24; heightceiling = 128;");
    EXPECT_TRUE(reaches()) << "the lower part is at the player's feet";
    box().floorheight = 0;
    EXPECT_FALSE(reaches()) << "an opening from floor to ceiling: nothing to press";
}

TEST_F(SwitchRange, AOneSidedLineIsReachedBetweenItsFloorAndCeiling) {
    start({.north_wall = "special = 20; arg0 = 1; arg1 = 8; arg2 = 8; playeruse = true; checkswitchrange = true;"});
    player().angle = base::kAng90;  // facing the north wall
    EXPECT_TRUE(reaches_switch(w, 1, 0, player()));
    player().z = F(129);
    EXPECT_FALSE(reaches_switch(w, 1, 0, player())) << "above the room's ceiling";
    player().z = -F(57);
    EXPECT_FALSE(reaches_switch(w, 1, 0, player())) << "wholly below its floor";
}

}  // namespace
