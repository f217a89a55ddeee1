#include "app/bench_load.h"

#include <chrono>
#include <cstdio>

#include "map/doom_map_loader.h"
#include "wad/archive.h"
#include "wad/game.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

}  // namespace

int bench_load(std::ostream& out) {
    char line[160];
    for (const char* name : {"freedoom1.wad", "freedoom2.wad"}) {
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
    }
    return 0;
}

}  // namespace app
