#include "config/documentation.h"

#include <gtest/gtest.h>

#include "base/file_io.h"
#include "config/load.h"

namespace config {
namespace {

const std::filesystem::path kDefaultFile = std::filesystem::path(BRIMSTONE_SOURCE_DIR) / "config" / "default.toml";

TEST(Documentation, CommittedDefaultFileMatchesTheDeclarations) {
    // On failure, regenerate config/default.toml from default_config_toml().
    EXPECT_EQ(base::read_text_file(kDefaultFile), default_config_toml());
}

TEST(Documentation, DefaultFileParsesCleanlyToTheDefaults) {
    Settings s;
    s.set_int("video.width", 640);  // so that reading the file must set it back
    auto diagnostics = load_file(s, kDefaultFile);
    for (const auto& d : diagnostics) ADD_FAILURE() << to_string(d);
    EXPECT_EQ(s, Settings());
}

TEST(Documentation, EverySettingIsDocumented) {
    std::string text = default_config_toml();
    for (std::size_t i = 0; i < builtin_schema().size(); ++i) {
        const Setting& s = builtin_schema().at(i);
        std::string name = s.key.substr(s.key.find('.') + 1);
        std::string assignment = "\n" + name + " = " + to_toml(s.default_value) + "\n";
        auto at = text.find("[" + s.key.substr(0, s.key.find('.')) + "]\n");
        ASSERT_NE(at, std::string::npos) << s.key;
        EXPECT_NE(text.find(assignment, at), std::string::npos) << s.key;
        EXPECT_NE(text.find("# Accepts " + describe_allowed(s)), std::string::npos) << s.key;
    }
    EXPECT_NE(text.find("# Changes the simulation"), std::string::npos);
    for (std::size_t pos = 0, end; pos < text.size(); pos = end + 1) {
        end = text.find('\n', pos);
        EXPECT_LE(end - pos, 79u) << text.substr(pos, end - pos);
    }
}

}  // namespace
}  // namespace config
