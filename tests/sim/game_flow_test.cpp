// Game flow around the levels: exits, the intermission's timing, the next
// map, secret exits and the end of an episode.
#include <gtest/gtest.h>

#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/savegame.h"
#include "sim/trace.h"
#include "support/wad_game.h"

namespace {

using Game = test_support::WadGame;

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

// ChangeSkill (ZDoom's special 179): the skill of the next level, kept
// with a saved game; Nightmare brings its fast, respawning monsters.
TEST(GameFlow, ChangeSkillTakesOverAtTheNextLevel) {
    test_support::WadGame g("freedoom2.wad", 1, 1);
    const sim::Skill first = g.world->opts.skill;
    ASSERT_NE(first, sim::Skill::Nightmare);
    ASSERT_TRUE(sim::run_hexen_special(*g.world, 179, {4, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_EQ(g.world->opts.skill, first);
    EXPECT_FALSE(g.world->opts.fast);
    const std::vector<std::uint8_t> save = sim::save_game(*g.world, "skill");
    sim::World loaded(g.defs);
    sim::load_game(loaded, *g.source, save, "skill.dsg");
    EXPECT_EQ(loaded.next_skill, 4);

    g.tic();
    sim::exit_level(*g.world);
    g.tic();
    for (int i = 0; i < 2000 && g.world->gamestate != sim::GameState::Level; ++i) g.tic(i % 2 ? sim::BT_USE : 0);
    ASSERT_EQ(g.world->opts.map, 2);
    EXPECT_EQ(g.world->opts.skill, sim::Skill::Nightmare);
    EXPECT_TRUE(g.world->opts.fast);
    EXPECT_TRUE(g.world->opts.respawn);
    EXPECT_EQ(g.world->next_skill, -1);
    // Past Nightmare: no change.
    ASSERT_TRUE(sim::run_hexen_special(*g.world, 179, {5, 0, 0, 0, 0}, -1, 0, nullptr));
    EXPECT_EQ(g.world->next_skill, -1);
}

}  // namespace
