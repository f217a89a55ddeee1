#include "app/bench/bench_nodes.h"

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "app/bench/bench_support.h"
#include "app/wad_writer.h"
#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/node_builder.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace app {
namespace {

constexpr int kRuns = 3;  // each side's median is shown

struct Counts {
    std::size_t nodes = 0, subsectors = 0, segs = 0;
};

Counts counts_of(const map::Level& level) { return {level.nodes.size(), level.subsectors.size(), level.segs.size()}; }

// This thread's CPU time: on a machine shared with builds the wall clock
// counts other processes' turns, and zdbsp's side is CPU time too.
double thread_cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Our builder on the map's lines, in-process: the median CPU time of kRuns.
double our_build_ms(const map::Level& loaded, Counts& counts) {
    std::vector<double> ms;
    for (int i = 0; i < kRuns; ++i) {
        map::Level level = loaded;
        const double t0 = thread_cpu_ms();
        map::build_nodes(level);
        ms.push_back(thread_cpu_ms() - t0);
        counts = counts_of(level);
    }
    return median(ms);
}

// A PWAD of just the map's lumps, marker first.
std::vector<std::uint8_t> map_wad(const wad::Archive& archive, const wad::MapGroup& group) {
    std::size_t last = group.marker;
    for (const auto& [name, index] : group.lumps) last = std::max(last, index);
    std::vector<NamedLump> lumps;
    for (std::size_t i = group.marker; i <= last; ++i) {
        const wad::Lump& lump = archive.lump(i);
        lumps.push_back({lump.name, {lump.data.begin(), lump.data.end()}});
    }
    return pwad_bytes(lumps);
}

// zdbsp as a child process on a WAD holding just the map, the node build
// alone (an empty blockmap, REJECT left as it is): the median wall and CPU
// time of kRuns; its counts read back from the WAD it writes.
struct PeerResult {
    std::optional<double> wall_ms, cpu_ms;
    Counts counts;
};

PeerResult zdbsp_build(const std::string& zdbsp, const std::filesystem::path& dir, const wad::Archive& archive,
                       const wad::MapGroup& group) {
    const std::filesystem::path in = dir / "in.wad", out = dir / "out.wad";
    {
        const std::vector<std::uint8_t> bytes = map_wad(archive, group);
        std::ofstream(in, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()),
                                                  static_cast<std::streamsize>(bytes.size()));
    }
    PeerResult result;
    std::vector<double> wall, cpu;
    for (int i = 0; i < kRuns; ++i) {
        const ProcessRun run = run_process({zdbsp, "-b", "-E", "-t", "-o", out.string(), in.string()}, {});
        if (!run.started || run.exit_code != 0) return result;
        wall.push_back(run.wall_s * 1000);
        cpu.push_back(run.cpu_s * 1000);
    }
    result.wall_ms = median(wall);
    result.cpu_ms = median(cpu);
    wad::Archive built;
    built.add_file(out);
    result.counts = counts_of(map::load_level(built, built.maps().front()));
    return result;
}

std::string count_ratio(std::size_t ours, std::size_t theirs) {
    return ratio_cell(static_cast<double>(ours), static_cast<double>(theirs));
}

}  // namespace

int bench_nodes(std::ostream& out) {
    const std::optional<std::string> zdbsp = find_peer("zdbsp");
    if (!zdbsp) out << "zdbsp is not installed: only our figures are shown\n";
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("brimstone-bench-nodes-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    char line[240];
    out << "map  ours CPU ms  zdbsp wall/CPU ms  time ratio (CPU)   nodes ours/zdbsp   subsectors ours/zdbsp"
           "   segs ours/zdbsp\n";
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
        wad::Archive archive;
        archive.add_file(wad::find_iwad(name));
        double ours_total = 0, cpu_total = 0;
        for (const auto& group : archive.maps()) {
            const map::Level loaded = map::load_level(archive, group);
            Counts ours;
            const double ms = our_build_ms(loaded, ours);
            ours_total += ms;
            PeerResult peer;
            if (zdbsp) peer = zdbsp_build(*zdbsp, dir, archive, group);
            if (peer.cpu_ms) cpu_total += *peer.cpu_ms;
            const Counts& z = peer.counts;
            std::snprintf(line, sizeof line,
                          "%-6s %9.2f  %8s / %-8s  %8s          %6zu / %-6zu %4s  %6zu / %-6zu %4s  %6zu / %-6zu %4s\n",
                          group.name.c_str(), ms, number_cell(peer.wall_ms, 1).c_str(),
                          number_cell(peer.cpu_ms, 1).c_str(), ratio_cell(peer.cpu_ms, ms).c_str(), ours.nodes,
                          z.nodes, count_ratio(ours.nodes, z.nodes).c_str(), ours.subsectors, z.subsectors,
                          count_ratio(ours.subsectors, z.subsectors).c_str(), ours.segs, z.segs,
                          count_ratio(ours.segs, z.segs).c_str());
            out << line;
        }
        std::snprintf(line, sizeof line, "%s: %zu maps, ours %.1f ms CPU in all, zdbsp %.1f ms CPU in all: ratio %s\n",
                      name, archive.maps().size(), ours_total, cpu_total,
                      ratio_cell(zdbsp ? std::optional(cpu_total) : std::nullopt, ours_total).c_str());
        out << line;
    }
    std::filesystem::remove_all(dir);
    return 0;
}

}  // namespace app
