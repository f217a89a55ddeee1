#pragma once
// DeHackEd and BEX patches: text files (or DEHACKED lumps) that change the
// rule tables. A patch is applied to a game's Definitions; a line it cannot
// use is reported with its source and line and skipped, never fatal.
//
// Supported: the DeHackEd v2/v3 sections Thing, Frame, Pointer, Weapon,
// Ammo, Sound, Sprite, Text, Misc and Cheat, and the BEX sections
// [STRINGS], [PARS], [CODEPTR], [SPRITES], [SOUNDS] and [MUSIC].
#include <string>
#include <string_view>
#include <vector>

#include "sim/definitions.h"

namespace wad {
class Archive;
}

namespace sim {

// One skipped line (or, with line 0, a whole patch that could not be read).
struct DehackedDiagnostic {
    std::string source;  // "freedoom2.wad: DEHACKED" or the patch's path
    int line = 0;        // 1-based
    std::string message;
};

// "freedoom2.wad: DEHACKED:12: Frame 9999 is out of range (0..966)"
std::string to_string(const DehackedDiagnostic& diagnostic);

// Applies a patch's text. Every diagnostic is also logged as a warning.
std::vector<DehackedDiagnostic> apply_dehacked(Definitions& defs, std::string_view text,
                                               const std::string& source_name);

// Applies every DEHACKED lump in the stack, earlier files first, so a PWAD's
// patch lands on top of its IWAD's.
std::vector<DehackedDiagnostic> apply_dehacked_lumps(Definitions& defs, const wad::Archive& archive);

}  // namespace sim
