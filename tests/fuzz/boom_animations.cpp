// Boom's ANIMATED and SWITCHES lumps: the input cut in two, one for each.
#include <cstdint>
#include <span>

#include "assets/animation_table.h"
#include "base/log.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad record is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto pieces = fuzz::split(std::span(data, size), 2);
    for (const assets::AnimationEntry& e : assets::parse_animated(pieces[0], "fuzz.wad: lump ANIMATED"))
        if (e.first.size() > 8 || e.last.size() > 8 || e.speed < 1) __builtin_trap();
    for (const assets::SwitchEntry& e : assets::parse_switches(pieces[1], "fuzz.wad: lump SWITCHES"))
        if (e.off.size() > 8 || e.on.size() > 8 || e.episode < 1 || e.episode > 3) __builtin_trap();
    return 0;
}
