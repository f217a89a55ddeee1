#pragma once
// Command-line overrides, "--set table.name=value", applied after the file.
// The value is read as the declared type: true/false (also yes/no, on/off,
// 1/0), a decimal integer or number, text as is, or comma-separated key names
// for a binding ("w,up"; empty unbinds).
#include <span>
#include <string>
#include <vector>

#include "config/diagnostic.h"
#include "config/settings.h"

namespace config {

// Applies each override in order; a bad one is reported (file "--set") and
// skipped. Diagnostics are also logged.
std::vector<Diagnostic> apply_overrides(Settings& settings, std::span<const std::string> overrides);

}  // namespace config
