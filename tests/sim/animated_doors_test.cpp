// ZDoom's animated doors (Door_Animated 14, Door_AnimatedClose 274) on the
// small UDMF map of hexen_test_map.h: the box (sector 1, tag 1) is the
// door, shut (ceiling 0), and line 3's front side shows the door texture
// above. ZDoom's rules checked (DAnimatedDoor, a_doors.cpp): the ceiling
// goes up at once by the door texture's height; the line blocks and its
// middle shows the door, then each frame after `speed` tics more; with the
// last frame the doorway opens; after `delay` tics, unless something
// stands in it, it blocks again, the frames run backwards and the ceiling
// comes down; a player using it while it waits open closes it;
// Door_AnimatedClose closes only a door waiting open.
#include <gtest/gtest.h>

#include "sim/animated_doors.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/movement.h"
#include "sim/savegame.h"

namespace {

using namespace hexen_test;
using namespace sim;

constexpr int kDoor = 2, kHalf = 3, kOpen = 4;  // texture numbers: the door and its frames

class AnimatedDoors : public ::testing::Test {
protected:
    AnimatedDoors() {
        source.numbers.textures = {{"-", 0}, {"STARTAN3", 1}, {"DOOR", kDoor}, {"DOORHALF", kHalf}, {"DOOROPEN", kOpen}};
        source.numbers.texture_heights = {128, 128, 72, 72, 72};
        source.numbers.door_animations = {{kDoor, {kDoor, kHalf, kOpen}}};
    }
    void start(const std::string& trigger) {
        source.map.trigger = trigger + " playeruse = true; repeatspecial = true;";
        source.map.box = "heightceiling = 0;";
        new_game(w, source, GameOptions{});
        w.sides[3].toptexture = kDoor;
    }
    Mobj& me() { return *w.players[0].mo; }
    bool use() { return use_special_line(w, me(), 3, 0); }
    void tics(int n) {
        for (int i = 0; i < n; ++i) run_tic(w, source, idle);
    }
    bool blocks() const { return w.lines[3].flags & map::kLineBlocking; }
    int middle() const { return w.sides[3].midtexture; }
    const AnimatedDoor* door() const { return static_cast<const AnimatedDoor*>(w.sectors[1].specialdata); }

    Definitions defs;
    World w{defs};
    TestSource source;
    const std::array<Ticcmd, kMaxPlayers> idle{};
};

TEST_F(AnimatedDoors, OpensFrameByFrameWaitsAndClosesBackwards) {
    start("special = 14; arg0 = 0; arg1 = 4; arg2 = 35;");
    ASSERT_TRUE(use());
    EXPECT_EQ(w.sectors[1].ceilingheight, F(72)) << "up at once by the texture's height";
    EXPECT_TRUE(blocks());
    EXPECT_EQ(middle(), kDoor);
    tics(4);
    EXPECT_EQ(middle(), kDoor);
    tics(1);
    EXPECT_EQ(middle(), kHalf) << "the second frame after 4 + 1 tics";
    tics(5);
    EXPECT_EQ(middle(), kOpen);
    EXPECT_TRUE(blocks());
    tics(5);
    EXPECT_FALSE(blocks()) << "past the last frame: open";
    ASSERT_NE(door(), nullptr);
    EXPECT_EQ(door()->status, AnimatedDoor::Status::Waiting);
    tics(36);
    EXPECT_TRUE(blocks()) << "closing after its 35 tics";
    EXPECT_EQ(door()->status, AnimatedDoor::Status::Closing);
    tics(10);
    EXPECT_EQ(middle(), kHalf) << "the frames backwards, from the last but one";
    tics(5);
    EXPECT_EQ(middle(), kDoor);
    EXPECT_EQ(w.sectors[1].ceilingheight, F(72));
    tics(5);
    EXPECT_EQ(w.sectors[1].ceilingheight, 0) << "shut";
    EXPECT_EQ(w.sectors[1].specialdata, nullptr);
    EXPECT_FALSE(blocks()) << "the line blocks as it did before";
}

TEST_F(AnimatedDoors, SomethingInTheDoorwayKeepsItOpen) {
    start("special = 14; arg0 = 0; arg1 = 1; arg2 = 10;");
    ASSERT_TRUE(use());
    tics(6);
    ASSERT_EQ(door()->status, AnimatedDoor::Status::Waiting);
    ASSERT_TRUE(try_move(w, me(), F(260), F(128))) << "into the doorway";
    tics(30);
    EXPECT_EQ(door()->status, AnimatedDoor::Status::Waiting);
    EXPECT_FALSE(blocks());
    ASSERT_TRUE(try_move(w, me(), F(200), F(128)));
    tics(11 + 8);  // a retry within its delay, then four frames of two tics
    EXPECT_EQ(w.sectors[1].specialdata, nullptr);
    EXPECT_EQ(w.sectors[1].ceilingheight, 0) << "shut once the doorway is clear";
}

TEST_F(AnimatedDoors, UsingItWhileOpenClosesItAndAnimatedCloseClosesATaggedOne) {
    start("special = 14; arg0 = 0; arg1 = 1; arg2 = 1000;");
    ASSERT_TRUE(use());
    EXPECT_FALSE(use()) << "still opening";
    tics(6);
    ASSERT_EQ(door()->status, AnimatedDoor::Status::Waiting);
    EXPECT_TRUE(use());
    EXPECT_EQ(door()->status, AnimatedDoor::Status::Closing);
    tics(10);
    ASSERT_EQ(w.sectors[1].specialdata, nullptr);

    EXPECT_FALSE(run_hexen_special(w, 274, {1, 1, 0, 0, 0}, -1, 0, nullptr)) << "nothing open to close";
    ASSERT_TRUE(run_hexen_special(w, 14, {1, 1, 1000, 0, 0}, -1, 0, nullptr)) << "by tag";
    tics(6);
    ASSERT_EQ(door()->status, AnimatedDoor::Status::Waiting);
    run_hexen_special(w, 274, {1, 1, 0, 0, 0}, -1, 0, nullptr);
    EXPECT_EQ(door()->status, AnimatedDoor::Status::Closing);
}

TEST_F(AnimatedDoors, ALineWithoutAnAnimatedTextureDoesNothing) {
    start("special = 14; arg0 = 0; arg1 = 4; arg2 = 35;");
    w.sides[3].toptexture = 1;
    EXPECT_FALSE(use());
    EXPECT_EQ(w.sectors[1].ceilingheight, 0);
}

TEST_F(AnimatedDoors, ASavegameCarriesADoorHalfOpen) {
    start("special = 14; arg0 = 0; arg1 = 4; arg2 = 35;");
    ASSERT_TRUE(use());
    tics(7);
    World loaded(defs);
    load_game(loaded, source, save_game(w, "door"), "door.sav");
    for (int i = 0; i < 40; ++i) {
        run_tic(w, source, idle);
        run_tic(loaded, source, idle);
        ASSERT_EQ(loaded.sides[3].midtexture, w.sides[3].midtexture) << "tic " << i;
        ASSERT_EQ(loaded.lines[3].flags, w.lines[3].flags) << "tic " << i;
        ASSERT_EQ(loaded.sectors[1].ceilingheight, w.sectors[1].ceilingheight) << "tic " << i;
    }
}

}  // namespace
