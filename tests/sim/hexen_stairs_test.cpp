// Hexen's stairs (Stairs_BuildUp/Down and their Sync forms, which follow
// the sector types Stairs_Special1 and 2) and ZDoom's synchronised Doom
// stairs, played on tests/data/hexen-specials/stairs.textmap (its header
// says what is where). Expected heights are worked out by hand from
// ZDoom's EV_BuildStairs: each step goes one step height farther than the
// one before; in the Sync forms step k (from 1) moves k times the speed,
// so all arrive together. Speeds are eighths of a unit a tic.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "sim/hash.h"
#include "sim/hexen_data_map.h"
#include "sim/hexen_specials.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"
#include "sim/setup.h"

namespace {

using namespace hexen_test;
using namespace sim;

constexpr int kHexenRow[] = {1, 2, 3, 4, 5};  // types 26, 27, 26, 27, none
constexpr int kDoomRow[] = {6, 7, 8, 9, 10};  // the last with another floor flat
constexpr int kLineIntoStep2 = 7;              // joins steps 1 and 2, step 2 behind it

class HexenStairs : public HexenLevel {
protected:
    // With the flats numbered, so Doom's chain can tell them apart.
    void SetUp() override {
        const hexen_data::DataSource source("stairs");
        setup_level(w, source.load(0, 0), source.textures());
    }
    bool run(int special, std::array<int, 5> args, int line = -1) {
        return run_hexen_special(w, special, args, line, 0, nullptr);
    }
    std::vector<fixed_t> floors(const int (&row)[5]) const {
        std::vector<fixed_t> out;
        for (const int s : row) out.push_back(w.sectors[static_cast<std::size_t>(s)].floorheight);
        return out;
    }
};

std::vector<fixed_t> units(std::initializer_list<int> heights) {
    std::vector<fixed_t> out;
    for (const int h : heights) out.push_back(F(h));
    return out;
}

// Stairs_BuildUp (tag 1, speed 16, step 8): 2 units a tic each; the
// chain goes 26, 27, 26, 27 and stops where no sector has the next type.
TEST_F(HexenStairs, BuildUpFollowsTheAlternatingSectorTypes) {
    EXPECT_TRUE(run(27, {1, 16, 8, 0, 0}));
    EXPECT_FALSE(run(27, {1, 16, 8, 0, 0}));  // still building: locked
    tics(4);
    EXPECT_EQ(floors(kHexenRow), units({8, 8, 8, 8, 0}));
    tics(13);
    EXPECT_EQ(floors(kHexenRow), units({8, 16, 24, 32, 0}));
    for (const int s : kHexenRow) {
        EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].specialdata, nullptr) << s;
        EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].stairlock, 0) << s;
    }
    EXPECT_TRUE(run(27, {1, 16, 8, 0, 0}));  // built: it may go again
}

// Stairs_BuildDownSync (tag 1, speed 16, step 16): steps at 2, 4, 6 and 8
// units a tic, all down in 8 tics.
TEST_F(HexenStairs, BuildDownSyncHasEveryStepArriveTogether) {
    EXPECT_TRUE(run(31, {1, 16, 16, 0, 0}));
    tics(4);
    EXPECT_EQ(floors(kHexenRow), units({-8, -16, -24, -32, 0}));
    tics(4);
    EXPECT_EQ(floors(kHexenRow), units({-16, -32, -48, -64, 0}));
    tics(1);
    for (const int s : kHexenRow) EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].specialdata, nullptr) << s;
}

// A step already moving is passed over, its height counted: the steps
// after it stand where they would have.
TEST_F(HexenStairs, AMovingStepIsPassedOverAndCounted) {
    EXPECT_TRUE(run(23, {0, 8, 64, 0, 0}, kLineIntoStep2));  // Floor_RaiseByValue, step 2 alone
    EXPECT_TRUE(run(27, {1, 16, 8, 0, 0}));
    tics(20);
    EXPECT_EQ(floors(kHexenRow), units({8, 20, 24, 32, 0}));
}

// Stairs_BuildUpDoomSync (tag 2, speed 16, step 16): Doom's chain (lines
// whose front is the step, the same floor flat), speeds 2, 4, 6, 8.
TEST_F(HexenStairs, BuildUpDoomSyncFollowsDoomsChain) {
    EXPECT_TRUE(run(271, {2, 16, 16, 0, 0}));
    tics(4);
    EXPECT_EQ(floors(kDoomRow), units({8, 16, 24, 32, 0}));
    tics(4);
    EXPECT_EQ(floors(kDoomRow), units({16, 32, 48, 64, 0}));
    EXPECT_EQ(w.sectors[0].floorheight, 0);  // the room is in front of the first step, not behind it
    EXPECT_EQ(floors(kHexenRow), units({0, 0, 0, 0, 0}));
}

