// A UDMF line's `locknumber` and the lock numbers of the locked specials,
// on the small UDMF map of hexen_test_map.h (line 3 between the room and
// the box). ZDoom's rules checked (its P_ActivateLine, P_CheckKeys and
// LOCKDEFS for Doom): a locked line does nothing for one without the key,
// keeps its special and tells a player what it lacks, in the door's words
// for the doors that open at the line (Door_Open, Door_Raise,
// Door_LockedRaise, Door_Animated) and in a switch's words for the rest;
// locks 1-6 ask for one card or skull; an undefined lock opens for no one.
#include <gtest/gtest.h>

#include "sim/hexen_test_map.h"
#include "sim/mobjs.h"

namespace {

using namespace hexen_test;
using namespace sim;

class LineLocks : public HexenLevel {
protected:
    void start_with(const std::string& trigger) {
        start({.trigger = trigger + " playeruse = true;", .box = "heightceiling = 0;"});
    }
    bool use() { return use_special_line(w, player(), 3, 0); }
    Player& me() { return w.players[0]; }
};

TEST_F(LineLocks, ADoorAtTheLineAsksInTheDoorsWords) {
    start_with("special = 12; arg0 = 0; arg1 = 16; arg2 = 150; locknumber = 2;");
    EXPECT_FALSE(use());
    EXPECT_EQ(me().message, "You need a blue card to open this door");
    EXPECT_EQ(w.lines[3].special, 12) << "kept for the next try";
    EXPECT_EQ(box().specialdata, nullptr);
    me().cards[it_blueskull] = true;
    EXPECT_FALSE(use()) << "lock 2 is the blue card, not the skull";
    me().cards[it_bluecard] = true;
    EXPECT_TRUE(use());
    EXPECT_NE(box().specialdata, nullptr);
}

TEST_F(LineLocks, OtherSpecialsAskInASwitchsWords) {
    start_with("special = 20; arg0 = 1; arg1 = 8; arg2 = 16; locknumber = 4;");
    EXPECT_FALSE(use());
    EXPECT_EQ(me().message, "You need a red skull to activate this object");
    me().cards[it_redskull] = true;
    EXPECT_TRUE(use());
}

TEST_F(LineLocks, EitherKeyOfAColourAndEachColour) {
    start_with("special = 20; arg0 = 1; arg1 = 8; arg2 = 16; locknumber = 229; repeatspecial = true;");
    me().cards[it_redcard] = me().cards[it_blueskull] = true;
    EXPECT_FALSE(use());
    EXPECT_EQ(me().message, "You need a key of each colour to activate this object");
    me().cards[it_yellowskull] = true;
    EXPECT_TRUE(use());
}

TEST_F(LineLocks, AnUndefinedLockOpensForNoOne) {
    start_with("special = 12; arg0 = 0; arg1 = 16; arg2 = 150; locknumber = 42;");
    me().cards.fill(true);
    EXPECT_FALSE(use());
    EXPECT_EQ(me().message, "That doesn't seem to work");
}

TEST_F(LineLocks, MonstersNeverPassALockedLine) {
    start({.trigger = "special = 12; arg0 = 0; arg1 = 16; arg2 = 150; locknumber = 100; monstercross = true;",
           .box = "heightceiling = 0;"});
    Mobj* imp = spawn_mobj(w, F(200), F(128), 0, MT_TROOP);
    cross(*imp);
    EXPECT_EQ(box().specialdata, nullptr);
    EXPECT_EQ(w.lines[3].special, 12);
}

}  // namespace
