#include "config/settings.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "base/error.h"
#include "config/key_names.h"

namespace config {
namespace {

TEST(Settings, StartAtDefaults) {
    Settings s;
    EXPECT_EQ(s.get_string("video.renderer"), "software");
    EXPECT_EQ(s.get_int("video.screenblocks"), 10);
    EXPECT_FALSE(s.get_bool("video.fullscreen"));
    EXPECT_DOUBLE_EQ(s.get_double("video.fov"), 90.0);
    EXPECT_EQ(s.get_bindings("bindings.forward"), (Bindings{"w", "up", "mouse3"}));
    for (std::size_t i = 0; i < s.schema().size(); ++i) EXPECT_TRUE(s.is_default(s.schema().at(i).key));
}

TEST(Settings, SettersValidate) {
    Settings s;
    s.set_int("video.screenblocks", 11);
    EXPECT_EQ(s.get_int("video.screenblocks"), 11);
    EXPECT_FALSE(s.is_default("video.screenblocks"));
    try {
        s.set_int("video.screenblocks", 12);
        FAIL() << "12 is out of range";
    } catch (const base::Error& e) {
        std::string m = e.what();
        EXPECT_NE(m.find("video.screenblocks = 12"), std::string::npos) << m;
        EXPECT_NE(m.find("from 3 to 11"), std::string::npos) << m;
    }
    EXPECT_EQ(s.get_int("video.screenblocks"), 11) << "a rejected value leaves the old one";
    EXPECT_THROW(s.set_double("video.gamma", 1.0), std::logic_error) << "gamma is an integer";
    EXPECT_THROW(s.set_string("video.renderer", "opengl"), base::Error);
    EXPECT_THROW(s.set_double("video.fov", std::nan("")), base::Error);
    EXPECT_THROW(s.set_bindings("bindings.fire", {"mouse1", "nosuchkey"}), base::Error);
    s.set_bindings("bindings.fire", {});
    EXPECT_TRUE(s.get_bindings("bindings.fire").empty());
}

TEST(Settings, UnknownKeyOrWrongTypeIsAProgrammingError) {
    Settings s;
    EXPECT_THROW(s.get_int("video.widht"), std::logic_error);
    EXPECT_THROW(s.get_bool("video.width"), std::logic_error);
    EXPECT_THROW(s.get_string("video.width"), std::logic_error);
    EXPECT_THROW(s.set_int("nosuch.key", 1), std::logic_error);
}

TEST(Settings, EveryGameActionHasABinding) {
    Settings s;
    for (const char* action : {"forward", "back", "strafe_left", "strafe_right", "turn_left", "turn_right", "run",
                               "strafe", "fire", "use", "weapon1", "weapon2", "weapon3", "weapon4", "weapon5",
                               "weapon6", "weapon7", "automap", "menu", "screenshot", "switch_renderer",
                               "split_view", "fullscreen"})
        EXPECT_FALSE(s.get_bindings(std::string("bindings.") + action).empty()) << action;
}

TEST(Settings, SimulationFlagMarksCompatibilityOptionsOnly) {
    const Schema& schema = builtin_schema();
    ASSERT_TRUE(schema.find("input.free_look").has_value());
    EXPECT_FALSE(schema.at(*schema.find("input.free_look")).affects_simulation) << "only the view moves";
    EXPECT_TRUE(schema.at(*schema.find("compat.emulate_overflows")).affects_simulation);
    EXPECT_FALSE(schema.at(*schema.find("video.uncapped_framerate")).affects_simulation);
    EXPECT_FALSE(schema.at(*schema.find("video.fov")).affects_simulation);
}

TEST(Schema, RejectsBadDeclarations) {
    auto group = [](Setting s) { return SettingGroup{"video", "Video", "", {std::move(s)}}; };
    EXPECT_THROW(Schema({group(int_setting("video.width", 10, 320, 640, "w"))}), std::logic_error)
        << "default outside its range";
    EXPECT_THROW(Schema({group(int_setting("audio.width", 400, 320, 640, "w"))}), std::logic_error)
        << "key outside its group's table";
    EXPECT_THROW(Schema({group(bool_setting("video.Full Screen", true, "f"))}), std::logic_error);
    EXPECT_THROW(Schema({group(bool_setting("video.fullscreen", true, ""))}), std::logic_error) << "no help";
    EXPECT_THROW(Schema({SettingGroup{"video", "V", "", {bool_setting("video.a", true, "a"),
                                                         bool_setting("video.a", false, "a")}}}),
                 std::logic_error);
    EXPECT_THROW(Schema({group(choice_setting("video.mode", "x", {"a", "b"}, "m"))}), std::logic_error);
}

TEST(KeyNames, KnownAndUnknown) {
    EXPECT_TRUE(is_key_name("w"));
    EXPECT_TRUE(is_key_name("mouse1"));
    EXPECT_TRUE(is_key_name("f12"));
    EXPECT_FALSE(is_key_name("W"));
    EXPECT_FALSE(is_key_name(""));
    EXPECT_FALSE(is_key_name("f13"));
}

TEST(Setting, WritesTomlValues) {
    EXPECT_EQ(to_toml(Value(true)), "true");
    EXPECT_EQ(to_toml(Value(std::int64_t{-3})), "-3");
    EXPECT_EQ(to_toml(Value(5.0)), "5.0");
    EXPECT_EQ(to_toml(Value(0.25)), "0.25");
    EXPECT_EQ(to_toml(Value(std::string("a \"q\" \\ \n"))), R"("a \"q\" \\ \n")");
    EXPECT_EQ(to_toml(Value(Bindings{"w", "up"})), R"(["w", "up"])");
    EXPECT_EQ(to_toml(Value(Bindings{})), "[]");
}

}  // namespace
}  // namespace config
