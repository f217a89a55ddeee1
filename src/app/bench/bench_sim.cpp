#include "app/bench/bench_sim.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <vector>

#include "app/arena_level.h"
#include "app/bench/bench_support.h"
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

int bench_sim(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
              std::ostream& out) {
    const std::optional<std::string> chocolate = find_peer("chocolate-doom");
    const int runs = cl.runs.value_or(7);
    const PeerHome home;
    if (!chocolate) out << "chocolate-doom is not installed (package chocolate-doom): its columns stay empty\n";
    char line[320];
    std::snprintf(line, sizeof line, "%-36s %9s %9s %6s | %9s %9s %6s | %10s\n", "demo", "cpu ours", "cpu choco",
                  "ratio", "wall ours", "wall choco", "ratio", "sim tics/s");
    out << line;
    int rows = 0;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        if (cl.demo && row.file != *cl.demo) continue;
        ++rows;
        const std::string demo = oracle_dir + "/" + row.file;
        const std::string iwad = installed_iwad(row.iwad);
        const std::vector<std::string> ours_argv{self_exe, "-iwad", iwad, "-timedemo", demo, "-nodraw"};
        std::vector<std::string> choco_argv{chocolate.value_or(""), "-iwad", iwad, "-timedemo", demo,
                                            "-nodraw", "-nosound", "-nomusic"};
        for (const std::string& a : home.chocolate_config()) choco_argv.push_back(a);
        // Paired runs: ours then the peer's, so a busy moment on the
        // machine lands on both sides; each side's median.
        std::vector<double> ours_cpu, ours_wall, choco_cpu, choco_wall;
        for (int i = 0; i < runs; ++i) {
            const ProcessRun ours = run_process(ours_argv, home.env());
            if (!ours.started || ours.exit_code != 0)
                throw base::Error("bench sim: " + self_exe + " -timedemo " + demo + " failed:\n" + ours.output);
            ours_cpu.push_back(ours.cpu_s);
            ours_wall.push_back(ours.wall_s);
            if (!chocolate) continue;
            const ProcessRun choco = run_process(choco_argv, home.env());
            // Chocolate Doom ends -timedemo through I_Error, so its exit code
            // is not 0; its report line says it played the demo.
            if (!choco.started || choco.output.find("timed ") == std::string::npos) {
                out << "  chocolate-doom did not report a timedemo for " << row.file << ":\n" << choco.output;
                break;
            }
            choco_cpu.push_back(choco.cpu_s);
            choco_wall.push_back(choco.wall_s);
        }
        const auto peer = [&](const std::vector<double>& v) -> std::optional<double> {
            if (v.size() != static_cast<std::size_t>(runs)) return std::nullopt;
            return median(v);
        };
        const std::optional<double> cpu = median(ours_cpu), wall = median(ours_wall);
        const std::optional<double> ccpu = peer(choco_cpu), cwall = peer(choco_wall);
        // The in-process figure: simulation only, without start-up.
        config::CommandLine one;
        one.iwad = iwad;
        GameFiles files = open_game_files(one);
        GameRules rules = make_rules(files, one);
        PlaybackResult r = play_demo(rules, read_demo(files, demo), nullptr);
        std::snprintf(line, sizeof line, "%-36s %9s %9s %6s | %9s %9s %6s | %10.0f\n", row.file.c_str(),
                      number_cell(cpu, 3).c_str(), number_cell(ccpu, 3).c_str(), ratio_cell(ccpu, cpu).c_str(),
                      number_cell(wall, 3).c_str(), number_cell(cwall, 3).c_str(), ratio_cell(cwall, wall).c_str(),
                      r.tics / r.seconds);
        out << line << std::flush;
    }
    if (rows == 0)
        throw base::Error("bench sim: '" + cl.demo.value_or("") + "' is not an oracle demo (see " + oracle_dir +
                          "/manifest.tsv)");
    std::snprintf(line, sizeof line,
                  "(whole-process -timedemo DEMO -nodraw, seconds, median of %d paired runs; cpu = user + system\n"
                  " from wait4, wall = fork to exit; chocolate-doom with startup_delay 0 from its own config files\n"
                  " and SDL's dummy drivers; ratio = chocolate-doom / ours: above 1 means we are faster)\n",
                  runs);
    out << line;
    if (!cl.demo) {
        stress(2000, out);
        stress(10000, out);
    }
    return 0;
}

}  // namespace app
