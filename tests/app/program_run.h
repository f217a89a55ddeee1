#pragma once
// Runs the built brimstone binary as a user would and captures what it
// printed and how it ended, for the command-line tests.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace app_tests {

struct ProgramResult {
    int exit_code = -1;  // -1 when it did not exit normally
    int signal = 0;      // the signal that ended it, if one did
    bool timed_out = false;  // killed after ProgramRun::timeout_seconds
    std::string out, err;
};

struct ProgramRun {
    std::vector<std::string> args;  // after the program name
    std::filesystem::path cwd;      // where it runs
    // Environment changes over the test's own: a value sets, nullopt removes.
    // XDG_CONFIG_HOME and XDG_DATA_HOME default to folders in `cwd`, so no
    // run reads or writes the user's settings and saves.
    std::map<std::string, std::optional<std::string>> env;
    // Killed (SIGKILL) when still running after this long; 0 waits for ever.
    double timeout_seconds = 0;
};

// Spawns BRIMSTONE_BINARY with stdout and stderr sent to files in `cwd`,
// waits for it and reads both back.
ProgramResult run_brimstone(const ProgramRun& run);

// A UDP port on 127.0.0.1 that was free a moment ago.
int free_udp_port();

}  // namespace app_tests
