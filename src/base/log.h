#pragma once
// Minimal leveled logging to stderr. Warnings are for skipped or replaced
// resources; the program's normal output goes to stdout.
#include <string_view>

namespace base {

enum class LogLevel { Info, Warning, Error };

void log(LogLevel level, std::string_view message);
inline void warn(std::string_view message) { log(LogLevel::Warning, message); }

// Tests can silence or capture warnings.
void set_log_quiet(bool quiet);

}  // namespace base
