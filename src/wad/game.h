#pragma once
// Which game an IWAD stack is, told from its lumps, and where IWADs live.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "wad/archive.h"

namespace wad {

enum class Game { Unknown, DoomShareware, Doom, UltimateDoom, Doom2, Plutonia, Tnt, Freedoom1, Freedoom2, FreeDM };
enum class GameMode { Episodes, Commercial };  // ExMy maps vs MAPxx maps

const char* game_name(Game g);
Game identify_game(const Archive& archive);
GameMode game_mode(Game g);

// Directories searched for IWADs, in order: DOOMWADDIR, each DOOMWADPATH
// entry, $XDG_DATA_HOME/games/doom, each $XDG_DATA_DIRS/games/doom, then
// /usr/local/share/games/doom and /usr/share/games/doom.
std::vector<std::filesystem::path> iwad_search_dirs();

// Resolves --iwad: an existing path is used as is; a bare name is looked
// up in the search directories. Without a name, the first known IWAD found
// (freedoom2.wad first) is returned. Throws base::Error when nothing fits.
std::filesystem::path find_iwad(const std::string& requested);

}  // namespace wad
