#include "config/load.h"

#include <string>
#include <tuple>

#include <gtest/gtest.h>

#include "base/log.h"
#include "config/config_path.h"
#include "temp_dir.h"

namespace config {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

class Load : public ::testing::Test {
protected:
    void SetUp() override { base::set_log_quiet(true); }
    void TearDown() override { base::set_log_quiet(false); }
};

TEST_F(Load, ValidFileApplies) {
    Settings s;
    auto d = load_text(s,
                       "[video]\nwidth = 1920 # wide\nrenderer = \"vulkan\"\nfov = 100\n"
                       "[bindings]\nfire = [\"mouse1\"]\n",
                       "ok.toml");
    EXPECT_TRUE(d.empty());
    EXPECT_EQ(s.get_int("video.width"), 1920);
    EXPECT_EQ(s.get_string("video.renderer"), "vulkan");
    EXPECT_DOUBLE_EQ(s.get_double("video.fov"), 100.0) << "an integer is accepted for a number";
    EXPECT_EQ(s.get_bindings("bindings.fire"), Bindings{"mouse1"});
}

TEST_F(Load, DottedKeysAtTheTopAlsoWork) {
    Settings s;
    EXPECT_TRUE(load_text(s, "video.width = 800\naudio = { sfx_volume = 3 }\n", "dotted.toml").empty());
    EXPECT_EQ(s.get_int("video.width"), 800);
    EXPECT_EQ(s.get_int("audio.sfx_volume"), 3);
}

TEST_F(Load, SyntaxErrorNamesFileLineColumnAndKeepsDefaults) {
    Settings s;
    auto d = load_text(s, "[video]\nwidth = 1920\nheight = = 3\n", "broken.toml");
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(d[0].severity, Severity::Error);
    EXPECT_EQ(d[0].file, "broken.toml");
    EXPECT_EQ(d[0].line, 3);
    EXPECT_GT(d[0].column, 0);
    std::string text = to_string(d[0]);
    EXPECT_TRUE(contains(text, "broken.toml:3:" + std::to_string(d[0].column) + ": syntax error")) << text;
    EXPECT_EQ(s, Settings()) << "nothing from a broken file applies, not even the valid line before";
}

// toml++ parses dotted keys and nesting recursively: these files overflowed
// its stack before the depth check.
TEST_F(Load, HostileDepthIsRefusedBeforeTheParserSeesIt) {
    std::string header = "[video]\nwidth = 800\n[a";
    for (int i = 0; i < 40000; ++i) header += ".a";
    header += "]\n";
    std::string arrays = "# nested\nx = ";
    arrays.append(100000, '[');
    std::string tables = "y = ";
    for (int i = 0; i < 100000; ++i) tables += "{z=";
    std::string inline_keys = "w = { ";
    for (int i = 0; i < 40000; ++i) inline_keys += "k.";
    inline_keys += "k = 1 }";
    for (const auto& [text, line, what] :
         {std::tuple{header, 3, "a key with more than 64 dotted parts"},
          std::tuple{arrays, 2, "arrays or tables nested more than 64 deep"},
          std::tuple{tables, 1, "arrays or tables nested more than 64 deep"},
          std::tuple{inline_keys, 1, "a key with more than 64 dotted parts"}}) {
        Settings s;
        const auto d = load_text(s, text, "deep.toml");
        ASSERT_EQ(d.size(), 1u);
        EXPECT_EQ(d[0].severity, Severity::Error);
        EXPECT_EQ(d[0].line, line);
        EXPECT_TRUE(contains(to_string(d[0]), what)) << to_string(d[0]);
        EXPECT_EQ(s, Settings()) << "nothing from the file applies";
    }
}

TEST_F(Load, OrdinaryNestingAndDotsInValuesAreNotDepth) {
    std::string floats = "[bindings]\nfire = [\"mouse1\"] # 1.2.3.4\n[video]\nfov = 90.5\n";
    std::string many = "[video]\nwidth = 1024\n# ";
    for (int i = 0; i < 200; ++i) many += "a.";
    many += "\nx = \"";
    for (int i = 0; i < 200; ++i) many += "b.[{";
    many += "\"\n";
    Settings s;
    EXPECT_TRUE(load_text(s, floats, "ok.toml").empty());
    EXPECT_DOUBLE_EQ(s.get_double("video.fov"), 90.5);
    const auto d = load_text(s, many, "strings.toml");
    ASSERT_EQ(d.size(), 1u) << "only the unknown key x";
    EXPECT_TRUE(contains(d[0].message, "video.x")) << d[0].message;
    EXPECT_EQ(s.get_int("video.width"), 1024);
}

TEST_F(Load, UnknownKeyWarnsByDottedNameAndLine) {
    Settings s;
    auto d = load_text(s, "[video]\nwidth = 1024\nwidht = 3\n[nosuch]\nx = 1\n", "typo.toml");
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[0].severity, Severity::Warning);
    EXPECT_EQ(d[0].line, 3);
    EXPECT_EQ(d[0].column, 1);
    EXPECT_TRUE(contains(d[0].message, "unknown setting video.widht")) << d[0].message;
    EXPECT_EQ(d[1].line, 4);
    EXPECT_TRUE(contains(d[1].message, "nosuch")) << d[1].message;
    EXPECT_EQ(s.get_int("video.width"), 1024) << "the rest of the file still applies";
}

