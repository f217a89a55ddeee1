#include "config/diagnostic.h"

#include "base/log.h"

namespace config {

std::string to_string(const Diagnostic& d) {
    std::string text = d.file;
    if (d.line > 0) text += ":" + std::to_string(d.line);
    if (d.line > 0 && d.column > 0) text += ":" + std::to_string(d.column);
    return text + ": " + d.message;
}

void log_diagnostics(std::span<const Diagnostic> diagnostics) {
    for (const auto& d : diagnostics)
        base::log(d.severity == Severity::Error ? base::LogLevel::Error : base::LogLevel::Warning, to_string(d));
}

}  // namespace config
