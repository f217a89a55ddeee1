#include "app/bench/bench_render_window.h"

#include <cstdio>
#include <filesystem>
#include <optional>
#include <vector>

#include "app/bench/bench_game.h"
#include "app/bench/bench_support.h"
#include "base/error.h"

namespace app {
namespace {

struct WindowRun {
    std::optional<double> fps;
    std::optional<double> cpu_ms;  // the process's CPU time (start-up included) per demo tic
    std::string why_missing;
};

struct Size {
    int width, height;
};

// One program's -timedemo under xvfb-run, its screen the window's size.
// wait4 counts xvfb-run and the program (its driver's threads included),
// not the X server, which xvfb-run leaves unwaited: the same for both sides.
WindowRun timed_in_window(const std::string& xvfb, std::vector<std::string> program, Size size, const PeerHome& home,
                          std::size_t tics, const std::string& expect) {
    std::vector<std::string> argv{xvfb, "-a", "-s",
                                  "-screen 0 " + std::to_string(size.width) + "x" + std::to_string(size.height) + "x24"};
    argv.insert(argv.end(), program.begin(), program.end());
    std::vector<std::string> env = home.env();
    std::erase(env, "SDL_VIDEODRIVER=dummy");  // a real window on the virtual display
    const ProcessRun run = run_process(argv, env);
    const std::optional<double> fps = timedemo_fps(run.output);
    if (!fps || tics == 0) return {std::nullopt, std::nullopt, program.front() + " printed no frame rate:\n" + run.output};
    // A window the screen could not hold would be timed at another size.
    if (!expect.empty() && run.output.find(expect) == std::string::npos)
        return {std::nullopt, std::nullopt, program.front() + " did not draw at " + expect + ":\n" + run.output};
    return {fps, run.cpu_s * 1000 / static_cast<double>(tics), ""};
}

WindowRun median_run(const std::vector<WindowRun>& runs) {
    std::vector<double> fps, cpu;
    for (const WindowRun& r : runs) {
        if (!r.fps || !r.cpu_ms) return {std::nullopt, std::nullopt, r.why_missing};
        fps.push_back(*r.fps);
        cpu.push_back(*r.cpu_ms);
    }
    if (runs.empty()) return {};
    return {median(fps), median(cpu), ""};
}

}  // namespace

int bench_render_window(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out) {
    const std::optional<std::string> xvfb = find_peer("xvfb-run");
    if (!xvfb) throw base::Error("bench render --window: xvfb-run not found (package xvfb)");
    const std::optional<std::string> dsda = find_peer("dsda-doom");
    if (!dsda) out << "dsda-doom is not installed (package dsda-doom): its columns stay empty\n";
    const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
    const std::string wanted = cl.demo.value_or("freedoom2-demo1.lmp");
    std::optional<BenchDemo> row;
    for (const BenchDemo& r : read_bench_demos(oracle_dir))
        if (r.file == wanted) row = r;
    if (!row) throw base::Error("bench render: '" + wanted + "' is not an oracle demo (see " + oracle_dir + "/manifest.tsv)");
    const BenchGame game(oracle_dir, *row);
    const std::string& iwad = game.iwad;
    const std::string& demo = game.demo_path;
    const std::size_t tics = game.demo.tics.size();
    const std::vector<Size> sizes =
        cl.size ? std::vector<Size>{{cl.size->width, cl.size->height}}
                : std::vector<Size>{{1280, 800}, {1920, 1080}, {3840, 2160}};
    const int runs = cl.runs.value_or(1);
    const PeerHome home;

    char line[400];
    std::snprintf(line, sizeof line, "%s, %zu tics, -timedemo in a window under Xvfb\n", row->file.c_str(), tics);
    out << line;
    std::snprintf(line, sizeof line, "%-10s %-9s %8s %8s %5s | %7s %7s %5s\n", "size", "renderer", "fps", "dsda",
                  "ratio", "cpu ms", "dsda", "ratio");
    out << line;
    for (const Size size : sizes) {
        const std::string w = std::to_string(size.width), h = std::to_string(size.height);
        const std::string shown = w + "x" + h;
        for (const auto& [ours, theirs] : {std::pair{"software", "software"}, std::pair{"vulkan", "gl"}}) {
            std::vector<std::string> our_argv{self, "-iwad", iwad, "-timedemo", demo, "-nosound", "-nomusic",
                                              "--renderer", ours};
            // The settings given to the benchmark (video.vulkan_view=true3d...), then the size it times.
            for (const std::string& o : cl.overrides) our_argv.insert(our_argv.end(), {"--set", o});
            our_argv.insert(our_argv.end(), {"--set", "video.width=" + w, "--set", "video.height=" + h});
            std::vector<std::string> dsda_argv{dsda.value_or(""), "-iwad", iwad, "-timedemo", demo, "-nosound",
                                               "-nomusic", "-width", w, "-height", h, "-vidmode", theirs, "-window"};
            for (const std::string& a : home.dsda_config()) dsda_argv.push_back(a);
            std::vector<WindowRun> our_runs, dsda_runs;
            // In turn, so a slow stretch of the machine falls on both sides.
            for (int i = 0; i < runs; ++i) {
                our_runs.push_back(timed_in_window(*xvfb, our_argv, size, home, tics, shown + ")"));
                if (dsda) dsda_runs.push_back(timed_in_window(*xvfb, dsda_argv, size, home, tics, ""));
            }
            const WindowRun a = median_run(our_runs), b = median_run(dsda_runs);
            const std::string renderer = std::string(ours) + (std::string(ours) == "vulkan" ? "/gl" : "");
            std::snprintf(line, sizeof line, "%-10s %-9s %8s %8s %5s | %7s %7s %5s\n", shown.c_str(), renderer.c_str(),
                          number_cell(a.fps, 1).c_str(), number_cell(b.fps, 1).c_str(), ratio_cell(a.fps, b.fps).c_str(),
                          number_cell(a.cpu_ms, 2).c_str(), number_cell(b.cpu_ms, 2).c_str(),
                          ratio_cell(b.cpu_ms, a.cpu_ms).c_str());
            out << line;
            if (!a.fps) out << "  " << a.why_missing << "\n";
            if (dsda && !b.fps) out << "  " << b.why_missing << "\n";
            out << std::flush;
        }
    }
    out << "(median of " << runs
        << " run(s), ours and dsda-doom's in turn. fps: each program's own -timedemo report (every tic\n"
           " drawn and shown in its window; ours with the window's default settings, vsync off as -timedemo\n"
           " asks); dsda-doom: -vidmode software, or gl beside our Vulkan renderer, with an empty config.\n"
           " cpu ms: user + system time of the whole process (start-up included, the X server not) per demo\n"
           " tic. ratios: above 1 means we are faster.)\n";
    return 0;
}

}  // namespace app
