#pragma once
// Reading settings from TOML. Bad input never throws: a syntax error ignores
// the file (with its file, line and column), an unknown key or a bad value is
// skipped with a warning, and everything else in the file still applies.
// Every function here also logs the diagnostics it returns.
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "config/diagnostic.h"
#include "config/settings.h"

namespace config {

// Applies the settings in `text` onto `settings`; `file_name` is used in messages.
std::vector<Diagnostic> load_text(Settings& settings, std::string_view text, const std::string& file_name);

// The same for a file; an unreadable file is an Error diagnostic.
std::vector<Diagnostic> load_file(Settings& settings, const std::filesystem::path& path);

struct LoadedConfig {
    Settings settings;
    std::filesystem::path path;  // the file read (or that would be), where saving goes
    std::vector<Diagnostic> diagnostics;
};

// Defaults, then the --config file or else the user's file (a missing user
// file is normal, a missing --config file is an error), then the overrides.
LoadedConfig load_config(const std::optional<std::filesystem::path>& config_file,
                         std::span<const std::string> overrides);

}  // namespace config
