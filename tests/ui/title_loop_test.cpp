// D_DoAdvanceDemo's sequence per game.
#include "ui/title_loop.h"

#include <gtest/gtest.h>

namespace {

std::vector<std::string> steps(ui::TitleLoop& loop, int n) {
    std::vector<std::string> names;
    for (int i = 0; i < n; ++i) {
        const ui::TitleStep step = loop.advance();
        names.push_back(step.lump + (step.kind == ui::TitleStep::Kind::Page ? ":" + std::to_string(step.tics) : ""));
    }
    return names;
}

TEST(TitleLoop, UltimateDoomShowsCreditTwiceAndPlaysFourDemos) {
    ui::TitleLoop loop(sim::GameMode::Retail, true, true);
    EXPECT_EQ(steps(loop, 8), (std::vector<std::string>{"TITLEPIC:170", "DEMO1", "CREDIT:200", "DEMO2", "CREDIT:200",
                                                         "DEMO3", "DEMO4", "TITLEPIC:170"}));
}

TEST(TitleLoop, DoomTwoShowsItsTitleForElevenSecondsWithItsMusic) {
    ui::TitleLoop loop(sim::GameMode::Commercial, false, false);
    const ui::TitleStep title = loop.advance();
    EXPECT_EQ(title.lump, "TITLEPIC");
    EXPECT_EQ(title.tics, 385);
    EXPECT_EQ(title.music, sim::mus_dm2ttl);
    EXPECT_EQ(steps(loop, 6),
              (std::vector<std::string>{"DEMO1", "CREDIT:200", "DEMO2", "TITLEPIC:385", "DEMO3", "TITLEPIC:385"}));
}

TEST(TitleLoop, RegisteredDoomShowsTheHelpPage) {
    ui::TitleLoop loop(sim::GameMode::Registered, false, false);
    EXPECT_EQ(steps(loop, 6),
              (std::vector<std::string>{"TITLEPIC:170", "DEMO1", "CREDIT:200", "DEMO2", "HELP2:200", "DEMO3"}));
    loop.restart();
    EXPECT_EQ(loop.advance().lump, "TITLEPIC");
}

// A WAD's own loop (DEMOLOOP) replaces the game mode's, round and round.
TEST(TitleLoop, AWadsOwnStepsReplaceTheGameModes) {
    using Kind = ui::TitleStep::Kind;
    ui::TitleLoop loop({{Kind::Page, "INTERPIC", 70, std::nullopt, "D_READ_M"}, {Kind::Demo, "DEMO3", 0, std::nullopt, ""}});
    EXPECT_EQ(loop.steps(), 2);
    const ui::TitleStep first = loop.advance();
    EXPECT_EQ(first.music_once, "D_READ_M");
    EXPECT_FALSE(first.music);
    EXPECT_EQ(steps(loop, 3), (std::vector<std::string>{"DEMO3", "INTERPIC:70", "DEMO3"}));
    loop.restart();
    EXPECT_EQ(loop.advance().lump, "INTERPIC");
}

}  // namespace
