#pragma once
// One oracle demo opened for a render benchmark: its IWAD's files and
// rules (DEHACKED applied), the demo, and the assets the renderers draw.
#include <string>

#include "app/bench/bench_support.h"
#include "app/demo_playback.h"
#include "app/game_files.h"
#include "assets/asset_set.h"
#include "sim/demo.h"

namespace app {

struct BenchGame {
    // Throws base::Error naming the file that cannot be used.
    BenchGame(const std::string& oracle_dir, const BenchDemo& row);
    BenchGame(const BenchGame&) = delete;
    BenchGame& operator=(const BenchGame&) = delete;

    std::string demo_path, iwad;  // as the peers are given them
    GameFiles files;
    GameRules rules;
    sim::Demo demo;
    assets::AssetSet assets;
};

}  // namespace app
