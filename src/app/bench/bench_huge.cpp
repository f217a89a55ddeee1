#include "app/bench/bench_huge.h"

#include <stdlib.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "app/bench/bench_support.h"
#include "app/generate_map_command.h"
#include "base/error.h"

namespace app {
namespace {

constexpr int kDefaultTics = 500;

// A figure each side: the median of the runs, or why there is none.
struct Figures {
    std::optional<double> cpu, wall, peak_mb, fps;
    std::string why_missing;
};

Figures median_figures(const std::vector<Figures>& runs) {
    std::vector<double> cpu, wall, peak, fps;
    for (const Figures& f : runs) {
        if (!f.why_missing.empty()) return f;
        if (f.cpu) cpu.push_back(*f.cpu);
        if (f.wall) wall.push_back(*f.wall);
        if (f.peak_mb) peak.push_back(*f.peak_mb);
        if (f.fps) fps.push_back(*f.fps);
    }
    Figures m;
    const auto all = [&](const std::vector<double>& v) -> std::optional<double> {
        if (runs.empty() || v.size() != runs.size()) return std::nullopt;
        return median(v);
    };
    m.cpu = all(cpu);
    m.wall = all(wall);
    m.peak_mb = all(peak);
    m.fps = all(fps);
    return m;
}

std::vector<std::string> joined(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// One -timedemo -nodraw: the whole process's CPU and wall time and peak
// memory. `report` is what the program prints when it played the demo
// (the peers end -timedemo through their error exit, so not the status).
// The peak comes from GNU time, which forks the program from its own
// small process: our posix_spawn shares this process's memory until the
// exec, and the kernel's high-water mark would keep this process's size.
Figures timed_sim(const std::string& time, const std::vector<std::string>& argv, const PeerHome& home,
                  const std::string& report, const std::filesystem::path& peak_file) {
    const ProcessRun run = run_process(joined({time, "-f", "%M", "-o", peak_file.string()}, argv), home.env());
    if (!run.started) return {{}, {}, {}, {}, argv.front() + " could not be started"};
    if (run.output.find(report) == std::string::npos)
        return {{}, {}, {}, {}, argv.front() + " did not report a timedemo:\n" + run.output};
    // The figure is the file's last line: before it GNU time notes a
    // non-zero exit status, which is how the peers end -timedemo.
    std::ifstream peak_in(peak_file);
    std::string last, text;
    while (std::getline(peak_in, text))
        if (!text.empty()) last = text;
    double peak_kib = 0;
    try {
        peak_kib = std::stod(last);
    } catch (const std::exception&) {
        return {{}, {}, {}, {}, time + " wrote no peak memory for " + argv.front() + " (read '" + last + "')"};
    }
    return {run.cpu_s, run.wall_s, peak_kib / 1024.0, {}, ""};
}

// One -timedemo in a window under xvfb-run: the frame rate the program
// reports, and its CPU time per demo tic (xvfb-run and the program, its
// driver's threads included; not the X server, which xvfb-run leaves
// unwaited: the same for every side). `expect`, when not empty, must be in
// its report: our report names the size drawn.
Figures timed_window(const std::string& xvfb, const std::vector<std::string>& program, const PeerHome& home,
                     int tics, const std::string& expect) {
    std::vector<std::string> argv{xvfb, "-a", "-s", "-screen 0 3840x2160x24"};
    argv.insert(argv.end(), program.begin(), program.end());
    std::vector<std::string> env = home.env();
    std::erase(env, "SDL_VIDEODRIVER=dummy");  // a real window on the virtual display
    const ProcessRun run = run_process(argv, env);
    const std::optional<double> fps = timedemo_fps(run.output);
    if (!fps) return {{}, {}, {}, {}, program.front() + " printed no frame rate:\n" + run.output};
    if (!expect.empty() && run.output.find(expect) == std::string::npos)
        return {{}, {}, {}, {}, program.front() + " did not draw at " + expect + ":\n" + run.output};
    return {run.cpu_s * 1000 / tics, run.wall_s, {}, fps, ""};
}

// The tic count of a vanilla demo: 13 header bytes, 4 a tic for one
// player, the end marker.
int demo_tics(const std::filesystem::path& demo) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(demo, ec);
    if (ec || size < 14) throw base::Error("bench huge: " + demo.string() + ": not a one-player vanilla demo");
    return static_cast<int>((size - 14) / 4);
}

}  // namespace

int bench_huge(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
               std::ostream& out) {
    const ScratchDir scratch("huge");
    const PeerHome home;
    std::filesystem::path map_file, demo;
    if (cl.map_file) {
        if (!cl.demo) throw base::Error("bench huge: --map-file needs a demo on that map (--demo FILE)");
        map_file = *cl.map_file;
        demo = *cl.demo;
        out << "map: " << map_file.string() << ", demo: " << demo.string() << "\n";
    } else {
        map_file = scratch.dir() / "huge.wad";
        demo = scratch.dir() / "huge.lmp";
        out << "map: " << write_generated_map(GridMapSpec{}, map_file) << "\n";
        const std::filesystem::path monkey =
            std::filesystem::path(oracle_dir).parent_path().parent_path() / "tools" / "monkey.py";
        const std::optional<std::string> python = find_peer("python3");
        if (!python) throw base::Error("bench huge: python3 not found: it runs " + monkey.string());
        const std::string tics = std::to_string(cl.tics.value_or(kDefaultTics));
        const ProcessRun made = run_process({*python, monkey.string(), demo.string(), "--seed", "7", "--skill", "3",
                                             "--episode", "1", "--map", "1", "--tics", tics},
                                            {});
        if (made.exit_code != 0) throw base::Error("bench huge: " + monkey.string() + " failed:\n" + made.output);
        out << "demo: tests/tools/monkey.py --seed 7 --skill 3 --map 1 --tics " << tics << "\n";
    }
    const int tics = demo_tics(demo);
    const int runs = cl.runs.value_or(3);
    const std::vector<std::string> game{"-iwad", installed_iwad("freedoom2.wad"), "-file", map_file.string(), "-timedemo", demo.string()};
    const std::optional<std::string> dsda = find_peer("dsda-doom"), woof = find_peer("woof");
    char line[400];

    // The simulation, ours and each peer's in turn, so a busy moment of the
    // machine falls on every side.
    std::snprintf(line, sizeof line, "\nsimulation: -timedemo DEMO -nodraw, %d tics, median of %d runs\n", tics, runs);
    out << line;
    std::snprintf(line, sizeof line, "%-10s %8s %8s %8s | %9s %9s %9s\n", "program", "cpu s", "wall s", "peak MB",
                  "cpu ratio", "wall", "memory");
    out << line;
    struct SimSide {
        std::string name;
        std::optional<std::string> exe;
        std::vector<std::string> extra;
        std::string report;
        std::vector<Figures> runs;
    };
    std::vector<SimSide> sides{{"brimstone", self_exe, {"-nodraw"}, "timed ", {}},
                               {"dsda-doom", dsda, joined({"-nodraw", "-nosound", "-nomusic"}, home.dsda_config()),
                                "Timed ", {}},
                               {"woof", woof, {"-nodraw", "-nosound", "-nomusic"}, "Timed ", {}}};
    const std::optional<std::string> time = find_peer("time");
    if (!time) throw base::Error("bench huge: GNU time not found (package time): it measures peak memory");
    for (int i = 0; i < runs; ++i)
        for (SimSide& s : sides)
            if (s.exe)
                s.runs.push_back(timed_sim(*time, joined(joined({*s.exe}, game), s.extra), home, s.report,
                                           scratch.dir() / "peak.txt"));
    const Figures ours_sim = median_figures(sides[0].runs);
    if (!ours_sim.why_missing.empty()) throw base::Error("bench huge: " + ours_sim.why_missing);
    for (const SimSide& s : sides) {
        const Figures f = s.exe ? median_figures(s.runs) : Figures{{}, {}, {}, {}, "not installed"};
        std::snprintf(line, sizeof line, "%-10s %8s %8s %8s | %9s %9s %9s\n", s.name.c_str(),
                      number_cell(f.cpu, 2).c_str(), number_cell(f.wall, 2).c_str(), number_cell(f.peak_mb, 0).c_str(),
                      ratio_cell(f.cpu, ours_sim.cpu).c_str(), ratio_cell(f.wall, ours_sim.wall).c_str(),
                      ratio_cell(f.peak_mb, ours_sim.peak_mb).c_str());
        out << line;
        if (!f.why_missing.empty()) out << "  " << s.name << ": " << f.why_missing << "\n";
    }
    out << std::flush;

    // The renderers, in windows under Xvfb.
    const std::optional<std::string> xvfb = find_peer("xvfb-run");
    if (!xvfb) {
        out << "xvfb-run not found (package xvfb): no renderer figures\n";
        return 0;
    }
    const int width = cl.size ? cl.size->width : 1920, height = cl.size ? cl.size->height : 1080;
    const std::string w = std::to_string(width), h = std::to_string(height);
    const int render_runs = cl.runs.value_or(1);
    std::snprintf(line, sizeof line,
                  "\nrenderers: -timedemo in a window under xvfb-run, %d tics, median of %d runs\n", tics,
                  render_runs);
    out << line;
    const char* row_format = "%-22s %-10s %8s %7s | %-18s %8s %7s | %6s %6s\n";
    std::snprintf(line, sizeof line, row_format, "ours", "size", "fps", "cpu ms", "peer", "fps", "cpu ms", "fps",
                  "cpu");
    out << line;
    struct RenderRow {
        std::string ours_name;
        int width, height;
        std::vector<std::string> ours_extra;
        std::string peer_name;
        std::optional<std::string> peer_exe;
        std::vector<std::string> peer_extra;
    };
    const std::vector<std::string> quiet{"-nosound", "-nomusic"};
    const std::vector<RenderRow> rows{
        {"software", 640, 400, {"--renderer", "software"}, "woof -hires", woof, {"-hires", "-window"}},
        {"vulkan exact", width, height, {"--renderer", "vulkan", "--set", "video.vulkan_view=exact"},
         "dsda-doom gl", dsda, joined({"-width", w, "-height", h, "-vidmode", "gl", "-window"}, home.dsda_config())},
        {"vulkan true3d", width, height, {"--renderer", "vulkan", "--set", "video.vulkan_view=true3d"},
         "dsda-doom gl", dsda, joined({"-width", w, "-height", h, "-vidmode", "gl", "-window"}, home.dsda_config())},
    };
    for (const RenderRow& row : rows) {
        const std::string size = std::to_string(row.width) + "x" + std::to_string(row.height);
        const std::vector<std::string> ours_argv =
            joined(joined(joined({self_exe}, game), quiet),
                   joined(row.ours_extra, {"--set", "video.width=" + std::to_string(row.width), "--set",
                                           "video.height=" + std::to_string(row.height)}));
        std::vector<Figures> ours_runs, peer_runs;
        for (int i = 0; i < render_runs; ++i) {
            ours_runs.push_back(timed_window(*xvfb, ours_argv, home, tics, size + ")"));
            if (row.peer_exe)
                peer_runs.push_back(
                    timed_window(*xvfb, joined(joined(joined({*row.peer_exe}, game), quiet), row.peer_extra), home,
                                 tics, ""));
        }
        const Figures a = median_figures(ours_runs);
        const Figures b = row.peer_exe ? median_figures(peer_runs) : Figures{{}, {}, {}, {}, "not installed"};
        std::snprintf(line, sizeof line, row_format, row.ours_name.c_str(), size.c_str(), number_cell(a.fps, 1).c_str(),
                      number_cell(a.cpu, 2).c_str(), row.peer_name.c_str(), number_cell(b.fps, 1).c_str(),
                      number_cell(b.cpu, 2).c_str(), ratio_cell(a.fps, b.fps).c_str(),
                      ratio_cell(b.cpu, a.cpu).c_str());
        out << line;
        if (!a.why_missing.empty()) out << "  ours: " << a.why_missing << "\n";
        if (!b.why_missing.empty()) out << "  " << row.peer_name << ": " << b.why_missing << "\n";
        out << std::flush;
    }
    out << "(simulation: whole process, start-up and level loading included; cpu = user + system from wait4;\n"
           " peak MB: the process's largest resident set (GNU time's %M); ratios: the peer's figure / ours, above 1 means we\n"
           " are faster or smaller. Renderers: fps from each program's own -timedemo report, every tic drawn\n"
           " and shown; cpu ms: the whole process's CPU time per demo tic; ratios: fps ours / the peer's, cpu\n"
           " the peer's / ours. Woof draws at 640x400 with -hires and widescreen off, then scales to its window;\n"
           " peers with SDL's dummy sound, their own config files written by the benchmark)\n";
    return 0;
}

}  // namespace app
