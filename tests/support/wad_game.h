#pragma once
// A game on a map of an installed Freedoom IWAD at skill Hard, run tic by
// tic: the simulation tests' world from real data.
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "sim/game.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace test_support {

struct WadGame {
    wad::Archive archive;
    std::unique_ptr<sim::WadLevelSource> source;
    sim::Definitions defs;
    std::unique_ptr<sim::World> world;

    WadGame(const std::string& iwad_name, int episode, int map) {
        archive.add_file(iwad(iwad_name));
        source = std::make_unique<sim::WadLevelSource>(archive);
        world = std::make_unique<sim::World>(defs);
        sim::GameOptions opts;
        opts.mode = source->mode();
        opts.skill = sim::Skill::Hard;
        opts.episode = episode;
        opts.map = map;
        sim::new_game(*world, *source, opts);
    }
    void tic(std::uint8_t buttons = 0) {
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        cmds[0].buttons = buttons;
        sim::run_tic(*world, *source, cmds);
    }
};

}  // namespace test_support
