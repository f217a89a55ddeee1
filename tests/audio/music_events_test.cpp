// The simulation's music events, as S_Start, WI_Start and F_StartFinale
// choose: the level's track when it loads, the intermission's after an
// exit, the finale's after MAP06. Events never change the simulation.
#include <gtest/gtest.h>

#include "sim/game.h"
#include "sim/sound.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"

namespace {

wad::Archive freedoom2() {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    return archive;
}

struct Doom2 {
    wad::Archive archive = freedoom2();
    sim::WadLevelSource levels{archive};
    sim::Definitions defs;
    std::array<sim::Ticcmd, sim::kMaxPlayers> idle{};
};

TEST(MusicEvents, LevelIntermissionAndFinaleChooseTheOriginalsTracks) {
    Doom2 game;
    auto world = std::make_unique<sim::World>(game.defs);
    sim::GameOptions options;
    options.map = 6;
    sim::new_game(*world, game.levels, options);
    ASSERT_TRUE(world->events.music.has_value());
    EXPECT_EQ(world->events.music->music, sim::mus_runnin + 5);  // D_THE_DA, MAP06's
    EXPECT_TRUE(world->events.music->loop);

    sim::run_tic(*world, game.levels, game.idle);
    EXPECT_FALSE(world->events.music.has_value());  // nothing changed

    sim::exit_level(*world);
    sim::run_tic(*world, game.levels, game.idle);
    ASSERT_TRUE(world->events.music.has_value());
    EXPECT_EQ(world->events.music->music, sim::mus_dm2int);

    // Through the intermission (an attack press hurries it) to MAP06's text screen.
    std::array<sim::Ticcmd, sim::kMaxPlayers> press{};
    press[0].buttons = sim::BT_ATTACK;
    bool finale_music = false;
    for (int tic = 0; tic < 35 * 60 && world->gamestate != sim::GameState::Finale; ++tic) {
        sim::run_tic(*world, game.levels, tic % 2 ? press : game.idle);
        if (world->events.music && world->events.music->music == sim::mus_read_m) finale_music = true;
    }
    EXPECT_EQ(world->gamestate, sim::GameState::Finale);
    EXPECT_TRUE(finale_music);
}

TEST(MusicEvents, DoomEpisodeFourBorrowsEarlierTracks) {
    sim::GameOptions o;
    o.mode = sim::GameMode::Retail;
    o.episode = 4;
    o.map = 1;
    EXPECT_EQ(sim::level_music(o), sim::mus_e3m4);
    o.episode = 2;
    o.map = 3;
    EXPECT_EQ(sim::level_music(o), sim::mus_e2m3);
}

}  // namespace
