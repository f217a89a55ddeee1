// ID24's GAMECONF choosing the game's files (app/gameconf_files): the IWAD
// it names where -iwad names none, and the PWADs it asks for loaded right
// after the WAD that asks, found beside it; a PWAD nowhere to be found
// stops the game with one message naming the lump and the file.
#include <gtest/gtest.h>

#include "app/game_files.h"
#include "support/error_of.h"
#include "support/pwad.h"
#include "support/temp_dir.h"

namespace {

std::string gameconf(const std::string& data) {
    return R"({"type": "gameconf", "version": "1.0.0", "metadata": {}, "data": )" + data + "}";
}

struct Mod {
    test_support::TempDir dir;
    std::filesystem::path mod, extra;
    explicit Mod(const std::string& data) {
        mod = dir.write("mod.wad", test_support::pwad_bytes({{"GAMECONF", gameconf(data)}, {"MODLUMP", "m"}}));
        extra = dir.write("extra.wad", test_support::pwad_bytes({{"EXTRALMP", "e"}}));
    }
};

std::vector<std::string> file_names(const wad::Archive& a) {
    std::vector<std::string> out;
    for (const wad::File& f : a.files()) out.push_back(f.path.filename().string());
    return out;
}

TEST(GameConfFiles, TheIwadItNamesAndThePwadsAfterTheWadThatAsks) {
    Mod m(R"({"iwad": "freedoom1.wad", "pwads": ["extra.wad"]})");
    config::CommandLine cl;
    cl.files = {m.mod.string()};
    const app::GameFiles g = app::open_game_files(cl);
    EXPECT_EQ(file_names(g.archive), (std::vector<std::string>{"freedoom1.wad", "mod.wad", "extra.wad"}));
    EXPECT_EQ(g.game, wad::Game::Freedoom1);
    EXPECT_TRUE(g.archive.find("EXTRALMP"));
}

TEST(GameConfFiles, AnIwadTheCommandLineNamesIsKept) {
    Mod m(R"({"iwad": "freedoom1.wad", "pwads": ["extra.wad"]})");
    config::CommandLine cl;
    cl.iwad = "freedoom2.wad";
    cl.files = {m.mod.string()};
    const app::GameFiles g = app::open_game_files(cl);
    EXPECT_EQ(file_names(g.archive), (std::vector<std::string>{"freedoom2.wad", "mod.wad", "extra.wad"}));
    EXPECT_EQ(g.game, wad::Game::Freedoom2);
}

TEST(GameConfFiles, AMissingPwadIsNamedWithTheLumpThatAsksForIt) {
    Mod m(R"({"pwads": ["extra.wad", "absent.wad"]})");
    config::CommandLine cl;
    cl.iwad = "freedoom2.wad";
    cl.files = {m.mod.string()};
    const std::string error = test_support::error_of([&] { (void)app::open_game_files(cl); });
    EXPECT_EQ(error, m.mod.string() + ": lump GAMECONF: PWAD absent.wad not found beside mod.wad or where IWADs are "
                                      "searched");
}

TEST(GameConfFiles, AnIwadNowhereToBeFoundLeavesTheGameOnItsOwn) {
    Mod m(R"({"iwad": "nosuchiwad.wad"})");
    config::CommandLine cl;
    cl.files = {m.mod.string()};
    const app::GameFiles g = app::open_game_files(cl);
    ASSERT_FALSE(g.archive.files().empty());
    EXPECT_NE(g.archive.files().front().path.filename(), "nosuchiwad.wad");
    EXPECT_NE(g.game, wad::Game::Unknown);
}

}  // namespace
