// DeHackEd and BEX patches, applied to fresh tables.
#include <cstdint>
#include <memory>
#include <string_view>

#include "base/log.h"
#include "sim/dehacked.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad line is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto defs = std::make_unique<sim::Definitions>();
    (void)sim::apply_dehacked(*defs, std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.deh");
    return 0;
}
