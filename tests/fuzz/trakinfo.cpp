// TRAKINFO lumps (and the comment blanking and JSON reader under them).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/trakinfo.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    assets::TrackInfo info;
    std::vector<std::string> diagnostics;
    assets::parse_trakinfo(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.wad: lump TRAKINFO", info,
                           diagnostics);
    // What is kept is a digest naming lumps a WAD can hold.
    for (const auto& [key, alternatives] : info) {
        if (key.size() != 40 || alternatives.remixed.size() > 8 || alternatives.midi.size() > 8) __builtin_trap();
        for (const char c : key)
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) __builtin_trap();
    }
    return 0;
}