TEST_F(Load, QuotedKeyWithADotIsOneUnknownName) {
    Settings s;
    auto d = load_text(s, "\"video.width\" = 1024\n", "quoted.toml");
    ASSERT_EQ(d.size(), 1u);
    EXPECT_TRUE(contains(d[0].message, "unknown setting \"video.width\"")) << d[0].message;
    EXPECT_EQ(s, Settings());
}

TEST_F(Load, WrongTypeWarnsWithValueAndAllowedAndKeepsDefault) {
    Settings s;
    auto d = load_text(s, "[video]\n\nwidth = \"big\"\nfullscreen = 1\n", "types.toml");
    ASSERT_EQ(d.size(), 2u);
    EXPECT_EQ(d[0].line, 3);
    EXPECT_EQ(d[0].column, 9);
    std::string text = to_string(d[0]);
    EXPECT_TRUE(contains(text, "types.toml:3:9: video.width = ")) << text;
    EXPECT_TRUE(contains(text, "big")) << text;
    EXPECT_TRUE(contains(text, "an integer from 320 to 7680")) << text;
    EXPECT_TRUE(contains(text, "keeping 1280")) << text;
    EXPECT_TRUE(contains(d[1].message, "true or false")) << d[1].message;
    EXPECT_EQ(s, Settings());
}

TEST_F(Load, OutOfRangeWarnsWithValueAndRangeAndKeepsDefault) {
    Settings s;
    auto d = load_text(s,
                       "[video]\nscreenblocks = 12\nrenderer = \"opengl\"\n[audio]\nsfx_volume = -1\n"
                       "[bindings]\nuse = [\"space\", \"hyperkey\"]\nfire = [1]\n",
                       "range.toml");
    ASSERT_EQ(d.size(), 5u);
    EXPECT_EQ(to_string(d[0]),
              "range.toml:2:16: video.screenblocks = 12: out of range (allowed: an integer from 3 to 11); keeping 10");
    EXPECT_TRUE(contains(d[1].message, R"(one of "software", "vulkan")")) << d[1].message;
    EXPECT_TRUE(contains(d[2].message, "audio.sfx_volume = -1")) << d[2].message;
    EXPECT_TRUE(contains(d[3].message, "hyperkey")) << d[3].message;
    EXPECT_TRUE(contains(d[4].message, "bindings.fire")) << d[4].message;
    EXPECT_EQ(s, Settings());
}

TEST_F(Load, TableGivenAsAValueWarns) {
    Settings s;
    auto d = load_text(s, "video = 5\n", "shape.toml");
    ASSERT_EQ(d.size(), 1u);
    EXPECT_TRUE(contains(d[0].message, "video should be a table")) << d[0].message;
}

TEST_F(Load, MissingExplicitFileIsAnErrorButNotFatal) {
    config_test::TempDir dir;
    auto loaded = load_config(dir.path() / "absent.toml", {});
    ASSERT_EQ(loaded.diagnostics.size(), 1u);
    EXPECT_EQ(loaded.diagnostics[0].severity, Severity::Error);
    EXPECT_EQ(loaded.diagnostics[0].file, (dir.path() / "absent.toml").string());
    EXPECT_TRUE(contains(loaded.diagnostics[0].message, "cannot open")) << loaded.diagnostics[0].message;
    EXPECT_EQ(loaded.settings, Settings());
}

TEST_F(Load, ConfigFileThenOverrides) {
    config_test::TempDir dir;
    auto file = dir.write("mine.toml", "[video]\nwidth = 1024\nheight = 768\n");
    std::vector<std::string> overrides{"video.height=600", "audio.channels=16"};
    auto loaded = load_config(file, overrides);
    EXPECT_TRUE(loaded.diagnostics.empty());
    EXPECT_EQ(loaded.path, file);
    EXPECT_EQ(loaded.settings.get_int("video.width"), 1024);
    EXPECT_EQ(loaded.settings.get_int("video.height"), 600);
    EXPECT_EQ(loaded.settings.get_int("audio.channels"), 16);
}

TEST(ConfigPath, FollowsXdg) {
    EXPECT_EQ(user_config_path("/x/cfg", "/home/u"), "/x/cfg/brimstone/brimstone.toml");
    EXPECT_EQ(user_config_path("", "/home/u"), "/home/u/.config/brimstone/brimstone.toml");
    EXPECT_EQ(user_config_path("relative", "/home/u"), "/home/u/.config/brimstone/brimstone.toml");
    EXPECT_EQ(user_config_path("", ""), "");
}

}  // namespace
}  // namespace config
