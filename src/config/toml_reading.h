#pragma once
// Private to config/: turning a parsed TOML document into setting values.
// Shared by loading and by the saver, which re-reads what it wrote.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

#include "config/diagnostic.h"
#include "config/settings.h"

namespace config {

// The node as a value of the setting's type, or nothing if its TOML type
// does not fit (an integer is accepted where a number is declared).
std::optional<Value> value_from_toml(const Setting& setting, const toml::node& node);

// Parses `text` and applies every valid setting in it to `settings`. A syntax
// error leaves `settings` as it was. Diagnostics come back in file order.
std::vector<Diagnostic> read_settings(Settings& settings, std::string_view text, const std::string& file_name);

// toml::parse with the file name recorded for positions.
toml::table parse_toml(std::string_view text, const std::string& file_name);

}  // namespace config
