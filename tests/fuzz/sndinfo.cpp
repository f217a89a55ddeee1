// SNDINFO lumps, parsed, then given sound numbers and resolved as the game
// does, with every name of up to 8 characters taken for a sound lump.
#include <cstdint>
#include <string_view>
#include <vector>

#include "assets/sndinfo.h"
#include "base/log.h"
#include "sim/definitions.h"
#include "sim/sound_names.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad statement is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    assets::SndInfo info;
    assets::parse_sndinfo(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.wad: lump SNDINFO", info,
                          diagnostics);
    for (const auto& [index, ambient] : info.ambients)
        if (ambient.volume < 0 || ambient.volume > 1 || ambient.min_tics > ambient.max_tics) __builtin_trap();
    sim::Definitions defs;
    sim::apply_sndinfo(defs, info, [](std::string_view lump) { return lump.size() <= 8; }, diagnostics);
    // Every name stands for sounds the table has.
    if (defs.sndinfo)
        for (const auto& [name, sounds] : defs.sndinfo->named)
            for (const sim::SfxId sfx : sounds)
                if (sfx <= sim::sfx_None || static_cast<std::size_t>(sfx) >= defs.sounds.size()) __builtin_trap();
    return 0;
}
