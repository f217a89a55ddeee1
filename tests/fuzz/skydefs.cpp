// SKYDEFS lumps (and the JSON reader and lump wrapper under them).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/skydefs.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    const auto defs = assets::parse_skydefs(std::string_view(reinterpret_cast<const char*>(data), size),
                                            "fuzz.wad: lump SKYDEFS", diagnostics);
    if (!defs) {
        if (diagnostics.empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    // Whatever is accepted can be drawn: names a WAD can hold, steps the
    // drawers' fixed point holds, a fire with a palette and a pace.
    for (const assets::SkyDef& s : defs->skies) {
        for (const assets::SkyLayerDef* l : {&s.background, &s.foreground}) {
            if (l->texture.size() > 8 || l->column_step == 0 || l->row_step == 0) __builtin_trap();
        }
        if (s.background.texture.empty()) __builtin_trap();
        if (s.kind == assets::SkyDef::Kind::Fire && (s.fire.empty() || s.fire.size() > 256 || s.fire_tics < 1))
            __builtin_trap();
    }
    for (const assets::SkyFlat& f : defs->flats)
        if (f.flat.empty() || f.flat.size() > 8 || f.sky.empty() || f.sky.size() > 8) __builtin_trap();
    return 0;
}
