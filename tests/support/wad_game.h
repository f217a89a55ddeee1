#pragma once
// A game on a map of an installed Freedoom IWAD at skill Hard, run tic by
// tic: the simulation tests' world from real data.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "assets/interlevel.h"
#include "assets/musinfo.h"
#include "assets/sndinfo.h"
#include "assets/umapinfo.h"
#include "sim/game.h"
#include "sim/sound_names.h"
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

    WadGame(const std::string& iwad_name, int episode, int map) : WadGame(iwad_name, {}, episode, map) {}
    // With a PWAD's bytes on top of the IWAD, its UMAPINFO (with the INTERLEVEL
    // lumps it names) and MUSINFO read as the game does.
    WadGame(const std::string& iwad_name, const std::vector<std::uint8_t>& pwad, int episode, int map) {
        archive.add_file(iwad(iwad_name));
        if (!pwad.empty()) {
            archive.add_file(wad::File::parse("test.wad", pwad));
            std::vector<assets::UmapDiagnostic> diagnostics;
            if (assets::has_umapinfo(archive)) {
                defs.umapinfo = std::make_shared<const assets::UmapInfo>(assets::load_umapinfo(archive, diagnostics));
                std::vector<std::string> interlevel_diagnostics;
                defs.interlevels = std::make_shared<const assets::InterlevelSet>(
                    assets::load_interlevels(archive, *defs.umapinfo, interlevel_diagnostics));
            }
            std::vector<std::string> musinfo_diagnostics;
            if (archive.find("MUSINFO"))
                defs.musinfo = std::make_shared<const assets::MusInfo>(assets::load_musinfo(archive, musinfo_diagnostics));
            std::vector<std::string> sndinfo_diagnostics;
            if (archive.find("SNDINFO"))
                sim::apply_sndinfo(
                    defs, assets::load_sndinfo(archive, sndinfo_diagnostics),
                    [&](std::string_view lump) { return archive.find_any(lump).has_value(); }, sndinfo_diagnostics);
        }
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
