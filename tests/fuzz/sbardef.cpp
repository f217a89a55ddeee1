// SBARDEF lumps (and the JSON reader and lump wrapper under them).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "assets/sbardef.h"

namespace {

// Whatever is accepted can be drawn: numbers name a font that exists,
// animations have frames that each last, places and digits stay small.
void check(const std::vector<assets::SbarElement>& list, std::size_t fonts) {
    for (const assets::SbarElement& e : list) {
        if (e.x < -32768 || e.x > 32768 || e.y < -32768 || e.y > 32768) __builtin_trap();
        if ((e.alignment & ~assets::SbarElement::kKnownAlignment) != 0) __builtin_trap();
        const bool number = e.kind == assets::SbarElement::Kind::Number || e.kind == assets::SbarElement::Kind::Percent;
        if (number && (e.font < 0 || static_cast<std::size_t>(e.font) >= fonts || e.max_length < 0 || e.max_length > 9))
            __builtin_trap();
        if (e.kind == assets::SbarElement::Kind::Animation && e.frames.empty()) __builtin_trap();
        for (const assets::SbarElement::Frame& f : e.frames)
            if (f.tics < 1 || f.picture.empty() || f.picture.size() > 8) __builtin_trap();
        for (const assets::SbarCondition& c : e.conditions)
            if (static_cast<int>(c.kind) < 0 || static_cast<int>(c.kind) > assets::SbarCondition::kLast) __builtin_trap();
        check(e.children, fonts);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> diagnostics;
    const auto def = assets::parse_sbardef(std::string_view(reinterpret_cast<const char*>(data), size),
                                           "fuzz.wad: lump SBARDEF", diagnostics);
    if (!def) {
        if (diagnostics.empty()) __builtin_trap();  // a refusal always says why
        return 0;
    }
    if (def->bars.empty()) __builtin_trap();
    for (const assets::SbarNumberFont& f : def->fonts)
        if (f.stem.empty() || f.stem.size() > 4) __builtin_trap();
    for (const assets::SbarStatusBar& b : def->bars) {
        if (b.height < 0 || b.height > 200) __builtin_trap();
        check(b.children, def->fonts.size());
    }
    return 0;
}
