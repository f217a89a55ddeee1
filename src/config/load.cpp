#include "config/load.h"

#include "base/error.h"
#include "base/file_io.h"
#include "config/config_path.h"
#include "config/overrides.h"
#include "config/toml_reading.h"

namespace config {

std::vector<Diagnostic> load_text(Settings& settings, std::string_view text, const std::string& file_name) {
    auto diagnostics = read_settings(settings, text, file_name);
    log_diagnostics(diagnostics);
    return diagnostics;
}

std::vector<Diagnostic> load_file(Settings& settings, const std::filesystem::path& path) {
    std::string text;
    try {
        text = base::read_text_file(path);
    } catch (const base::Error& e) {
        // The diagnostic names the path once.
        const std::string message = base::problem_reading(e, path);
        std::vector<Diagnostic> diagnostics{{Severity::Error, path.string(), 0, 0, message + "; using defaults"}};
        log_diagnostics(diagnostics);
        return diagnostics;
    }
    return load_text(settings, text, path.string());
}

LoadedConfig load_config(const std::optional<std::filesystem::path>& config_file,
                         std::span<const std::string> overrides) {
    LoadedConfig loaded{Settings(), config_file ? *config_file : user_config_path(), {}};
    std::error_code ec;
    if (config_file || (!loaded.path.empty() && std::filesystem::exists(loaded.path, ec)))
        loaded.diagnostics = load_file(loaded.settings, loaded.path);
    auto more = apply_overrides(loaded.settings, overrides);
    loaded.diagnostics.insert(loaded.diagnostics.end(), more.begin(), more.end());
    return loaded;
}

}  // namespace config
