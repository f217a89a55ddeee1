#include "app/bench_sim.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <vector>

#include "app/arena_level.h"
#include "app/bench_support.h"
#include "app/demo_playback.h"
#include "base/error.h"
#include "sim/game.h"
#include "sim/mobjs.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

class ArenaSource final : public sim::LevelSource {
public:
    explicit ArenaSource(int size) : size_(size) {}
    map::Level load(int, int) const override { return make_arena_level(size_); }
    const sim::TextureNumbers& textures() const override { return numbers_; }

private:
    int size_;
    sim::TextureNumbers numbers_;
};

// Fills the arena with awake zombiemen chasing an invulnerable player.
void stress(int monsters, std::ostream& out) {
    const int side = 128;  // monsters per row
    const int spacing = 48;
    const int size = side * spacing + 512;
    ArenaSource source(size);
    sim::Definitions defs;
    auto world = std::make_unique<sim::World>(defs);
    sim::GameOptions options;
    options.skill = sim::Skill::Hard;
    sim::new_game(*world, source, options);
    sim::Player& player = world->players[0];
    player.cheats |= sim::CF_GODMODE;
    int spawned = 0;
    for (int i = 0; spawned < monsters && i < side * side; ++i) {
        const int gx = 256 + (i % side) * spacing, gy = 256 + (i / side) * spacing;
        if (std::abs(gx - size / 2) < 96 && std::abs(gy - size / 2) < 96) continue;
        sim::Mobj* m = sim::spawn_mobj(*world, gx * base::kFracUnit, gy * base::kFracUnit, sim::kOnFloorZ,
                                       sim::MT_POSSESSED);
        m->target = player.mo;
        sim::set_mobj_state(*world, *m, m->info->see_state);
        ++spawned;
    }
    const int tics = 175;
    std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    const auto t0 = Clock::now();
    for (int t = 0; t < tics; ++t) sim::run_tic(*world, source, cmds);
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    char line[200];
    std::snprintf(line, sizeof line, "stress: %d awake monsters, %d tics in %.2f s = %.1f tics/s, peak RSS %.1f MiB\n",
                  spawned, tics, s, tics / s, usage.ru_maxrss / 1024.0);
    out << line;
}

}  // namespace

int bench_sim(const std::string& self_exe, const std::string& oracle_dir, std::ostream& out) {
    const std::string iwad_dir = "/usr/share/games/doom/";
    const std::string chocolate = find_peer("chocolate-doom");
    char line[240];
    std::snprintf(line, sizeof line, "%-36s %10s %10s %7s %12s\n", "demo", "ours (s)", "choco (s)", "ratio",
                  "sim tics/s");
    out << line;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        const std::string demo = oracle_dir + "/" + row.file;
        const std::string iwad = iwad_dir + row.iwad;
        const double ours = time_command("'" + self_exe + "' -iwad '" + iwad + "' -timedemo '" + demo + "' -nodraw");
        const double choco = time_command("SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy '" + chocolate + "' -iwad '" + iwad +
                                          "' -timedemo '" + demo + "' -nodraw -nosound -nomusic");
        // The in-process figure: simulation only, without start-up.
        config::CommandLine cl;
        cl.iwad = iwad;
        GameFiles files = open_game_files(cl);
        GameRules rules = make_rules(files, cl);
        PlaybackResult r = play_demo(rules, read_demo(files, demo), nullptr);
        if (choco < 0)
            std::snprintf(line, sizeof line, "%-36s %10.3f %10s %7s %12.0f\n", row.file.c_str(), ours,
                          "missing", "-", r.tics / r.seconds);
        else
            std::snprintf(line, sizeof line, "%-36s %10.3f %10.3f %7.2f %12.0f\n", row.file.c_str(), ours, choco,
                          choco / ours, r.tics / r.seconds);
        out << line;
    }
    out << "(ratio = chocolate-doom time / ours: above 1 means faster than Chocolate Doom)\n";
    stress(2000, out);
    stress(10000, out);
    return 0;
}

}  // namespace app
