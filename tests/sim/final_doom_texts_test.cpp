// Final Doom's text screens (f_finale.c's gamemission choice): on Doom II's
// text maps plutonia.wad shows P1TEXT..P6TEXT and tnt.wad T1TEXT..T6TEXT,
// every other Doom II IWAD C1TEXT..C6TEXT, each over Doom II's flats; the
// mission comes from the IWAD's name as the original's D_IdentifyVersion.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "sim/definitions.h"
#include "sim/finale_text.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"

namespace {

sim::FinaleScreen screen_after(sim::Mission mission, int map) {
    sim::Definitions defs;
    defs.mission = mission;
    auto world = std::make_unique<sim::World>(defs);
    world->opts.mode = sim::GameMode::Commercial;
    world->opts.map = map;
    return sim::finale_screen(*world);
}

bool starts(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

TEST(FinalDoomTexts, EachMissionShowsItsOwnText) {
    EXPECT_TRUE(starts(screen_after(sim::Mission::Plutonia, 6).text, "You gloat over the steaming carcass"));
    EXPECT_TRUE(starts(screen_after(sim::Mission::Plutonia, 30).text, "The Gatekeeper's evil face"));
    EXPECT_TRUE(starts(screen_after(sim::Mission::Plutonia, 31).text, "Betcha wondered just what WAS"));
    EXPECT_TRUE(starts(screen_after(sim::Mission::Tnt, 11).text, "You hear the grinding of heavy machinery"));
    EXPECT_TRUE(starts(screen_after(sim::Mission::Tnt, 15).text, "What now? Looks totally different."));
    EXPECT_TRUE(starts(screen_after(sim::Mission::Doom2, 20).text, "YOU ARE AT THE CORRUPT HEART OF THE CITY"));
    // The flats stay Doom II's; a map without a text has none.
    EXPECT_EQ(screen_after(sim::Mission::Tnt, 6).flat, "SLIME16");
    EXPECT_EQ(screen_after(sim::Mission::Plutonia, 7).text, "");
}

TEST(FinalDoomTexts, MissionFromTheIwad) {
    EXPECT_EQ(sim::mission_of(wad::Game::Plutonia), sim::Mission::Plutonia);
    EXPECT_EQ(sim::mission_of(wad::Game::Tnt), sim::Mission::Tnt);
    EXPECT_EQ(sim::mission_of(wad::Game::Doom2), sim::Mission::Doom2);
    EXPECT_EQ(sim::mission_of(wad::Game::Freedoom2), sim::Mission::Doom2);
}

TEST(FinalDoomTexts, DehackedReplacesThemByMnemonic) {
    sim::Definitions defs;
    defs.mission = sim::Mission::Tnt;
    defs.strings["T4TEXT"] = "replaced";
    auto world = std::make_unique<sim::World>(defs);
    world->opts.mode = sim::GameMode::Commercial;
    world->opts.map = 30;
    EXPECT_EQ(sim::finale_screen(*world).text, "replaced");
}

}  // namespace
