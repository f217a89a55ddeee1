#pragma once
// Opens the WAD stack the command line asks for: the IWAD (found by name or
// searched for) and the PWADs in order. Any file that cannot be used
// throws base::Error naming that file.
#include "config/command_line.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace app {

struct GameFiles {
    wad::Archive archive;
    wad::Game game = wad::Game::Unknown;
};

GameFiles open_game_files(const config::CommandLine& cl);

}  // namespace app
