// -timer and -avg (P_SpawnSpecials and P_UpdateSpecials): a deathmatch
// level with a time limit ends on the tic its minutes run out, counted
// from the level's start; without deathmatch, or without a limit, it
// never ends by time; a savegame keeps the time left. Chocolate Doom
// agrees to the second: a deathmatch demo of 2300 idle tics on MAP01
// played with `chocolate-doom -timer 1 -timedemo … -statdump` ends the
// level at "Time: 1:00", and `brimstone demo … -timer 1 --trace` leaves
// it after leveltime 2100.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <vector>

#include "sim/game.h"
#include "sim/savegame.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

std::unique_ptr<sim::World> start(const test_support::IwadData& data, int deathmatch, int timelimit) {
    auto w = std::make_unique<sim::World>(data.defs);
    sim::GameOptions opts;
    opts.mode = data.source->mode();
    opts.deathmatch = deathmatch;
    opts.timelimit = timelimit;
    sim::new_game(*w, *data.source, opts);
    return w;
}

// Tics until the level is left (the intermission begins), at most `most`.
int tics_to_exit(sim::World& w, const sim::LevelSource& source, int most) {
    const std::array<sim::Ticcmd, sim::kMaxPlayers> idle{};
    for (int tic = 1; tic <= most; ++tic) {
        sim::run_tic(w, source, idle);
        if (w.gamestate != sim::GameState::Level) return tic;
    }
    return -1;
}

TEST(LevelTimer, ADeathmatchLevelEndsWhenItsMinutesRunOut) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    auto w = start(data, 1, 1);
    EXPECT_TRUE(w->level_timer);
    // 60 × 35 tics of the level, then the tic G_ExitLevel's action is taken.
    EXPECT_EQ(tics_to_exit(*w, *data.source, 3000), 60 * 35 + 1);
    EXPECT_EQ(w->gamestate, sim::GameState::Intermission);
}

TEST(LevelTimer, NoLimitOrNoDeathmatchNeverEndsTheLevel) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    auto coop = start(data, 0, 1);
    EXPECT_FALSE(coop->level_timer);
    EXPECT_EQ(tics_to_exit(*coop, *data.source, 2200), -1);
    auto unlimited = start(data, 2, 0);
    EXPECT_FALSE(unlimited->level_timer);
    EXPECT_EQ(tics_to_exit(*unlimited, *data.source, 2200), -1);
}

TEST(LevelTimer, ASavegameKeepsTheTimeLeft) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    auto w = start(data, 1, 1);
    ASSERT_EQ(tics_to_exit(*w, *data.source, 1000), -1);
    const std::vector<std::uint8_t> saved = sim::save_game(*w, "timer");
    auto loaded = std::make_unique<sim::World>(data.defs);
    sim::load_game(*loaded, *data.source, saved, "timer.sav");
    EXPECT_EQ(loaded->opts.timelimit, 1);
    EXPECT_EQ(tics_to_exit(*loaded, *data.source, 2000), 60 * 35 - 1000 + 1);
}

}  // namespace
