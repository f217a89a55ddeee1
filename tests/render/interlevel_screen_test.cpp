// ID24's animated intermissions in play (tests/data/interlevel, made by
// make.sh): MAP01's exitanim over its tally and MAP02's enteranim over
// Doom II's "entering" screen, which the lump brings, outside demos. The
// lumps' pictures are solid squares, so a pixel tells which frame of
// which animation shows; the frame times expected are the lumps' seconds
// times 35, and the conditions' outcomes follow from the maps played.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/file_io.h"
#include "render/overlay/intermission_screen.h"
#include "sim/savegame.h"
#include "support/pwad.h"
#include "support/wad_game.h"

namespace {

using Game = test_support::WadGame;
using sim::Intermission;

// The pictures' palette indices (make.sh).
constexpr int kBack1 = 4, kBack2 = 8, kRed = 176, kGreen = 112, kBlue = 200, kYellow = 231;

std::vector<std::uint8_t> interlevel_wad() {
    return base::read_file(test_support::data_dir() / "interlevel" / "interlevel.wad");
}

struct Screen {
    const Game& game;
    render::overlay::IntermissionScreen screen{game.archive};
    render::overlay::FullScreen page;
    explicit Screen(const Game& g) : game(g) {}
    // The pixel at the middle of a 16×16 picture drawn at (x, y).
    int at(int x, int y) {
        screen.draw(*game.world, page);
        return page.pixels[static_cast<std::size_t>((y + 8) * render::kBaseWidth + x + 8)];
    }
};

// The lengths of the runs of equal values in `seq`.
std::vector<int> runs(const std::vector<int>& seq) {
    std::vector<int> out;
    for (std::size_t i = 0; i < seq.size(); ++i) {
        if (i == 0 || seq[i] != seq[i - 1])
            out.push_back(1);
        else
            ++out.back();
    }
    return out;
}

void exit_map01(Game& g) {
    g.tic();
    sim::exit_level(*g.world);
    g.tic();
    ASSERT_EQ(g.world->gamestate, sim::GameState::Intermission);
}

// Presses attack and lets go until the tally is over.
void finish_tally(Game& g) {
    for (int i = 0; i < 400 && g.world->wi.stage == Intermission::Stage::StatCount; ++i)
        g.tic(i % 2 ? sim::BT_ATTACK : 0);
}

TEST(InterlevelScreen, TheTallyShowsTheExitanimWithItsMusicFramesAndConditions) {
    Game g("freedoom2.wad", interlevel_wad(), 1, 1);
    exit_map01(g);
    EXPECT_EQ(g.world->wi.interlevel, "EXITANIM");
    ASSERT_TRUE(g.world->events.music);
    EXPECT_EQ(g.world->events.music->lump, "D_READ_M");
    Screen s(g);
    EXPECT_EQ(s.at(0, 180), kBack1);
    EXPECT_EQ(s.at(100, 40), kBlue);     // MapNumEqual 1 and Tally: MAP01's tally
    EXPECT_EQ(s.at(160, 40), kBack1);    // MapNumEqual 5
    EXPECT_EQ(s.at(220, 40), kBack1);    // its layer is for the entering screen
    // The first animation: red for 0.5 s (17 tics), green for 0.25 s (8).
    std::vector<int> shown;
    for (int tic = 0; tic < 80; ++tic) {
        shown.push_back(s.at(40, 40));
        g.tic();
    }
    for (int c : shown) EXPECT_TRUE(c == kRed || c == kGreen) << c;
    const std::vector<int> lengths = runs(shown);
    ASSERT_GE(lengths.size(), 4u);
    EXPECT_LE(lengths[0], 17);
    const bool red_first = shown.front() == kRed;
    for (std::size_t i = 1; i + 1 < lengths.size(); ++i) {
        const bool red = (i % 2 == 0) == red_first;
        EXPECT_EQ(lengths[i], red ? 17 : 8) << "run " << i;
    }
}

TEST(InterlevelScreen, DoomIIShowsTheEnteranimOnAnEnteringScreenOfItsOwn) {
    Game g("freedoom2.wad", interlevel_wad(), 1, 1);
    exit_map01(g);
    finish_tally(g);
    ASSERT_EQ(g.world->wi.stage, Intermission::Stage::ShowNextLoc);
    EXPECT_EQ(g.world->wi.interlevel, "ENTRANIM");
    ASSERT_TRUE(g.world->events.music);
    EXPECT_EQ(g.world->events.music->lump, "D_COUNTD");
    ASSERT_EQ(g.world->visited_maps.size(), 1u);
    EXPECT_EQ(g.world->visited_maps[0], (sim::MapVisit{1, 1}));
    Screen s(g);
    EXPECT_EQ(s.at(0, 180), kBack2);
    EXPECT_EQ(s.at(40, 100), kGreen);   // MAP01 was visited
    EXPECT_EQ(s.at(100, 100), kBack2);  // MAP03 was not
    EXPECT_EQ(s.at(220, 100), kBack2);  // its layer is for the tally
    // The third: MAP02 is past MAP01 and no secret map; red then yellow,
    // each for 0.2 s to 1 s (7 to 35 tics) drawn at random, the first
    // showing cut short at random.
    std::vector<int> shown;
    for (int tic = 0; tic < 130 && g.world->wi.stage == Intermission::Stage::ShowNextLoc; ++tic) {
        shown.push_back(s.at(160, 100));
        g.tic();
    }
    ASSERT_EQ(shown.size(), 130u);
    for (int c : shown) EXPECT_TRUE(c == kRed || c == kYellow) << c;
    EXPECT_EQ(shown.front(), kRed);
    const std::vector<int> lengths = runs(shown);
    ASSERT_GE(lengths.size(), 4u);
    EXPECT_LE(lengths[0], 35);
    for (std::size_t i = 1; i + 1 < lengths.size(); ++i) {
        EXPECT_GE(lengths[i], 7) << "run " << i;
        EXPECT_LE(lengths[i], 35) << "run " << i;
    }
    // The screen times out into MAP02.
    for (int tic = 0; tic < 200 && g.world->gamestate == sim::GameState::Intermission; ++tic) g.tic();
    EXPECT_EQ(g.world->gamestate, sim::GameState::Level);
    EXPECT_EQ(g.world->opts.map, 2);
}

TEST(InterlevelScreen, ADemoKeepsDoomIIsIntermissionTimingWithoutTheEnteringScreen) {
    Game g("freedoom2.wad", interlevel_wad(), 1, 1);
    g.world->demo = true;
    exit_map01(g);
    EXPECT_EQ(g.world->wi.interlevel, "EXITANIM");
    finish_tally(g);
    EXPECT_EQ(g.world->wi.stage, Intermission::Stage::NoState);
    EXPECT_EQ(g.world->wi.interlevel, "EXITANIM");  // the tally's screen stays up
}

TEST(InterlevelScreen, TheMapsFinishedAreSavedWithTheGame) {
    Game g("freedoom2.wad", interlevel_wad(), 1, 1);
    exit_map01(g);
    for (int tic = 0; tic < 600 && g.world->gamestate != sim::GameState::Level; ++tic) g.tic(tic % 2 ? sim::BT_USE : 0);
    ASSERT_EQ(g.world->opts.map, 2);
    const std::vector<std::uint8_t> save = sim::save_game(*g.world, "visited");
    sim::World loaded(g.defs);
    sim::load_game(loaded, *g.source, save, "visited.dsg");
    EXPECT_EQ(loaded.visited_maps, (std::vector<sim::MapVisit>{{1, 1}}));
    // A new game forgets them.
    sim::GameOptions opts = g.world->opts;
    opts.map = 1;
    sim::new_game(*g.world, *g.source, opts);
    EXPECT_TRUE(g.world->visited_maps.empty());
}

// Doom's episodes: interlevel.wad's lumps under a UMAPINFO for E1M1 and
// E1M2. The episode map's own animations do not start under an animated
// screen, and its entering screen leaves out the splats and the pointer.
std::vector<std::uint8_t> episode_wad() {
    const wad::File file = wad::File::parse("interlevel.wad", interlevel_wad());
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps;
    for (const wad::File::Entry& e : file.entries) {
        std::vector<std::uint8_t> data(file.bytes.begin() + e.offset, file.bytes.begin() + e.offset + e.size);
        if (e.name == "UMAPINFO") {
            const std::string text = "MAP E1M1 { exitanim = \"EXITANIM\" }\nMAP E1M2 { enteranim = \"ENTRANIM\" }\n";
            data.assign(text.begin(), text.end());
        }
        lumps.emplace_back(e.name, std::move(data));
    }
    return test_support::pwad_bytes(lumps);
}

TEST(InterlevelScreen, DoomsEpisodeMapGivesWayToTheAnimatedScreens) {
    Game g("freedoom1.wad", episode_wad(), 1, 1);
    g.world->wi.anim_frame.fill(-7);  // what the episode map's animations would overwrite
    exit_map01(g);
    EXPECT_EQ(g.world->wi.interlevel, "EXITANIM");
    for (int tic = 0; tic < 40; ++tic) g.tic();
    for (int frame : g.world->wi.anim_frame) EXPECT_EQ(frame, -7);
    Screen s(g);
    EXPECT_EQ(s.at(100, 40), kBlue);  // map 1's tally
    finish_tally(g);
    ASSERT_EQ(g.world->wi.stage, Intermission::Stage::ShowNextLoc);
    EXPECT_EQ(g.world->wi.interlevel, "ENTRANIM");
    EXPECT_EQ(s.at(40, 100), kGreen);  // E1M1 was visited
    // Episode 1's first splat sits at (185, 164) on its map; the animated
    // screen's background shows there instead.
    EXPECT_EQ(s.at(185 - 8, 164 - 8), kBack2);
    for (int frame : g.world->wi.anim_frame) EXPECT_EQ(frame, -7);
}

}  // namespace
