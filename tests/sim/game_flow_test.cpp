// Game flow around the levels: exits, the intermission's timing, the next
// map, secret exits and the end of an episode.
#include <gtest/gtest.h>

#include <array>
#include <memory>

#include "sim/game.h"
#include "sim/trace.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

struct Game {
    wad::Archive archive;
    std::unique_ptr<sim::WadLevelSource> source;
    sim::Definitions defs;
    std::unique_ptr<sim::World> world;

    Game(const std::string& iwad, int episode, int map) {
        archive.add_file(test_support::iwad(iwad));
        source = std::make_unique<sim::WadLevelSource>(archive);
        world = std::make_unique<sim::World>(defs);
        sim::GameOptions opts;
        opts.mode = source->mode();
        opts.skill = sim::Skill::Hard;
        opts.episode = episode;
        opts.map = map;
        sim::new_game(*world, *source, opts);
    }
    void tic(std::uint8_t buttons = 0) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        cmds[0].buttons = buttons;
        sim::run_tic(*world, *source, cmds);
    }
};

TEST(GameFlow, ExitGoesThroughTheIntermissionToTheNextMap) {
    Game g("freedoom2.wad", 1, 1);
    sim::World& w = *g.world;
    for (int i = 0; i < 10; ++i) g.tic();
    EXPECT_EQ(w.leveltime, 10);
    sim::exit_level(w);
    g.tic();
    EXPECT_EQ(w.gamestate, sim::GameState::Intermission);
    EXPECT_EQ(w.leveltime, 10);  // kept while the intermission shows
    EXPECT_EQ(w.wi.stime, 10);
    EXPECT_EQ(sim::trace_line(w, w.gametic - 1).back(), '-');

    // Single-player stats wait for a press once counted.
    for (int i = 0; i < 400; ++i) g.tic();
    EXPECT_EQ(w.gamestate, sim::GameState::Intermission);
    EXPECT_EQ(w.wi.state, 10);
    g.tic(sim::BT_ATTACK);  // new press: on to the "entering" countdown
    EXPECT_EQ(w.wi.stage, sim::Intermission::Stage::NoState);
    for (int i = 0; i < 10; ++i) g.tic(sim::BT_ATTACK);
    EXPECT_EQ(w.gameaction, sim::GameAction::WorldDone);
    EXPECT_EQ(w.gamestate, sim::GameState::Intermission);
    g.tic();
    EXPECT_EQ(w.gamestate, sim::GameState::Level);
    EXPECT_EQ(w.opts.map, 2);
    EXPECT_EQ(w.leveltime, 1);
    ASSERT_NE(w.players[0].mo, nullptr);
}

TEST(GameFlow, APressWhileCountingSkipsToTheTotals) {
    Game g("freedoom2.wad", 1, 1);
    sim::World& w = *g.world;
    g.tic();
    sim::exit_level(w);
    g.tic();
    g.tic();
    g.tic(sim::BT_USE);
    EXPECT_EQ(w.wi.state, 10);
    EXPECT_EQ(w.wi.stage, sim::Intermission::Stage::StatCount);
    g.tic(sim::BT_USE);  // still held: no new press
    EXPECT_EQ(w.wi.stage, sim::Intermission::Stage::StatCount);
    g.tic();
    g.tic(sim::BT_USE);
    EXPECT_EQ(w.wi.stage, sim::Intermission::Stage::NoState);
}

TEST(GameFlow, SecretExitFromMap15LeadsToMap31) {
    Game g("freedoom2.wad", 1, 15);
    sim::World& w = *g.world;
    g.tic();
    sim::secret_exit_level(w);
    g.tic();
    EXPECT_EQ(w.wi.next, 30);
}

TEST(GameFlow, Map06EndsInATextScreenThenMap07) {
    Game g("freedoom2.wad", 1, 6);
    sim::World& w = *g.world;
    g.tic();
    sim::exit_level(w);
    g.tic();
    for (int i = 0; i < 400 && w.gamestate == sim::GameState::Intermission; ++i) g.tic(i % 2 ? sim::BT_ATTACK : 0);
    EXPECT_EQ(w.gamestate, sim::GameState::Finale);
    for (int i = 0; i < 60; ++i) g.tic();
    g.tic(sim::BT_USE);
    g.tic();
    EXPECT_EQ(w.gamestate, sim::GameState::Level);
    EXPECT_EQ(w.opts.map, 7);
}

TEST(GameFlow, E1M8EndsTheEpisode) {
    Game g("freedoom1.wad", 1, 8);
    sim::World& w = *g.world;
    g.tic();
    sim::exit_level(w);
    g.tic();
    EXPECT_EQ(w.gamestate, sim::GameState::Finale);
    for (int i = 0; i < 100; ++i) g.tic(i % 2 ? sim::BT_ATTACK : 0);
    EXPECT_EQ(w.gamestate, sim::GameState::Finale);
}

}  // namespace
