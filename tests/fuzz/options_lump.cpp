// MBF OPTIONS lumps, parsed and applied to a new MBF game's options.
#include <cstdint>
#include <string_view>

#include "base/log.h"
#include "sim/options_lump.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad line is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const sim::OptionsLump lump =
        sim::parse_options_lump(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.wad");
    sim::CompatOptions options = sim::default_compat_options(sim::CompLevel::Mbf);
    sim::apply_options_lump(lump, options, false);
    // Whatever the lump says, the values stay in their ranges.
    if (options.dogs < 0 || options.dogs > 3 || options.distfriend < 0 || options.distfriend > 999) __builtin_trap();
    return 0;
}
