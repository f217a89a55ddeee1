#pragma once
// The title loop a game plays between its pages and demos: the WAD's
// DEMOLOOP (ID24) where it has one that reads, else the original's for
// the game mode. What DEMOLOOP gets wrong is logged as a warning.
#include "app/game_files.h"
#include "sim/info.h"
#include "ui/title_loop.h"

namespace app {

ui::TitleLoop make_title_loop(const GameFiles& files, sim::GameMode mode);

}  // namespace app
