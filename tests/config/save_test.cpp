#include "config/save.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include "base/error.h"
#include "base/file_io.h"
#include "base/log.h"
#include "config/load.h"
#include "temp_dir.h"

namespace config {
namespace {

class Save : public ::testing::Test {
protected:
    void SetUp() override { base::set_log_quiet(true); }
    void TearDown() override { base::set_log_quiet(false); }
};

const std::string kUserFile =
    "# My settings, hand written.\n"
    "\n"
    "[video]\n"
    "width   =  1024   # my monitor\n"
    "height = 768\n"
    "fov = 1_00  # underscores as I like them\n"
    "\n"
    "# Sound next.\n"
    "[audio]\n"
    "sfx_volume = 5\n"
    "\n"
    "[bindings]\n"
    "fire = [\n"
    "    \"lctrl\",  # keyboard\n"
    "    \"mouse1\", # mouse\n"
    "]\n"
    "unknown_thing = \"kept\"\n";

Settings loaded(const std::string& text) {
    Settings s;
    load_text(s, text, "test.toml");
    return s;
}

TEST_F(Save, ReplacesOnlyChangedValuesKeepsCommentsAndAddsMissingKeys) {
    Settings s = loaded(kUserFile);
    s.set_int("video.width", 1920);
    s.set_int("audio.sfx_volume", 9);
    s.set_bindings("bindings.fire", {"mouse1"});
    s.set_bool("video.fullscreen", true);             // not in the file: added to [video]
    s.set_bool("compat.emulate_overflows", false);    // no [compat] table yet
    std::string updated = update_config_text(kUserFile, s, "test.toml");
    EXPECT_EQ(updated,
              "# My settings, hand written.\n"
              "\n"
              "[video]\n"
              "width   =  1920   # my monitor\n"
              "height = 768\n"
              "fov = 1_00  # underscores as I like them\n"
              "fullscreen = true\n"
              "\n"
              "# Sound next.\n"
              "[audio]\n"
              "sfx_volume = 9\n"
              "\n"
              "[bindings]\n"
              "fire = [\"mouse1\"]\n"
              "unknown_thing = \"kept\"\n"
              "\n"
              "[compat]\n"
              "emulate_overflows = false\n");
    EXPECT_EQ(loaded(updated), s);
}

TEST_F(Save, NothingChangedLeavesTheTextIdentical) {
    EXPECT_EQ(update_config_text(kUserFile, loaded(kUserFile), "test.toml"), kUserFile);
}

TEST_F(Save, ColumnsCountCharactersNotBytes) {
    const std::string text = "audio = { soundfont = \"é.sf2\", sfx_volume = 3 } # ü\n";
    Settings s = loaded(text);
    s.set_int("audio.sfx_volume", 7);
    EXPECT_EQ(update_config_text(text, s, "utf8.toml"), "audio = { soundfont = \"é.sf2\", sfx_volume = 7 } # ü\n");
}

TEST_F(Save, AddsToALastTableWithoutFinalNewline) {
    Settings s = loaded("[video]\nwidth = 1024");
    s.set_int("video.height", 600);
    EXPECT_EQ(update_config_text("[video]\nwidth = 1024", s, "t.toml"), "[video]\nwidth = 1024\nheight = 600\n");
}

TEST_F(Save, InlineTableThatCannotTakeANewKeyIsRefused) {
    Settings s = loaded("video = { width = 1024 }\n");
    s.set_bool("video.fullscreen", true);
    EXPECT_THROW(update_config_text("video = { width = 1024 }\n", s, "inline.toml"), base::Error);
}

TEST_F(Save, NewFileStartsFromTheDocumentedDefaultsAndRoundTrips) {
    config_test::TempDir dir;
    auto path = dir.path() / "new" / "folder" / "brimstone.toml";
    Settings s;
    s.set_bool("video.vsync", false);
    s.set_int("video.screenblocks", 11);
    s.set_double("input.mouse_sensitivity", 7.25);
    s.set_string("paths.savegame_dir", "/tmp/saves \"quoted\"");
    s.set_bindings("bindings.use", {"space", "enter"});
    save_config(s, path);
    std::string text = base::read_text_file(path);
    EXPECT_NE(text.find("# Wait for the display's refresh"), std::string::npos) << "help comments are written";
    EXPECT_NE(text.find("vsync = false\n"), std::string::npos);
    EXPECT_NE(text.find("mouse_sensitivity = 7.25\n"), std::string::npos);
    Settings back;
    EXPECT_TRUE(load_file(back, path).empty());
    EXPECT_EQ(back, s);
}

TEST_F(Save, ExistingFileKeepsItsCommentsOnDisk) {
    config_test::TempDir dir;
    auto path = dir.write("brimstone.toml", kUserFile);
    Settings s = loaded(kUserFile);
    s.set_int("video.height", 1080);
    save_config(s, path);
    std::string text = base::read_text_file(path);
    EXPECT_NE(text.find("# My settings, hand written.\n"), std::string::npos);
    EXPECT_NE(text.find("width   =  1024   # my monitor\nheight = 1080\n"), std::string::npos) << text;
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}

TEST_F(Save, UnwritableDirectoryThrowsAndLeavesTheFileUntouched) {
    config_test::TempDir dir;
    auto path = dir.write("brimstone.toml", kUserFile);
    // Root ignores permission bits, so a directory where the temporary file
    // must go makes the write fail for every user.
    std::filesystem::create_directory(path.string() + ".tmp");
    ::chmod(dir.path().c_str(), 0555);
    Settings s = loaded(kUserFile);
    s.set_int("video.width", 640);
    EXPECT_THROW(save_config(s, path), base::Error);
    ::chmod(dir.path().c_str(), 0755);
    EXPECT_EQ(base::read_text_file(path), kUserFile);
}

TEST_F(Save, FolderThatCannotBeCreatedThrows) {
    config_test::TempDir dir;
    auto blocker = dir.write("not-a-folder", "x");
    Settings s;
    s.set_int("video.width", 640);
    EXPECT_THROW(save_config(s, blocker / "brimstone.toml"), base::Error);
    EXPECT_EQ(base::read_text_file(blocker), "x");
}

TEST_F(Save, FileWithSyntaxErrorIsNotOverwritten) {
    config_test::TempDir dir;
    const std::string broken = "# mine\n[video\nwidth = 1024\n";
    auto path = dir.write("brimstone.toml", broken);
    Settings s;
    s.set_int("video.width", 640);
    try {
        save_config(s, path);
        FAIL() << "saving over a broken file must fail";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("brimstone.toml:2:"), std::string::npos) << e.what();
    }
    EXPECT_EQ(base::read_text_file(path), broken);
}

}  // namespace
}  // namespace config
