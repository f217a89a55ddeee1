// brimstone.toml: any text as the user's settings file.
#include <cstdint>
#include <string_view>

#include "base/log.h"
#include "config/load.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    config::Settings settings;
    (void)config::load_text(settings, std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.toml");
    return 0;
}
