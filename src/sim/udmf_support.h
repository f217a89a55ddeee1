#pragma once
// What Brimstone plays and draws of UDMF with ZDoom's extensions: the
// Hexen-type specials and sector types by number, and the whole table as
// docs/udmf-support.md has it (`brimstone info --udmf-support`), with the
// fields of map/udmf_field_support.h.
#include <string>
#include <string_view>
#include <vector>

namespace sim {

struct World;

// ZDoom's name of Hexen-type special `special`; empty for a number it
// gives no special.
std::string_view hexen_special_name(int special);

struct SpecialSupport {
    int number;
    std::string_view name;
    bool played;
    std::string_view note;
};
// Every special ZDoom names, by number, and whether lines play it.
std::vector<SpecialSupport> hexen_special_support();

struct SectorTypeSupport {
    int first, last;  // a run of types with one name
    std::string_view name;
    bool played;
    std::string_view note = {};
};
// ZDoom's sector types of Hexen-type maps (a special's low byte), by number.
std::vector<SectorTypeSupport> hexen_sector_type_support();

// One warning for each field `w`'s map sets that the simulation does not
// play or the renderers do not draw yet (a "stored only" row), naming the
// first element that sets it.
void warn_of_unplayed_fields(const World& w);

// The markdown of docs/udmf-support.md.
std::string udmf_support_markdown();

}  // namespace sim
