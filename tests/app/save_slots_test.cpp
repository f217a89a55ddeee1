// The menu's savegame slots: one folder per IWAD under the XDG data
// folder (or paths.savegame_dir), the descriptions the menu lists, and
// -loadgame in the window: a good save is loaded, a damaged one is
// refused with a message in the log and left as it was.
#include "app/save_slots.h"
#include "app/sim_files.h"

#include <gtest/gtest.h>

#include <map>

#include "app/program_run.h"
#include "base/file_io.h"
#include "sim/game.h"
#include "sim/savegame.h"
#include "support/demo_runner.h"
#include "support/pwad.h"
#include "support/scoped_env.h"
#include "support/temp_dir.h"
#include "support/test_support.h"
#include "support/virtual_display.h"

namespace {

TEST(SaveSlots, OneFolderPerIwadUnderTheXdgDataFolder) {
    test_support::ScopedEnv env;
    env.set("XDG_DATA_HOME", "/data/home");
    config::Settings settings;
    EXPECT_EQ(app::save_folder(settings, "/usr/share/games/doom/Freedoom2.WAD"),
              std::filesystem::path("/data/home/brimstone/savegames/freedoom2"));
    settings.set_string("paths.savegame_dir", "/my/saves");
    EXPECT_EQ(app::save_folder(settings, "/usr/share/games/doom/freedoom1.wad"),
              std::filesystem::path("/my/saves/freedoom1"));
    env.unset("XDG_DATA_HOME").set("HOME", "/home/player");
    settings.set_string("paths.savegame_dir", "");
    EXPECT_EQ(app::save_folder(settings, "doom.wad"),
              std::filesystem::path("/home/player/.local/share/brimstone/savegames/doom"));
}

void save_a_game(const std::filesystem::path& path, const std::string& description) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    sim::World world(iwad.defs);
    sim::GameOptions options;
    options.mode = iwad.source->mode();
    options.map = 2;
    sim::new_game(world, *iwad.source, options);
    std::filesystem::create_directories(path.parent_path());
    app::save_game_file(world, description, path);
}

TEST(SaveSlots, DescriptionsOfTheSavesThere) {
    test_support::TempDir dir;
    save_a_game(app::slot_path(dir.path(), 2), "MAP 2 START");
    dir.write("brimsav4.dsg", std::string("not a savegame"));
    const auto slots = app::read_slot_descriptions(dir.path());
    EXPECT_FALSE(slots[0].has_value());
    EXPECT_EQ(slots[2], "MAP 2 START");
    EXPECT_EQ(slots[4], "(damaged)");
    EXPECT_FALSE(slots[5].has_value());
}

class LoadGameWindow : public ::testing::Test {
protected:
    test_support::VirtualDisplay display_;
    test_support::TempDir dir_;

    app_tests::ProgramResult brimstone(std::vector<std::string> args) {
        std::map<std::string, std::optional<std::string>> env{
            {"DISPLAY", display_.name()},
            {"XDG_CONFIG_HOME", (dir_.path() / "config").string()},
            {"XDG_DATA_HOME", (dir_.path() / "data").string()},
            {"WAYLAND_DISPLAY", std::nullopt}};
        return app_tests::run_brimstone({std::move(args), dir_.path(), std::move(env)});
    }
    std::filesystem::path slot(int n) const {
        return dir_.path() / "data" / "brimstone" / "savegames" / "freedoom2" /
               ("brimsav" + std::to_string(n) + ".dsg");
    }
};

TEST_F(LoadGameWindow, LoadsTheSlotsSave) {
    save_a_game(slot(3), "MAP 2");
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-loadgame", "3", "--tics", "3"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("loaded " + slot(3).string()), std::string::npos) << r.err;
}

TEST_F(LoadGameWindow, RefusesADamagedSaveAndKeepsIt) {
    save_a_game(slot(1), "MAP 2");
    std::vector<std::uint8_t> bytes = base::read_file(slot(1));
    bytes[bytes.size() / 2] ^= 0xFF;
    dir_.write("data/brimstone/savegames/freedoom2/brimsav1.dsg", bytes);
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-loadgame", "1", "--tics", "3"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("checksum mismatch; the savegame is damaged"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("loaded "), std::string::npos) << r.err;
    EXPECT_EQ(base::read_file(slot(1)), bytes);
}

// A UDMF MAP01 whose open script runs the Autosave special on the first tic.
std::filesystem::path write_autosave_map(const test_support::TempDir& dir) {
    const std::filesystem::path acs = std::filesystem::path(BRIMSTONE_SOURCE_DIR) / "tests" / "data" / "acs";
    const std::vector<std::uint8_t> textmap = base::read_file(acs / "MAP01.textmap");
    const std::vector<std::uint8_t> behavior = base::read_file(acs / "autosave.o");
    return dir.write("autosave.wad", test_support::pwad_bytes(std::vector<std::pair<std::string, std::vector<std::uint8_t>>>{
                                         {"MAP01", {}}, {"TEXTMAP", textmap}, {"BEHAVIOR", behavior}, {"ENDMAP", {}}}));
}

TEST_F(LoadGameWindow, TheAutosaveSpecialWritesTheAutosaveThatLoadGameAutoLoads) {
    const std::filesystem::path wad = write_autosave_map(dir_);
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const std::filesystem::path autosave = app::slot_path(slot(0).parent_path(), config::kAutosaveSlot);

    auto r = brimstone({"-iwad", iwad, "-file", wad.string(), "-warp", "1", "--set", "game.autosave=false",
                        "--tics", "5"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_FALSE(std::filesystem::exists(autosave)) << "game.autosave off";

    r = brimstone({"-iwad", iwad, "-file", wad.string(), "-warp", "1", "--tics", "5"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_TRUE(std::filesystem::exists(autosave)) << r.err;
    EXPECT_NE(r.err.find("saved " + autosave.string()), std::string::npos) << r.err;
    for (const auto& description : app::read_slot_descriptions(autosave.parent_path()))
        EXPECT_FALSE(description.has_value()) << "the menu's slots are left alone";

    r = brimstone({"-iwad", iwad, "-file", wad.string(), "-loadgame", "auto", "--tics", "3"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("loaded " + autosave.string()), std::string::npos) << r.err;
}

TEST_F(LoadGameWindow, WritesTheUsersSettingsFileWhenThereIsNone) {
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "--tics", "2"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::filesystem::path written = dir_.path() / "config" / "brimstone" / "brimstone.toml";
    ASSERT_TRUE(std::filesystem::exists(written));
    const std::vector<std::uint8_t> text = base::read_file(written);
    EXPECT_NE(std::string(text.begin(), text.end()).find("screenblocks"), std::string::npos);
}

}  // namespace
