#include "app/bench/bench_render.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "app/bench/bench_render_vulkan.h"
#include "app/bench/bench_render_window.h"
#include "app/bench/bench_game.h"
#include "app/bench/bench_support.h"
#include "app/demo_playback.h"
#include "app/game_files.h"
#include "app/screen_playback.h"
#include "base/error.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/screen_layout.h"

namespace app {
namespace {

struct Speed {
    std::optional<double> fps;           // frames per wall-clock second
    std::optional<double> cpu_ms;        // CPU time per frame, every thread's
};

// A whole demo (or its first `max_tics` tics): one tic, one frame, one
// palette conversion, as -timedemo does; the view drawn with `threads`
// threads.
Speed our_speed(const BenchGame& game, int width, int height, int threads, int max_tics) {
    const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
    render::GameScreen screen(game.files.archive, game.assets, threads);
    render::Frame frame(width, height);
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    ScreenPlayback playback(game.rules, game.demo, {&screen});
    int frames = 0;
    const double cpu0 = process_cpu_seconds();
    const auto t0 = std::chrono::steady_clock::now();
    for (int tic = 0; tic < max_tics && playback.advance(); ++tic) {
        if (!playback.in_level()) continue;
        screen.draw(playback.world(), frame, layout);
        convert_in_bands(frame, game.assets.palettes.palette(screen.palette(playback.world())), rgba, threads);
        ++frames;
    }
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    const double cpu = process_cpu_seconds() - cpu0;
    if (frames == 0 || s <= 0) return {};
    return {frames / s, cpu * 1000 / frames};
}

// A peer's -timedemo: the frame rate it reports and its whole-process CPU
// time per frame (one frame a tic; its start-up is in that figure).
Speed peer_speed(const std::vector<std::string>& argv, const PeerHome& home, std::size_t tics,
                 std::string& why_missing) {
    const ProcessRun run = run_process(argv, home.env());
    const std::optional<double> fps = timedemo_fps(run.output);
    if (!run.started) why_missing = argv.front() + " could not be started";
    else if (!fps) why_missing = argv.front() + " printed no frame rate:\n" + run.output;
    if (!fps || tics == 0) return {};
    return {fps, run.cpu_s * 1000 / static_cast<double>(tics)};
}

Speed median_speed(const std::vector<Speed>& runs) {
    std::vector<double> fps, cpu;
    for (const Speed& s : runs) {
        if (!s.fps || !s.cpu_ms) return {};
        fps.push_back(*s.fps);
        cpu.push_back(*s.cpu_ms);
    }
    if (runs.empty()) return {};
    return {median(fps), median(cpu)};
}

std::vector<std::string> with(std::vector<std::string> argv, const std::vector<std::string>& more) {
    argv.insert(argv.end(), more.begin(), more.end());
    return argv;
}

// --size WxH: our frame rate there with one thread and with --threads N
// (one per core by default), per demo.
int bench_threads(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out) {
    const int width = cl.size->width, height = cl.size->height;
    const int threads = cl.threads.value_or(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
    const int max_tics = cl.tics.value_or(1 << 30);
    const int runs = cl.runs.value_or(1);
    char line[320];
    std::snprintf(line, sizeof line, "%dx%d, %d thread(s) against 1 (%u cores here)\n", width, height, threads,
                  std::thread::hardware_concurrency());
    out << line;
    std::snprintf(line, sizeof line, "%-34s %9s %9s %7s | %9s %9s\n", "demo", "fps 1", "fps N", "N / 1", "cpu ms 1",
                  "cpu ms N");
    out << line;
    int rows = 0;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        if (cl.demo && row.file != *cl.demo) continue;
        ++rows;
        const BenchGame game(oracle_dir, row);
        std::vector<Speed> one, many;
        for (int i = 0; i < runs; ++i) {
            one.push_back(our_speed(game, width, height, 1, max_tics));
            many.push_back(our_speed(game, width, height, threads, max_tics));
        }
        const Speed a = median_speed(one), b = median_speed(many);
        std::snprintf(line, sizeof line, "%-34s %9s %9s %7s | %9s %9s\n", row.file.c_str(),
                      number_cell(a.fps, 2).c_str(), number_cell(b.fps, 2).c_str(), ratio_cell(b.fps, a.fps).c_str(),
                      number_cell(a.cpu_ms, 2).c_str(), number_cell(b.cpu_ms, 2).c_str());
        out << line << std::flush;
    }
    if (rows == 0)
        throw base::Error("bench render: '" + cl.demo.value_or("") + "' is not an oracle demo (see " + oracle_dir +
                          "/manifest.tsv)");
    out << "(median of " << runs
        << " run(s); fps: frames per wall-clock second over the demo's tics (--tics N: the first N), view,\n"
           " status bar and RGBA conversion (in N bands with N threads); cpu ms: CPU time of every thread per\n"
           " frame)\n";
    return 0;
}

}  // namespace

int bench_render(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out) {
    if (cl.window) return bench_render_window(cl, oracle_dir, out);
    const std::string renderer = cl.renderer.value_or("software");
    if (renderer == "vulkan") return bench_render_vulkan(cl, oracle_dir, out);
    if (renderer != "software")
        throw base::Error("bench render: unknown renderer '" + renderer + "' (software, vulkan)");
    if (cl.size) return bench_threads(cl, oracle_dir, out);
    const int threads = cl.threads.value_or(1);
    const std::optional<std::string> chocolate = find_peer("chocolate-doom");
    const std::optional<std::string> dsda = find_peer("dsda-doom");
    if (!chocolate) out << "chocolate-doom is not installed (package chocolate-doom): its columns stay empty\n";
    if (!dsda) out << "dsda-doom is not installed (package dsda-doom): its columns stay empty\n";
    const PeerHome home;
    const int runs = cl.runs.value_or(1);

    char line[400];
    std::snprintf(line, sizeof line, "%-34s %8s %8s %5s %7s %7s %5s | %8s %8s %5s %7s %7s %5s\n", "demo",
                  "fps 320", "choco", "ratio", "cpu ms", "choco", "ratio", "fps 1080", "dsda", "ratio", "cpu ms",
                  "dsda", "ratio");
    out << line;
    int rows = 0;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        if (cl.demo && row.file != *cl.demo) continue;
        ++rows;
        const BenchGame game(oracle_dir, row);
        const std::vector<std::string> run{"-iwad", game.iwad, "-timedemo", game.demo_path, "-nosound", "-nomusic"};
        const std::vector<std::string> choco_argv =
            with(with({chocolate.value_or("")}, run), home.chocolate_config());
        const std::vector<std::string> dsda_argv = with(
            with({dsda.value_or("")}, run),
            with(home.dsda_config(), {"-width", "1920", "-height", "1080", "-vidmode", "software", "-window"}));
        std::vector<Speed> ours320, ours1080, choco, dsda1080;
        std::string choco_missing, dsda_missing;
        for (int i = 0; i < runs; ++i) {
            ours320.push_back(our_speed(game, 320, 200, threads, 1 << 30));
            if (chocolate) choco.push_back(peer_speed(choco_argv, home, game.demo.tics.size(), choco_missing));
            ours1080.push_back(our_speed(game, 1920, 1080, threads, 1 << 30));
            if (dsda) dsda1080.push_back(peer_speed(dsda_argv, home, game.demo.tics.size(), dsda_missing));
        }
        const Speed a = median_speed(ours320), b = median_speed(choco), c = median_speed(ours1080),
                    d = median_speed(dsda1080);
        std::snprintf(line, sizeof line, "%-34s %8s %8s %5s %7s %7s %5s | %8s %8s %5s %7s %7s %5s\n",
                      row.file.c_str(), number_cell(a.fps, 1).c_str(), number_cell(b.fps, 1).c_str(),
                      ratio_cell(a.fps, b.fps).c_str(), number_cell(a.cpu_ms, 2).c_str(),
                      number_cell(b.cpu_ms, 2).c_str(), ratio_cell(b.cpu_ms, a.cpu_ms).c_str(),
                      number_cell(c.fps, 1).c_str(), number_cell(d.fps, 1).c_str(), ratio_cell(c.fps, d.fps).c_str(),
                      number_cell(c.cpu_ms, 2).c_str(), number_cell(d.cpu_ms, 2).c_str(),
                      ratio_cell(d.cpu_ms, c.cpu_ms).c_str());
        out << line;
        if (chocolate && !choco_missing.empty()) out << "  " << choco_missing << "\n";
        if (dsda && !dsda_missing.empty()) out << "  " << dsda_missing << "\n";
        out << std::flush;
    }
    if (rows == 0)
        throw base::Error("bench render: '" + cl.demo.value_or("") + "' is not an oracle demo (see " + oracle_dir +
                          "/manifest.tsv)");
    out << "(median of " << runs << " run(s); our view drawn with " << threads
        << " thread(s). fps: frames per wall-clock second; ours is the in-process drawing loop\n"
           " (view, status bar, RGBA conversion), the peers' is their own -timedemo report. cpu ms: CPU time\n"
           " (user + system, every thread) per frame; the peers' is their whole process over the demo's\n"
           " tics, start-up included. ratios: above 1 means we are faster. Peers run with SDL's dummy\n"
           " drivers and config files written by the benchmark (chocolate-doom: startup_delay 0).)\n";
    return 0;
}

}  // namespace app
