#pragma once
// Where the user's settings live, following the XDG base directory spec.
#include <filesystem>
#include <string_view>

namespace config {

// $XDG_CONFIG_HOME/brimstone/brimstone.toml, or ~/.config/brimstone/brimstone.toml
// when XDG_CONFIG_HOME is unset, empty or relative (the spec says to ignore
// it then). Empty when neither variable gives a place.
std::filesystem::path user_config_path(std::string_view xdg_config_home, std::string_view home);

// The same, from this process's environment.
std::filesystem::path user_config_path();

}  // namespace config
