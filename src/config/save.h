#pragma once
// Writing settings back without losing the user's comments or layout.
//
// toml++ drops comments when it re-serialises, so the saver edits the user's
// own text instead. It parses the file for the source position of every
// value, then:
//   - a known setting whose value in the file differs from the current one
//     gets only its value text replaced (the key, spacing and any trailing
//     comment stay; a value that already matches is left exactly as typed);
//   - a setting missing from the file and not at its default is added after
//     the last line of its [table], or in a new [table] at the end;
//   - everything else (comments, blank lines, unknown keys) is copied as is.
// The result is parsed again and must read back as exactly the settings
// being saved; otherwise (a layout the editor cannot extend, such as an
// inline table) saving fails with base::Error and the file is not touched.
// A file that does not exist yet starts from default_config_toml().
#include <filesystem>
#include <string>
#include <string_view>

#include "config/settings.h"

namespace config {

// The edited text. Throws base::Error if `original` has a syntax error or
// cannot be updated in place; `file_name` is for messages.
std::string update_config_text(std::string_view original, const Settings& settings, const std::string& file_name);

// Updates or creates `path` (and its folder), atomically: on any failure the
// previous file stays as it was. Throws base::Error.
void save_config(const Settings& settings, const std::filesystem::path& path);

}  // namespace config
