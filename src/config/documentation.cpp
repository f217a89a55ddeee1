#include "config/documentation.h"

namespace config {
namespace {

constexpr std::size_t kWidth = 79;

// Word-wrapped "# " comment lines.
std::string comment(std::string_view text) {
    std::string out, line;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t space = text.find(' ', pos);
        std::string_view word = text.substr(pos, space == std::string_view::npos ? space : space - pos);
        pos = space == std::string_view::npos ? text.size() : space + 1;
        if (word.empty()) continue;
        if (!line.empty() && 2 + line.size() + 1 + word.size() > kWidth) {
            out += "# " + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + std::string(word);
    }
    if (!line.empty()) out += "# " + line + "\n";
    return out;
}

constexpr std::string_view kIntroduction =
    "Brimstone settings: each one with what it does, what it accepts and its default. Brimstone reads "
    "$XDG_CONFIG_HOME/brimstone/brimstone.toml (~/.config/brimstone/brimstone.toml when XDG_CONFIG_HOME is "
    "unset), or the file given with --config. A setting left out keeps its default; --set table.name=value "
    "changes one for a single run. Saving settings from the game keeps your comments and layout.";

constexpr std::string_view kGenerated =
    "This text is generated from the setting declarations in src/config/ by config::default_config_toml(); "
    "a test keeps config/default.toml in the source tree identical to it.";

constexpr std::string_view kSimulationNote =
    "Changes the simulation, so demos ignore it: they play and record with the original behaviour.";

}  // namespace

std::string default_config_toml(const Schema& schema) {
    std::string out = comment(kIntroduction) + "#\n" + comment(kGenerated);
    for (const SettingGroup& group : schema.groups()) {
        out += "\n\n" + comment(group.title);
        if (!group.help.empty()) out += comment(group.help);
        out += "[" + group.table + "]\n";
        for (const Setting& s : group.settings) {
            out += "\n" + comment(s.help);
            out += comment("Accepts " + describe_allowed(s) + ". Default: " + to_toml(s.default_value) + ".");
            if (s.affects_simulation) out += comment(kSimulationNote);
            out += s.key.substr(group.table.size() + 1) + " = " + to_toml(s.default_value) + "\n";
        }
    }
    return out;
}

}  // namespace config
