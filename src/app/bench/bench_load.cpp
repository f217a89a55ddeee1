#include "app/bench/bench_load.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

#include "app/bench/bench_support.h"
#include "app/demo_playback.h"
#include "app/game_files.h"
#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "map/textmap_writer.h"
#include "map/udmf_map_loader.h"
#include "sim/game.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// From nothing to the first tic of the first map played: the IWAD opened,
// the rules and the level source made, the level loaded and one tic run,
// as -timedemo does before its clock starts.
double first_tic_ms(const std::string& iwad) {
    const auto t0 = Clock::now();
    config::CommandLine cl;
    cl.iwad = iwad;
    const GameFiles files = open_game_files(cl);
    const GameRules rules = make_rules(files, cl);
    auto world = std::make_unique<sim::World>(rules.definitions);
    sim::GameOptions options;
    options.mode = rules.levels->mode();
    sim::new_game(*world, *rules.levels, options);
    const std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    sim::run_tic(*world, *rules.levels, cmds);
    return ms_since(t0);
}

// Every map of the archive written as UDMF (TEXTMAP + ZNODES, as convert
// writes it, BLOCKMAP and REJECT kept) and loaded back: the load is timed,
// the writing is not.
double udmf_maps_ms(const wad::Archive& archive) {
    double total = 0;
    for (const auto& group : archive.maps()) {
        const map::Level classic = map::load_level(archive, group);
        const std::string text = map::write_textmap(classic);
        const std::vector<std::uint8_t> nodes = map::write_xnod(classic);
        map::UdmfLumps lumps{group.name, group.name, {reinterpret_cast<const std::uint8_t*>(text.data()), text.size()},
                             nodes, archive.lump(*group.find("BLOCKMAP")).data, archive.lump(*group.find("REJECT")).data,
                             std::nullopt, std::nullopt};
        const auto t0 = Clock::now();
        const map::Level level = map::load_udmf_level(lumps);
        total += ms_since(t0);
    }
    return total;
}

}  // namespace

int bench_load(std::ostream& out) {
    char line[160];
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        std::vector<double> first_tic;
        for (int i = 0; i < 5; ++i) first_tic.push_back(first_tic_ms(wad::find_iwad(name).string()));
        std::snprintf(line, sizeof line, "%s: first tic of the first map after %.2f ms (median of 5, in-process)\n",
                      name, median(first_tic));
        out << line;
        auto t0 = Clock::now();
        wad::Archive archive;
        archive.add_file(wad::find_iwad(name));
        const double open_ms = ms_since(t0);
        std::snprintf(line, sizeof line, "%s: opened in %.2f ms (%zu lumps)\n", name, open_ms,
                      archive.lumps().size());
        out << line;
        double maps_ms = 0;
        for (const auto& group : archive.maps()) {
            auto t1 = Clock::now();
            map::Level level = map::load_level(archive, group);
            const double ms = ms_since(t1);
            maps_ms += ms;
            std::snprintf(line, sizeof line, "  %-6s %8.3f ms  (%zu lines, %zu sectors, %zu segs)\n",
                          group.name.c_str(), ms, level.lines.size(), level.sectors.size(), level.segs.size());
            out << line;
        }
        std::snprintf(line, sizeof line, "%s: %zu maps loaded in %.2f ms; open + all maps %.2f ms\n", name,
                      archive.maps().size(), maps_ms, open_ms + maps_ms);
        out << line;
        std::snprintf(line, sizeof line, "%s: the same %zu maps as UDMF (TEXTMAP + ZNODES) loaded in %.2f ms\n", name,
                      archive.maps().size(), udmf_maps_ms(archive));
        out << line;
    }
    return 0;
}

}  // namespace app