TEST_F(HexenStairs, BuildDownDoomSyncLowersTheChain) {
    EXPECT_TRUE(run(272, {2, 32, 8, 0, 0}));  // 4, 8, 12, 16 units a tic
    tics(2);
    EXPECT_EQ(floors(kDoomRow), units({-8, -16, -24, -32, 0}));
}

// Stairs_BuildUp (tag 1, speed 16, step 8, delay 3, reset 30), as ZDoom's
// DFloor::Tick times stairs: after each 4 tics of moving (a step height
// at 2 units a tic) a step stands 3 tics; an arrived step waits; 30 tics
// after the start each step turns back to where it began, arriving a tic
// after it gets there. (Heights worked out by stepping that rule by hand.)
TEST_F(HexenStairs, BuildUpPausesBetweenStepsAndResets) {
    EXPECT_TRUE(run(27, {1, 16, 8, 3, 30}));
    tics(4);
    EXPECT_EQ(floors(kHexenRow), units({8, 8, 8, 8, 0}));
    tics(3);  // the pause
    EXPECT_EQ(floors(kHexenRow), units({8, 8, 8, 8, 0}));
    tics(1);
    EXPECT_EQ(floors(kHexenRow), units({8, 10, 10, 10, 0}));
    tics(21);
    EXPECT_EQ(floors(kHexenRow), units({8, 16, 24, 32, 0}));
    EXPECT_FALSE(run(27, {1, 16, 8, 3, 30}));  // standing, waiting for the reset: still locked
    tics(1);
    EXPECT_EQ(floors(kHexenRow), units({6, 14, 22, 30, 0}));
    tics(15);
    EXPECT_EQ(floors(kHexenRow), units({0, 0, 0, 0, 0}));
    EXPECT_NE(w.sectors[4].specialdata, nullptr);  // the last step arrives in the next tic
    tics(1);
    for (const int s : kHexenRow) {
        EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].specialdata, nullptr) << s;
        EXPECT_EQ(w.sectors[static_cast<std::size_t>(s)].stairlock, 0) << s;
    }
}

// Without a delay or a reset the steps go as they always did: Doom's
// chain (Stairs_BuildUpDoom, tag 2) with reset 20 goes back, without
// stays.
TEST_F(HexenStairs, DoomStairsResetOnlyWhenAsked) {
    EXPECT_TRUE(run(217, {2, 16, 8, 0, 20}));
    tics(20);  // the fourth step got to 32 in tic 16; it turns back in tic 20
    EXPECT_EQ(floors(kDoomRow), units({6, 14, 22, 30, 0}));
    tics(16);
    EXPECT_EQ(floors(kDoomRow), units({0, 0, 0, 0, 0}));
    EXPECT_TRUE(run(217, {2, 16, 8, 0, 0}));
    tics(30);
    EXPECT_EQ(floors(kDoomRow), units({8, 16, 24, 32, 0}));
}

TEST(HexenStairsSavegame, AStaircaseHalfBuiltComesBackAsItWas) {
    hexen_data::DataSource source("stairs");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    ASSERT_TRUE(run_hexen_special(saved, 32, {1, 16, 16, 0, 0}, -1, 0, nullptr));  // Stairs_BuildUpSync
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 3; ++i) run_tic(saved, source, cmds);

    World loaded(defs);
    load_game(loaded, source, save_game(saved, "stairs"), "stairs.sav");
    // Locked in the loaded game too, until built.
    EXPECT_FALSE(run_hexen_special(loaded, 32, {1, 16, 16, 0, 0}, -1, 0, nullptr));
    for (int i = 0; i < 10; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
    }
    EXPECT_EQ(loaded.sectors[4].floorheight, F(64));
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
    EXPECT_TRUE(run_hexen_special(loaded, 32, {1, 16, 16, 0, 0}, -1, 0, nullptr));
}

// A staircase saved in a pause, with its reset to come, plays on alike.
TEST(HexenStairsSavegame, PausesAndResetsComeBackAsTheyWere) {
    hexen_data::DataSource source("stairs");
    Definitions defs;
    World saved(defs);
    new_game(saved, source, GameOptions{});
    ASSERT_TRUE(run_hexen_special(saved, 27, {1, 16, 8, 3, 30}, -1, 0, nullptr));
    const std::array<Ticcmd, kMaxPlayers> cmds{};
    for (int i = 0; i < 5; ++i) run_tic(saved, source, cmds);
    World loaded(defs);
    load_game(loaded, source, save_game(saved, "stairs"), "stairs.sav");
    for (int i = 0; i < 45; ++i) {
        run_tic(saved, source, cmds);
        run_tic(loaded, source, cmds);
        ASSERT_EQ(loaded.sectors[4].floorheight, saved.sectors[4].floorheight) << "tic " << i;
    }
    EXPECT_EQ(world_hash(loaded), world_hash(saved));
    EXPECT_EQ(loaded.sectors[4].floorheight, 0);
    EXPECT_EQ(loaded.sectors[4].specialdata, nullptr);
}

}  // namespace
