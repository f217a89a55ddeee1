#pragma once
// freedoom2.wad with one PWAD of tests/data/looks over it (every visual
// field of ZDoom's UDMF extensions the renderers draw), and the walk the
// tests over it take: forward, then a slow turn left all the way round.
#include <array>
#include <memory>
#include <string>

#include "assets/asset_set.h"
#include "render/render_assets.h"
#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace looks_test {

struct LooksGame {
    explicit LooksGame(const std::string& pwad) {
        archive.add_file(test_support::iwad("freedoom2.wad"));
        archive.add_file(test_support::data_dir() / "looks" / pwad);
        source = std::make_unique<sim::WadLevelSource>(archive);
        sim::apply_dehacked_lumps(defs, archive);
        assets = std::make_unique<assets::AssetSet>(render::load_render_assets(archive, defs));
        world = std::make_unique<sim::World>(defs);
        sim::GameOptions options;
        options.mode = source->mode();
        sim::new_game(*world, *source, options);
    }
    void step(int tic) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        if (tic < 40) cmds[0].forwardmove = 25;
        else cmds[0].angleturn = 700;
        sim::run_tic(*world, *source, cmds);
    }

    wad::Archive archive;
    std::unique_ptr<sim::WadLevelSource> source;
    sim::Definitions defs;
    std::unique_ptr<assets::AssetSet> assets;
    std::unique_ptr<sim::World> world;
};

}  // namespace looks_test
