#include "sim/game_strings.h"

namespace sim {

std::string game_string(const Definitions& defs, const GameString& s) {
    if (!defs.strings.empty()) {
        if (auto it = defs.strings.find(s.text); it != defs.strings.end()) return it->second;
        if (auto it = defs.strings.find(s.mnemonic); it != defs.strings.end()) return it->second;
    }
    return s.text;
}

}  // namespace sim
