#pragma once
// ID24's GAMECONF, as far as it chooses the files of the game: the IWAD
// it runs on (where -iwad names none) and the PWADs each WAD's GAMECONF
// loads after it. As the specification asks, only the files the player
// gave are read for it; files a GAMECONF adds are not asked in turn.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "wad/archive.h"

namespace app {

struct GameConfFiles {
    std::optional<std::filesystem::path> iwad;  // the IWAD a GAMECONF chose, found
    // after[i]: the PWADs file i of the player's stack (0 the IWAD) asks
    // for, each found beside that file or where IWADs are searched.
    std::vector<std::vector<std::filesystem::path>> after;
    std::vector<std::string> warnings;  // an IWAD asked for but not used
};

// Reads the GAMECONF lumps of `stack` (the IWAD, then the PWADs in load
// order). Throws base::Error naming the lump when a PWAD it asks for is
// nowhere to be found.
GameConfFiles gameconf_files(const std::vector<wad::File>& stack, bool iwad_given);

}  // namespace app
