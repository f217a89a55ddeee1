// BEHAVIOR lumps: read as a map's scripts, then played for a few tics on
// an empty level, so the loader's checks and the interpreter's (jumps,
// stack, variables, strings) both meet what strangers' lumps hold.
#include <cstdint>
#include <vector>

#include "base/log.h"
#include "sim/acs_scripts.h"
#include "sim/definitions.h"
#include "sim/world.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // a bad lump gets a warning; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const sim::Definitions defs;
    sim::World w(defs);
    w.level.where = "fuzz.wad: MAP01";
    w.level.extensions.behavior.assign(data, data + size);
    sim::start_acs_level(w);
    if (!w.acs.module) return 0;
    for (int tic = 0; tic < 3; ++tic, ++w.leveltime) sim::run_acs_scripts(w);
    return 0;
}
