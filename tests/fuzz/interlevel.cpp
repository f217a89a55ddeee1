// INTERLEVEL lumps (ID24's animated intermissions).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/interlevel.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    const auto lump = assets::parse_interlevel(std::string_view(reinterpret_cast<const char*>(data), size),
                                               "fuzz.wad: lump INTERLVL", diagnostics);
    if (!lump) {
        if (diagnostics.empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    // Whatever is accepted can be shown: lump names a WAD can hold, an
    // animation with a frame, durations that count down, known bits.
    auto name_ok = [](const std::string& n) { return !n.empty() && n.size() <= 8; };
    if (!name_ok(lump->music) || !name_ok(lump->background)) __builtin_trap();
    for (const assets::InterlevelLayer& l : lump->layers) {
        for (const assets::InterlevelAnim& a : l.anims) {
            if (a.frames.empty()) __builtin_trap();
            for (const assets::InterlevelFrame& f : a.frames)
                if (!name_ok(f.image) || f.duration < 0 || f.maxduration < 0 ||
                    (f.type & ~assets::InterlevelFrame::kKnownBits) != 0)
                    __builtin_trap();
        }
    }
    return 0;
}
