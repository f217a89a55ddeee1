// DeHackEd patches whose frames never settle: a cycle of 0-tic frames, and
// an action that re-enters the state machine. The original hangs or
// overflows its stack on both; here the game stops with an error naming the
// frames and the patch, and a cycle is reported when the patch is applied.
#include "sim/state_guard.h"

#include <array>
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "base/log.h"
#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/wad_level_source.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

using namespace sim;

// The patches' warnings are part of what is tested, not of the test's output.
class StateGuard : public ::testing::Test {
protected:
    void SetUp() override { base::set_log_quiet(true); }
    void TearDown() override { base::set_log_quiet(false); }
};

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "missing: " << (part) << "\nin:\n" << (text)

// Frame 10 is the pistol's ready frame (S_PISTOL, A_WeaponReady), which a
// new player's pistol reaches a few tics after the level starts.
constexpr const char* kReadyLoopsToItself =
    "Patch File for DeHackEd v3.0\nDoom version = 21\nPatch format = 6\n\n"
    "Frame 10\nDuration = 0\nNext frame = 10\n";
// A_Raise on the ready frame: raising a raised weapon enters the ready
// frame again, which raises again, each inside the last.
constexpr const char* kReadyRaisesAgain = "[CODEPTR]\nFRAME 10 = Raise\n";

const wad::Archive& freedoom2() {
    static const wad::Archive archive = [] {
        wad::Archive a;
        a.add_file(test_support::iwad("freedoom2.wad"));
        return a;
    }();
    return archive;
}

// Plays MAP01 with no input until the game stops; the error's message, or
// "" when 35 tics ran.
std::string play_until_stopped(const Definitions& defs) {
    const WadLevelSource source(freedoom2());
    auto world = std::make_unique<World>(defs);
    new_game(*world, source, GameOptions{});
    const std::array<Ticcmd, kMaxPlayers> idle{};
    try {
        for (int tic = 0; tic < 35; ++tic) run_tic(*world, source, idle);
    } catch (const RunawayStates& e) {
        EXPECT_EQ(world->state_change_depth, 0) << "the depth count must unwind with the error";
        return e.what();
    }
    return "";
}

TEST_F(StateGuard, TheBuiltInTablesHaveNoZeroTicCycle) { EXPECT_TRUE(zero_tic_cycles(Definitions{}).empty()); }

TEST_F(StateGuard, ACycleIsReportedWhenThePatchIsApplied) {
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs, kReadyLoopsToItself, "loop.deh");
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].source, "loop.deh");
    EXPECT_HAS(diagnostics[0].message, "frames 10 (A_WeaponReady) -> 10 (A_WeaponReady) (changed by loop.deh)");
    EXPECT_HAS(diagnostics[0].message, "lead back to themselves with 0 tics");
}

TEST_F(StateGuard, ALongerCycleIsListedFromItsLowestFrame) {
    Definitions defs;
    apply_dehacked(defs, "Frame 176\nDuration = 0\nNext frame = 175\n\nFrame 175\nDuration = 0\nNext frame = 176\n",
                   "two.deh");
    const auto cycles = zero_tic_cycles(defs);
    ASSERT_EQ(cycles.size(), 1u);
    EXPECT_EQ(cycles[0], (std::vector<StateNum>{static_cast<StateNum>(175), static_cast<StateNum>(176),
                                                static_cast<StateNum>(175)}));
}

TEST_F(StateGuard, AZeroTicCycleStopsTheGameNamingFramesAndPatch) {
    Definitions defs;
    apply_dehacked(defs, kReadyLoopsToItself, "loop.deh");
    const std::string message = play_until_stopped(defs);
    EXPECT_HAS(message, "frames 10 (A_WeaponReady) -> 10 (A_WeaponReady) (changed by loop.deh)");
    EXPECT_HAS(message, "change without end within one tic");
}

TEST_F(StateGuard, ReenteringActionsStopBeforeTheStackGrowsWithoutBound) {
    Definitions defs;
    EXPECT_TRUE(apply_dehacked(defs, kReadyRaisesAgain, "raise.deh").empty());
    const std::string message = play_until_stopped(defs);
    EXPECT_HAS(message, "frame 10 (A_Raise) (changed by raise.deh)");
    EXPECT_HAS(message, "nest more than " + std::to_string(kMostNestedStateChanges) + " deep");
}

TEST_F(StateGuard, UnpatchedTablesPlayOn) {
    EXPECT_EQ(play_until_stopped(Definitions{}), "");
}

TEST_F(StateGuard, NestingCountsDownAsEachChangeEnds) {
    const Definitions defs;
    int depth = 0;
    {
        const NestedStateChange outer(depth, defs, S_PLAY);
        {
            const NestedStateChange inner(depth, defs, S_PLAY);
            EXPECT_EQ(depth, 2);
        }
        EXPECT_EQ(depth, 1);
    }
    EXPECT_EQ(depth, 0);
    depth = kMostNestedStateChanges;
    EXPECT_THROW(NestedStateChange(depth, defs, S_PLAY), RunawayStates);
    EXPECT_EQ(depth, kMostNestedStateChanges);
}

}  // namespace
