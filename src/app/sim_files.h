#pragma once
// Where the simulation's files are read and written. The simulation takes
// and gives bytes (sim::apply_dehacked, sim::save_game, sim::load_game);
// opening files, and naming them when they cannot be read, is the
// program's part.
#include <filesystem>
#include <string>
#include <vector>

#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/world.h"

namespace app {

// Reads and applies a DeHackEd patch file; an unreadable file gives one
// diagnostic naming it (also logged) and changes nothing.
std::vector<sim::DehackedDiagnostic> apply_dehacked_file(sim::Definitions& defs, const std::filesystem::path& path);

// Savegame files. Writing is atomic: a failure leaves an existing file as
// it was. Loading throws base::Error naming the file, as sim::load_game.
void save_game_file(const sim::World& w, const std::string& description, const std::filesystem::path& path);
void load_game_file(sim::World& w, const sim::LevelSource& source, const std::filesystem::path& path);

}  // namespace app
