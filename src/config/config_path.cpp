#include "config/config_path.h"

#include <cstdlib>

namespace config {

std::filesystem::path user_config_path(std::string_view xdg_config_home, std::string_view home) {
    std::filesystem::path base;
    if (!xdg_config_home.empty() && xdg_config_home.front() == '/')
        base = xdg_config_home;
    else if (!home.empty())
        base = std::filesystem::path(home) / ".config";
    else
        return {};
    return base / "brimstone" / "brimstone.toml";
}

std::filesystem::path user_config_path() {
    auto env = [](const char* name) -> std::string_view {
        const char* v = std::getenv(name);
        return v ? v : "";
    };
    return user_config_path(env("XDG_CONFIG_HOME"), env("HOME"));
}

}  // namespace config
