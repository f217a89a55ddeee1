#include "base/log.h"

#include <cstdio>

namespace base {
namespace {
bool g_quiet = false;  // process-wide switch owned by app/tests
}

void set_log_quiet(bool quiet) { g_quiet = quiet; }

void log(LogLevel level, std::string_view message) {
    if (g_quiet && level != LogLevel::Error) return;
    const char* prefix = level == LogLevel::Info ? "" : level == LogLevel::Warning ? "warning: " : "error: ";
    std::fprintf(stderr, "%s%.*s\n", prefix, static_cast<int>(message.size()), message.data());
}

}  // namespace base
