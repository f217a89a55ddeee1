#pragma once
// MBF's OPTIONS lump (dsda-doom's dsda/options.c): lines of "key value"
// with which a WAD sets the MBF options of new games at complevel 11 and
// up, helper dogs (player_helpers), friend distance, monster behaviour and
// the comp_* switches among them. '#' starts a comment line; values are
// held to each key's range. Demos and savegames carry their own options, so
// the lump is for new games only.
#include <string>
#include <string_view>
#include <vector>

#include "sim/complevel.h"
#include "wad/archive.h"

namespace sim {

struct LumpOption {
    int key = 0;  // index in options_lump.cpp's table
    int value = 0;
};

struct OptionsLump {
    std::vector<LumpOption> options;  // in the lump's order; later lines win
};

// Reads `text` (lump OPTIONS of `file`). Lines naming no option, or with no
// number, are skipped with a warning naming the file and line, as are
// values out of range (held to the range, as dsda-doom does).
OptionsLump parse_options_lump(std::string_view text, const std::string& file);
// The last OPTIONS lump of the archive, read; none: empty.
OptionsLump wad_options_lump(const wad::Archive& archive);

// Sets a new game's options from the lump where the level reads them (MBF
// and later); helper dogs only outside netgames, as dsda-doom.
void apply_options_lump(const OptionsLump& lump, CompatOptions& options, bool netgame);

}  // namespace sim
