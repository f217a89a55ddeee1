#pragma once
// A problem found while reading settings: where it is and what was done
// about it. Loading never throws for bad input; it returns these.
#include <span>
#include <string>

namespace config {

enum class Severity {
    Warning,  // one setting ignored, the rest of the file used
    Error,    // the whole file ignored (syntax error, unreadable)
};

struct Diagnostic {
    Severity severity = Severity::Warning;
    std::string file;  // the config file, or "--set" for a command-line override
    int line = 0;      // 1-based; 0 when the problem has no line
    int column = 0;    // 1-based, in characters; 0 when unknown
    std::string message;
};

// "brimstone.toml:3:9: video.width = 99999: out of range ..."
std::string to_string(const Diagnostic& diagnostic);

// Writes each through base::log at the matching level.
void log_diagnostics(std::span<const Diagnostic> diagnostics);

}  // namespace config
