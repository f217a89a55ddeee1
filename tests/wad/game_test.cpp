// Which game an IWAD stack is: both Freedoom IWADs, and in-memory IWADs
// with the lumps that tell the commercial games apart.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/test_support.h"
#include "wad/game.h"
#include "wad_image.h"

namespace {

using wad::Game;
using wad_tests::WadImage;

Game identify(std::initializer_list<wad::File> files) {
    wad::Archive a;
    for (const auto& f : files) a.add_file(f);
    return wad::identify_game(a);
}

TEST(Game, Freedoom1IsPhase1) {
    // freedoom1.wad has a FREEDOOM lump and maps E1M1..E4M9, no MAP01.
    wad::Archive a;
    a.add_file(test_support::iwad("freedoom1.wad"));
    EXPECT_EQ(wad::identify_game(a), Game::Freedoom1);
    EXPECT_STREQ(wad::game_name(wad::identify_game(a)), "Freedoom: Phase 1");
    EXPECT_EQ(wad::game_mode(Game::Freedoom1), wad::GameMode::Episodes);
}

TEST(Game, Freedoom2IsPhase2) {
    wad::Archive a;
    a.add_file(test_support::iwad("freedoom2.wad"));
    EXPECT_EQ(wad::identify_game(a), Game::Freedoom2);
    EXPECT_STREQ(wad::game_name(wad::identify_game(a)), "Freedoom: Phase 2");
    EXPECT_EQ(wad::game_mode(Game::Freedoom2), wad::GameMode::Commercial);
}

TEST(Game, DoomTwoFromMap01) {
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("MAP01").file("doom2.wad")}), Game::Doom2);
    EXPECT_STREQ(wad::game_name(Game::Doom2), "Doom II");
    EXPECT_EQ(wad::game_mode(Game::Doom2), wad::GameMode::Commercial);
}

TEST(Game, FinalDoomFromTheFileName) {
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("MAP01").file("/games/PLUTONIA.WAD")}), Game::Plutonia);
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("MAP01").file("tnt.wad")}), Game::Tnt);
    EXPECT_EQ(wad::game_mode(Game::Tnt), wad::GameMode::Commercial);
}

TEST(Game, UltimateFromE4M1) {
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("E1M1").doom_map("E2M1").doom_map("E4M1").file("doom.wad")}),
              Game::UltimateDoom);
    EXPECT_STREQ(wad::game_name(Game::UltimateDoom), "The Ultimate Doom");
}

TEST(Game, RegisteredFromE2M1) {
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("E1M1").doom_map("E2M1").file("doom.wad")}), Game::Doom);
    EXPECT_EQ(wad::game_mode(Game::Doom), wad::GameMode::Episodes);
}

TEST(Game, SharewareFromE1M1Only) {
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("E1M1").file("doom1.wad")}), Game::DoomShareware);
    EXPECT_STREQ(wad::game_name(Game::DoomShareware), "Doom (shareware)");
}

TEST(Game, FreeDmFromItsLump) {
    EXPECT_EQ(identify({WadImage("IWAD").lump("FREEDM").lump("FREEDOOM").doom_map("MAP01").file("freedm.wad")}),
              Game::FreeDM);
    EXPECT_STREQ(wad::game_name(Game::FreeDM), "FreeDM");
    EXPECT_EQ(wad::game_mode(Game::FreeDM), wad::GameMode::Commercial);
}

TEST(Game, PwadsDoNotChangeTheGame) {
    // A PWAD with MAP01 or E4M1 on shareware Doom is still shareware Doom.
    EXPECT_EQ(identify({WadImage("IWAD").doom_map("E1M1").file("doom1.wad"),
                        WadImage("PWAD").doom_map("MAP01").doom_map("E4M1").lump("FREEDM").file("mod.wad")}),
              Game::DoomShareware);
}

TEST(Game, NoMapsIsUnknown) {
    EXPECT_EQ(identify({WadImage("IWAD").lump("PLAYPAL").file("odd.wad")}), Game::Unknown);
    EXPECT_EQ(identify({WadImage("PWAD").doom_map("E1M1").file("pwad-only.wad")}), Game::Unknown);
}

}  // namespace
