// UMAPINFO in play, on Freedoom's maps with a PWAD holding only the lump:
// exits, par times, music, text screens, endings and boss actions, each
// against the UMAPINFO specification's words (revision 2.2) and
// dsda-doom's behaviour.
#include <gtest/gtest.h>

#include <string_view>

#include "base/log.h"
#include "sim/finale_text.h"
#include "sim/game.h"
#include "sim/map_info.h"
#include "sim/monster_ai.h"
#include "support/pwad.h"
#include "support/wad_game.h"

namespace {

using Game = test_support::WadGame;
using assets::UmapEnding;

// A PWAD of one UMAPINFO lump.
std::vector<std::uint8_t> umapinfo_wad(std::string_view text) {
    return test_support::pwad_bytes({{"UMAPINFO", std::string(text)}});
}

// Presses attack every other tic until the intermission is over.
void leave_intermission(Game& g) {
    for (int i = 0; i < 2000 && g.world->gamestate == sim::GameState::Intermission; ++i)
        g.tic(i % 2 ? sim::BT_ATTACK : 0);
}

void exit_map(Game& g, bool secret = false) {
    g.tic();
    if (secret)
        sim::secret_exit_level(*g.world);
    else
        sim::exit_level(*g.world);
    g.tic();
}

TEST(UmapInfoGame, NextAndSecretExitsAndParTime) {
    const auto wad = umapinfo_wad(R"(
MAP MAP01 { next = "MAP05" nextsecret = "MAP03" partime = 95 }
MAP MAP05 { next = "MAP02" }
)");
    {
        Game g("freedoom2.wad", wad, 1, 1);
        exit_map(g);
        ASSERT_EQ(g.world->gamestate, sim::GameState::Intermission);
        EXPECT_EQ(g.world->wi.next, 4);
        EXPECT_EQ(g.world->wi.partime, 95 * 35);
        leave_intermission(g);
        EXPECT_EQ(g.world->gamestate, sim::GameState::Level);
        EXPECT_EQ(g.world->opts.map, 5);
        // MAP05's entry has no nextsecret: its secret exit takes next.
        exit_map(g, true);
        EXPECT_EQ(g.world->wi.next, 1);
        EXPECT_EQ(g.world->wi.partime, 35 * 90);  // no partime: Doom II's MAP05 par (cpars)
    }
    {
        Game g("freedoom2.wad", wad, 1, 1);
        exit_map(g, true);
        EXPECT_EQ(g.world->wi.next, 2);
    }
}

TEST(UmapInfoGame, EpisodicExitsMayChangeEpisodeAndPassMap9) {
    base::set_log_quiet(true);
    const auto wad = umapinfo_wad(R"(
MAP E1M1 { next = "E2M3" }
MAP E1M2 { next = "E1M12" }
)");
    Game g("freedoom1.wad", wad, 1, 1);
    exit_map(g);
    EXPECT_EQ(g.world->wi.next, 2);
    EXPECT_EQ(g.world->wi.next_episode, 1);
    leave_intermission(g);
    EXPECT_EQ(g.world->opts.episode, 2);
    EXPECT_EQ(g.world->opts.map, 3);

    // A next map the WADs lack: warned about, and the usual map follows.
    Game h("freedoom1.wad", wad, 1, 2);
    exit_map(h);
    EXPECT_EQ(h.world->wi.next, 2);
    EXPECT_EQ(h.world->wi.next_episode, 0);
    base::set_log_quiet(false);
}

TEST(UmapInfoGame, MusicLumpAndSky) {
    const auto wad = umapinfo_wad(R"(MAP MAP01 { music = "d_doom" skytexture = "sky3" })");
    Game g("freedoom2.wad", wad, 1, 1);
    ASSERT_TRUE(g.world->events.music);
    EXPECT_EQ(g.world->events.music->lump, "D_DOOM");
    EXPECT_EQ(g.world->events.music->music, sim::mus_runnin);  // the fallback
    ASSERT_NE(sim::current_map_entry(*g.world), nullptr);
    EXPECT_EQ(sim::current_map_entry(*g.world)->skytexture, "SKY3");

    Game plain("freedoom2.wad", 1, 1);
    ASSERT_TRUE(plain.world->events.music);
    EXPECT_TRUE(plain.world->events.music->lump.empty());
    EXPECT_EQ(sim::current_map_entry(*plain.world), nullptr);
}

TEST(UmapInfoGame, InterTextShowsAfterTheIntermissionThenTheNextMap) {
    const auto wad = umapinfo_wad(R"(
MAP MAP01 { intertext = "You made it", "out." interbackdrop = "FLAT5_4" intermusic = "D_DM2TTL" }
)");
    Game g("freedoom2.wad", wad, 1, 1);
    exit_map(g);
    leave_intermission(g);
    ASSERT_EQ(g.world->gamestate, sim::GameState::Finale);
    EXPECT_TRUE(g.world->finale.umap);
    const sim::FinaleScreen screen = sim::finale_screen(*g.world);
    EXPECT_EQ(screen.text, "You made it\nout.");
    EXPECT_EQ(screen.flat, "FLAT5_4");
    ASSERT_TRUE(g.world->events.music);
    EXPECT_EQ(g.world->events.music->lump, "D_DM2TTL");
    for (int i = 0; i < 60; ++i) g.tic();
    EXPECT_EQ(g.world->gamestate, sim::GameState::Finale);
    g.tic(sim::BT_USE);
    g.tic();
    EXPECT_EQ(g.world->gamestate, sim::GameState::Level);
    EXPECT_EQ(g.world->opts.map, 2);
}

TEST(UmapInfoGame, ClearedInterTextSkipsDoom2sTextScreen) {
    const auto wad = umapinfo_wad(R"(MAP MAP06 { intertext = clear })");
    Game g("freedoom2.wad", wad, 1, 6);
    exit_map(g);
    leave_intermission(g);
    EXPECT_EQ(g.world->gamestate, sim::GameState::Level);
    EXPECT_EQ(g.world->opts.map, 7);
}

TEST(UmapInfoGame, EndCastWithoutIntermission) {
    const auto wad = umapinfo_wad(R"(MAP MAP02 { endcast = true nointermission = true })");
    Game g("freedoom2.wad", wad, 1, 2);
    exit_map(g);
    ASSERT_EQ(g.world->gamestate, sim::GameState::Finale);
    EXPECT_EQ(g.world->finale.stage, 2);  // no text of its own: the cast call at once
    EXPECT_EQ(g.world->finale.umap_ending, UmapEnding::Cast);
}

TEST(UmapInfoGame, EndPicAfterTheIntermissionAndText) {
    const auto wad = umapinfo_wad(R"(MAP E1M3 { endpic = "CREDIT" intertext = "Done." })");
    Game g("freedoom1.wad", wad, 1, 3);
    exit_map(g);
    ASSERT_EQ(g.world->gamestate, sim::GameState::Intermission);
    leave_intermission(g);
    ASSERT_EQ(g.world->gamestate, sim::GameState::Finale);
    EXPECT_EQ(g.world->finale.stage, 0);
    for (int i = 0; i < 60; ++i) g.tic();
    g.tic(sim::BT_USE);
    EXPECT_EQ(g.world->finale.stage, 1);
    EXPECT_EQ(g.world->finale.umap_endpic, "CREDIT");
    for (int i = 0; i < 100; ++i) g.tic(i % 2 ? sim::BT_USE : 0);
    EXPECT_EQ(g.world->gamestate, sim::GameState::Finale);  // the game has ended
}

TEST(UmapInfoGame, EndGameFalseLetsE1M8GoOn) {
    const auto wad = umapinfo_wad(R"(MAP E1M8 { endgame = false next = "E2M1" })");
    Game g("freedoom1.wad", wad, 1, 8);
    exit_map(g);
    ASSERT_EQ(g.world->gamestate, sim::GameState::Intermission);
    leave_intermission(g);
    EXPECT_EQ(g.world->gamestate, sim::GameState::Level);
    EXPECT_EQ(g.world->opts.episode, 2);
    EXPECT_EQ(g.world->opts.map, 1);
}

// Every mancubus of Freedoom's MAP07 dies; the last one's A_BossDeath runs.
void kill_every_fatso(Game& g) {
    sim::World& w = *g.world;
    sim::Mobj* last = nullptr;
    w.thinkers.for_each([&](sim::Thinker& t) {
        if (t.kind() != sim::ThinkerKind::Mobj) return;
        auto& m = static_cast<sim::Mobj&>(t);
        if (m.type != sim::MT_FATSO) return;
        m.health = 0;
        last = &m;
    });
    ASSERT_NE(last, nullptr);
    sim::a_boss_death(w, *last);
}

bool tag_666_moving(const sim::World& w) {
    for (std::size_t s = 0; s < w.sectors.size(); ++s)
        if (w.sectors[s].tag == 666 && w.sectors[s].specialdata) return true;
    return false;
}

TEST(UmapInfoGame, BossActionsReplaceOrClearTheOriginals) {
    {
        Game plain("freedoom2.wad", 1, 7);
        plain.tic();
        kill_every_fatso(plain);
        EXPECT_TRUE(tag_666_moving(*plain.world));  // vanilla: the floor lowers
    }
    {
        Game g("freedoom2.wad", umapinfo_wad("MAP MAP07 { bossaction = clear }"), 1, 7);
        g.tic();
        kill_every_fatso(g);
        EXPECT_FALSE(tag_666_moving(*g.world));
        EXPECT_EQ(g.world->gameaction, sim::GameAction::Nothing);
    }
    {
        Game g("freedoom2.wad", umapinfo_wad("MAP MAP07 { bossaction = Fatso, 52, 0 }"), 1, 7);
        g.tic();
        kill_every_fatso(g);
        EXPECT_FALSE(tag_666_moving(*g.world));
        EXPECT_EQ(g.world->gameaction, sim::GameAction::Completed);  // W1 exit
        EXPECT_EQ(g.world->lines.front().special, g.world->level.lines.front().special);  // put back
    }
    {
        Game g("freedoom2.wad", umapinfo_wad("MAP MAP07 { bossaction = Fatso, 23, 666 }"), 1, 7);
        g.tic();
        kill_every_fatso(g);
        EXPECT_TRUE(tag_666_moving(*g.world));  // S1 floor lower to lowest, as a switch
    }
}

}  // namespace
