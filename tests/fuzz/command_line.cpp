// The command line: the input cut at NUL bytes into arguments (as the
// kernel hands them over), parsed, and its --set overrides applied to
// the default settings.
#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/log.h"
#include "config/command_line.h"
#include "config/overrides.h"
#include "config/settings.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad --set is logged as well as returned
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> args(1);
    for (std::size_t i = 0; i < size; ++i) {
        if (data[i] == 0)
            args.emplace_back();
        else
            args.back().push_back(static_cast<char>(data[i]));
    }
    try {
        const config::CommandLine command_line = config::parse_command_line(args);
        config::Settings settings;
        (void)config::apply_overrides(settings, command_line.overrides);
    } catch (const base::Error&) {
    }
    return 0;
}
