// MUSINFO lumps, parsed with every name taken for a music lump.
#include <cstdint>
#include <string_view>
#include <vector>

#include "assets/musinfo.h"
#include "base/log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad pair is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    const assets::MusInfo info =
        assets::parse_musinfo(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.wad: lump MUSINFO",
                              [](std::string_view name) { return name.size() <= 8; }, diagnostics);
    // Every block is a map's lump name; every music kept passed the lump check.
    for (const auto& [map, music] : info.maps) {
        if (map.empty() || map.size() > 8) __builtin_trap();
        for (const std::string& lump : music)
            if (lump.size() > 8) __builtin_trap();
    }
    return 0;
}
