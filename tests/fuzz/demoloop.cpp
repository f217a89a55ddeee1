// DEMOLOOP lumps (and the JSON reader and lump wrapper under them).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/demoloop.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    const auto entries = assets::parse_demoloop(std::string_view(reinterpret_cast<const char*>(data), size),
                                                "fuzz.wad: lump DEMOLOOP", diagnostics);
    // Whatever is accepted can be played: a lump name, a page that shows.
    if (entries) {
        if (entries->empty()) __builtin_trap();
        for (const assets::DemoLoopEntry& e : *entries) {
            if (e.lump.empty() || e.lump.size() > 8 || e.music.size() > 8) __builtin_trap();
            if (e.kind == assets::DemoLoopEntry::Kind::Page && e.tics < 1) __builtin_trap();
        }
    } else if (diagnostics.empty()) {
        __builtin_trap();  // a refusal always says why
    }
    return 0;
}
