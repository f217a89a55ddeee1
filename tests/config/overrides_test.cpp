#include "config/overrides.h"

#include <gtest/gtest.h>

#include "base/log.h"

namespace config {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

class Overrides : public ::testing::Test {
protected:
    void SetUp() override { base::set_log_quiet(true); }
    void TearDown() override { base::set_log_quiet(false); }
    std::vector<Diagnostic> apply(std::vector<std::string> overrides) { return apply_overrides(settings, overrides); }
    Settings settings;
};

TEST_F(Overrides, ValuesParsedByDeclaredType) {
    auto d = apply({"video.fullscreen=yes", "video.width = 1920", "video.fov=100.5", "video.renderer=vulkan",
                    "bindings.fire=lctrl, mouse1", "bindings.automap=", "paths.iwad_dir=/wads"});
    EXPECT_TRUE(d.empty());
    EXPECT_TRUE(settings.get_bool("video.fullscreen"));
    EXPECT_EQ(settings.get_int("video.width"), 1920);
    EXPECT_DOUBLE_EQ(settings.get_double("video.fov"), 100.5);
    EXPECT_EQ(settings.get_string("video.renderer"), "vulkan");
    EXPECT_EQ(settings.get_bindings("bindings.fire"), (Bindings{"lctrl", "mouse1"}));
    EXPECT_TRUE(settings.get_bindings("bindings.automap").empty());
    EXPECT_EQ(settings.get_string("paths.iwad_dir"), "/wads");
}

TEST_F(Overrides, LaterOverridesWin) {
    EXPECT_TRUE(apply({"audio.channels=4", "audio.channels=12"}).empty());
    EXPECT_EQ(settings.get_int("audio.channels"), 12);
}

TEST_F(Overrides, UnknownKey) {
    auto d = apply({"video.widht=3"});
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(d[0].file, "--set");
    EXPECT_EQ(d[0].severity, Severity::Warning);
    EXPECT_TRUE(contains(to_string(d[0]), "--set: video.widht=3: unknown setting video.widht")) << to_string(d[0]);
}

TEST_F(Overrides, MalformedWithoutEquals) {
    auto d = apply({"video.width"});
    ASSERT_EQ(d.size(), 1u);
    EXPECT_TRUE(contains(d[0].message, "expected table.name=value")) << d[0].message;
    EXPECT_EQ(settings, Settings());
}

TEST_F(Overrides, BadValuesKeepTheCurrentValue) {
    settings.set_int("video.width", 800);
    auto d = apply({"video.width=wide", "video.width=99999", "video.fullscreen=maybe", "video.detail=ultra",
                    "bindings.use=space,hyperkey", "video.fov=1e999"});
    ASSERT_EQ(d.size(), 6u);
    EXPECT_TRUE(contains(d[0].message, "video.width=wide: expected an integer from 320 to 7680; keeping 800"))
        << d[0].message;
    EXPECT_TRUE(contains(d[1].message, "video.width = 99999: out of range")) << d[1].message;
    EXPECT_TRUE(contains(d[2].message, "true or false")) << d[2].message;
    EXPECT_TRUE(contains(d[3].message, R"(one of "high", "low")")) << d[3].message;
    EXPECT_TRUE(contains(d[4].message, "hyperkey")) << d[4].message;
    EXPECT_TRUE(contains(d[5].message, "video.fov=1e999")) << d[5].message;
    EXPECT_EQ(settings.get_int("video.width"), 800);
    EXPECT_EQ(settings.get_bindings("bindings.use"), (Bindings{"space", "e"}));
}

}  // namespace
}  // namespace config
