// The simulation's music events, as S_Start, WI_Start and F_StartFinale
// choose: the level's track when it loads, the intermission's after an
// exit, the finale's after MAP06, and F_Ticker's bunny tune once episode
// 3's text is done. Events never change the simulation.
#include <gtest/gtest.h>

#include <vector>

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

// Ends episode `episode` of Freedoom: Phase 1 and runs the finale until its
// text gives way to the picture; returns the music changes seen there.
std::vector<sim::MusicEvent> music_after_episode_text(int episode) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom1.wad");
    sim::WadLevelSource levels{archive};
    sim::Definitions defs;
    auto world = std::make_unique<sim::World>(defs);
    sim::GameOptions options;
    options.mode = sim::GameMode::Retail;
    options.episode = episode;
    options.map = 8;
    sim::new_game(*world, levels, options);
    sim::exit_level(*world);
    std::array<sim::Ticcmd, sim::kMaxPlayers> idle{}, press{};
    press[0].buttons = sim::BT_ATTACK;
    for (int tic = 0; tic < 35 * 60 && world->gamestate != sim::GameState::Finale; ++tic)
        sim::run_tic(*world, levels, tic % 2 ? press : idle);
    EXPECT_EQ(world->gamestate, sim::GameState::Finale);
    std::vector<sim::MusicEvent> seen;
    for (int tic = 0; tic < 35 * 120 && world->finale.stage == 0; ++tic) {
        sim::run_tic(*world, levels, idle);
        if (world->events.music) seen.push_back(*world->events.music);
    }
    EXPECT_EQ(world->finale.stage, 1);
    return seen;
}

TEST(MusicEvents, TheBunnyTunePlaysOnceAfterEpisodeThreesText) {
    const std::vector<sim::MusicEvent> third = music_after_episode_text(3);
    ASSERT_EQ(third.size(), 1u);
    EXPECT_EQ(third[0].music, sim::mus_bunny);
    EXPECT_FALSE(third[0].loop);  // S_StartMusic: not looped
    EXPECT_TRUE(music_after_episode_text(1).empty());
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
