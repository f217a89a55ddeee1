#include "app/game_files.h"

#include "app/gameconf_files.h"
#include "app/mapped_file_guard.h"
#include "base/error.h"
#include "base/log.h"

namespace app {

GameFiles open_game_files(const config::CommandLine& cl) {
    GameFiles g;
    std::filesystem::path iwad_path = wad::find_iwad(cl.iwad.value_or(""));
    std::vector<wad::File> stack;
    stack.push_back(wad::File::open(iwad_path));
    for (const auto& pwad : cl.files) stack.push_back(wad::File::open(pwad));
    // ID24's GAMECONF may choose another IWAD and add PWADs after any file.
    const GameConfFiles conf = gameconf_files(stack, cl.iwad.has_value());
    for (const std::string& w : conf.warnings) base::warn(w);
    if (conf.iwad) {
        iwad_path = *conf.iwad;
        stack.front() = wad::File::open(iwad_path);
    }
    if (!stack.front().is_iwad)
        throw base::Error(iwad_path.string() + ": is a PWAD, not an IWAD; load it with -file on top of an IWAD");
    for (std::size_t i = 0; i < stack.size(); ++i) {
        g.archive.add_file(std::move(stack[i]));
        for (const auto& extra : conf.after[i]) g.archive.add_file(extra);
    }
    guard_mapped_files(g.archive);
    g.game = wad::identify_game(g.archive);
    if (g.game == wad::Game::Unknown)
        throw base::Error(iwad_path.string() + ": not a known Doom IWAD (no E1M1 or MAP01 map)");
    return g;
}

}  // namespace app
