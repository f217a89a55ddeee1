#pragma once
// What Brimstone does with each field of UDMF 1.1 and ZDoom's extensions
// that the loader reads (udmf_map_loader.h): whether the simulation plays
// it and whether the software renderer, the exact Vulkan view and the true
// 3D view draw it. Declared by hand from where each Extension member is
// read; tests/map/udmf_field_support_test.cpp keeps it to the loader's
// fields, and docs/udmf-support.md is written from it (sim/udmf_support.h).
#include <span>
#include <string_view>

#include "map/level_extensions.h"

namespace map {

enum class Support {
    Yes,
    Partly,         // the note says what is left out
    StoredOnly,     // read and kept, nothing acts on it
    NotApplicable,  // not this part's business (a flag only the simulation has)
};

struct FieldSupport {
    ElementKind block;
    std::string_view name;  // as the loader knows it; "skill#" for skill1..skill16
    Support simulation, software, exact_view, true_view;
    std::string_view note;
};

std::span<const FieldSupport> udmf_field_support();
// The row of `block`'s field `name` (the loader's name); null if none.
const FieldSupport* find_field_support(ElementKind block, std::string_view name);

// "yes", "partly", "stored only", "n/a".
std::string_view support_word(Support support);

}  // namespace map
