#pragma once
// ACS libraries (ZDoom's): BEHAVIOR-format lumps between A_START and A_END
// that a map's module imports by name (its LOAD chunk) or that a LOADACS
// lump names for every map. A level's modules are linked here: each
// library loaded once, its imported functions and map variables found by
// name in the libraries the importer loads, and named scripts numbered
// across the level.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/acs_module.h"

namespace wad {
class Archive;
}

namespace sim {

struct AcsLibraryLumps {
    std::map<std::string, std::vector<std::uint8_t>> lumps;  // by upper-case name; the last file's wins
    std::vector<std::string> autoload;                        // LOADACS's names, every file's in order
};

// Every A_START ... A_END lump and LOADACS name of the stack.
AcsLibraryLumps find_acs_libraries(const wad::Archive& archive);

struct AcsLinkedModules {
    std::vector<std::shared_ptr<const AcsModule>> modules;
    std::vector<std::string> script_names;  // AcsLevel::script_names
};

// The level's modules: the map's (may be null), the libraries it loads and
// the autoloaded ones (after the map's own, as ZDoom), linked. A library
// that is missing or malformed gets one warning naming it and is left out;
// imports it would have given stay unlinked.
AcsLinkedModules link_acs_modules(std::shared_ptr<AcsModule> map_module, const AcsLibraryLumps* libraries,
                                  bool autoload, const std::string& where);

}  // namespace sim
