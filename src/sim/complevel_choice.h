#pragma once
// Which compatibility level a new game runs at, as dsda-doom decides it:
// a demo's header first (the caller uses the demo's options), then
// -complevel, then the WAD's COMPLVL or GAMECONF lump, then the compat.complevel
// setting, whose "auto" picks what the WAD needs (MBF21 when it carries
// UMAPINFO or maps made for ZDoom, vanilla otherwise).
#include <optional>
#include <string>

#include "sim/complevel.h"
#include "wad/archive.h"

namespace sim {

// The level the WADs declare: the higher of what a COMPLVL lump names
// ("vanilla", "boom", "mbf" or "mbf21", case-insensitive, surrounding
// blanks ignored) and ID24's GAMECONF complevel (its "id24": MBF21, with a
// warning). Neither: nothing. A COMPLVL lump saying anything else: one
// warning naming the file and lump, and the lump is ignored.
std::optional<CompLevel> wad_complevel(const wad::Archive& archive);

// What "auto" picks for these WADs when they carry no COMPLVL lump.
// Lumps that imply a level are listed here (UMAPINFO: MBF21, as dsda-doom;
// maps in Hexen's format or UDMF's hexen or zdoom namespace: MBF21, the
// level with Boom's and MBF's world, which ZDoom's maps assume).
CompLevel automatic_complevel(const wad::Archive& archive);

// `command_line`: -complevel's text, if given; `setting`: compat.complevel.
// Throws base::Error for a -complevel or setting that names no level.
CompLevel choose_complevel(const std::optional<std::string>& command_line, const std::string& setting,
                           const wad::Archive& archive);

}  // namespace sim
