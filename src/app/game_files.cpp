#include "app/game_files.h"

#include "app/mapped_file_guard.h"
#include "base/error.h"

namespace app {

GameFiles open_game_files(const config::CommandLine& cl) {
    GameFiles g;
    const auto iwad_path = wad::find_iwad(cl.iwad.value_or(""));
    wad::File iwad = wad::File::open(iwad_path);
    if (!iwad.is_iwad)
        throw base::Error(iwad_path.string() + ": is a PWAD, not an IWAD; load it with -file on top of an IWAD");
    g.archive.add_file(std::move(iwad));
    for (const auto& pwad : cl.files) g.archive.add_file(pwad);
    guard_mapped_files(g.archive);
    g.game = wad::identify_game(g.archive);
    if (g.game == wad::Game::Unknown)
        throw base::Error(iwad_path.string() + ": not a known Doom IWAD (no E1M1 or MAP01 map)");
    return g;
}

}  // namespace app
