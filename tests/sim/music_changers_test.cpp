// MUSINFO's music changers in play, against dsda-doom's MusInfoThinker and
// T_MAPMusic: a changer's music starts 30 tics after the player enters its
// sector, changers spawn like things (one random number each), and the
// music chosen survives a savegame.
#include <gtest/gtest.h>

#include "sim/mobjs.h"
#include "sim/savegame.h"
#include "support/pwad.h"
#include "support/wad_game.h"

namespace {

using Game = test_support::WadGame;

Game changer_game() {
    return Game("freedoom2.wad", test_support::pwad_bytes({{"MUSINFO", "MAP01\n2 D_STALKS\n3 D_COUNTD\n"}}), 1, 1);
}

// A changer map thing of editor number `type` where the player stands.
sim::Mobj* spawn_changer(Game& g, int type) {
    const sim::Mobj& player = *g.world->players[0].mo;
    const map::Thing thing{.x = player.x >> 16, .y = player.y >> 16, .angle = 0, .type = type, .options = 7};
    return sim::spawn_map_thing(*g.world, thing);
}

// Tics run until a music change, or -1 after `limit`.
int tics_to_music(Game& g, int limit) {
    for (int t = 1; t <= limit; ++t) {
        g.tic();
        if (g.world->events.music) return t;
    }
    return -1;
}

TEST(MusicChangers, AChangerSpawnsLikeAThingAndKeepsItsNumber) {
    Game g = changer_game();
    const int before = g.world->rng.prnd_index;
    const sim::Mobj* changer = spawn_changer(g, 14103);
    ASSERT_NE(changer, nullptr);
    EXPECT_EQ(changer->type, sim::MT_MUSICSOURCE);
    EXPECT_EQ(changer->args[0], 3);
    EXPECT_EQ(g.world->rng.prnd_index, before + 1);  // P_SpawnMobj's lastlook
    EXPECT_EQ(spawn_changer(g, 14164)->args[0], 64);
    EXPECT_EQ(spawn_changer(g, 14165), nullptr);  // by argument: Hexen-type maps only
}

TEST(MusicChangers, TheChangersMusicStartsThirtyTicsAfterThePlayerStandsInItsSector) {
    Game g = changer_game();
    g.tic();
    spawn_changer(g, 14102);
    // Seen by the next tic's thinkers, which count the first of the 30
    // tics in the same tic (T_MAPMusic runs after them); the 31st changes it.
    EXPECT_EQ(tics_to_music(g, 100), 31);
    EXPECT_EQ(g.world->events.music->lump, "D_STALKS");
    EXPECT_TRUE(g.world->events.music->keep_sounds);
    EXPECT_EQ(tics_to_music(g, 100), -1);  // once only
}

TEST(MusicChangers, ANumberWithoutMusicChangesNothingAndZeroIsTheLevelsOwn) {
    Game g = changer_game();
    g.tic();
    spawn_changer(g, 14105);
    EXPECT_EQ(tics_to_music(g, 100), -1);
    Game own = changer_game();
    own.tic();
    spawn_changer(own, 14100);
    ASSERT_EQ(tics_to_music(own, 100), 31);
    EXPECT_EQ(own.world->events.music->music, sim::mus_runnin);
    EXPECT_TRUE(own.world->events.music->lump.empty());
}

// A number changed in play past MUSINFO's 64 plays nothing (and reads nothing past the table).
TEST(MusicChangers, ANumberChangedPastTheTablePlaysNothing) {
    Game g = changer_game();
    g.tic();
    spawn_changer(g, 14102)->args[0] = 200;
    EXPECT_EQ(tics_to_music(g, 100), -1);
    EXPECT_EQ(g.world->music_changers.playing, -1);
}

// Two changers in one sector take the place from each other every tic,
// so neither count ever ends: dsda-doom plays neither.
TEST(MusicChangers, TwoChangersInOneSectorChangeNothing) {
    Game g = changer_game();
    g.tic();
    spawn_changer(g, 14102);
    spawn_changer(g, 14103);
    EXPECT_EQ(tics_to_music(g, 100), -1);
}

TEST(MusicChangers, TheChangedMusicPlaysAgainAfterALoad) {
    Game g = changer_game();
    g.tic();
    spawn_changer(g, 14103);
    ASSERT_EQ(tics_to_music(g, 100), 31);
    const std::vector<std::uint8_t> bytes = sim::save_game(*g.world, "music");
    Game loaded = changer_game();
    sim::load_game(*loaded.world, *loaded.source, bytes, "music.bsg");
    ASSERT_TRUE(loaded.world->events.music);
    EXPECT_EQ(loaded.world->events.music->lump, "D_COUNTD");
    EXPECT_EQ(sim::save_game(*loaded.world, "music"), bytes);
}

TEST(MusicChangers, MusinfoNumberZeroIsTheLevelsStartingMusic) {
    Game g("freedoom2.wad", test_support::pwad_bytes({{"MUSINFO", "MAP01 0 D_COUNTD\nMAP02 0 D_STALKS\n"}}), 1, 1);
    ASSERT_TRUE(g.world->events.music);
    EXPECT_EQ(g.world->events.music->lump, "D_COUNTD");
    EXPECT_FALSE(g.world->events.music->keep_sounds);
}

}  // namespace
