#include "app/bench/bench_render_vulkan.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>

#include "app/bench/bench_game.h"
#include "app/bench/bench_support.h"
#include "app/demo_playback.h"
#include "app/game_files.h"
#include "app/screen_playback.h"
#include "app/vulkan_view.h"
#include "base/error.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/screen_layout.h"
#include "render/view_drawer.h"
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/frame_cost.h"

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

// The wall time the wrapped drawer spends per screen (the view and the
// status strip): preparing, recording and submitting it, then waiting for
// the device and copying the index image out.
class TimedView final : public render::ViewDrawer {
public:
    explicit TimedView(render::ViewDrawer& inner) : inner_(inner) {}

    void draw_view(const sim::World& world, int player, render::Frame& frame, const render::ScreenLayout& layout,
                   render::Frame* undefined_reads) override {
        timed([&] { inner_.draw_view(world, player, frame, layout, undefined_reads); });
    }
    void draw_screen(const sim::World& world, int player, render::Frame& frame, const render::ScreenLayout& layout,
                     const render::overlay::StatusStrip& strip, render::Frame* undefined_reads) override {
        timed([&] { inner_.draw_screen(world, player, frame, layout, strip, undefined_reads); });
    }
    void begin_screen(const sim::World& world, int player, render::Frame& frame, const render::ScreenLayout& layout,
                      const render::overlay::StatusStrip& strip) override {
        timed([&] { inner_.begin_screen(world, player, frame, layout, strip); }, false);
    }
    void end_screen(const render::Frame& frame) override {
        timed([&] { inner_.end_screen(frame); });
    }
    std::span<const int> stored_segs() const override { return inner_.stored_segs(); }

    double ms_per_view() const { return views_ ? 1000.0 * seconds_ / views_ : 0; }

private:
    template <class Draw>
    void timed(Draw&& draw, bool ends_view = true) {
        const auto t0 = Clock::now();
        draw();
        seconds_ += std::chrono::duration<double>(Clock::now() - t0).count();
        if (ends_view) ++views_;
    }

    render::ViewDrawer& inner_;
    double seconds_ = 0;
    int views_ = 0;
};

struct Timing {
    double fps = 0;
    double view_ms = 0;                // per frame, readback included
    double cpu_ms = 0;                 // per frame: this process's CPU time, the driver's threads included
    double cpu_unread_ms = 0;          // the same without the benchmark's readback: copy out and RGBA conversion
    std::optional<double> gpu_ms;      // per frame, on the device, where it has timestamps
    render::vulkan::FrameCost cost;    // per frame, stage by stage: the mean over the demo
};

// Sums frame costs; mean() divides each stage by the frames counted.
struct CostSum {
    render::vulkan::FrameCost sum;
    render::vulkan::GpuPassTimes gpu;
    int frames = 0, gpu_frames = 0;

    void add(const render::vulkan::FrameCost& c) {
        if (c.gpu_ms) sum.gpu_ms = sum.gpu_ms.value_or(0) + *c.gpu_ms;
        sum.walk_ms += c.walk_ms;
        sum.records_ms += c.records_ms;
        sum.upload_ms += c.upload_ms;
        sum.submit_ms += c.submit_ms;
        sum.copy_ms += c.copy_ms;
        ++frames;
        if (!c.gpu) return;
        gpu.walls += c.gpu->walls;
        gpu.planes += c.gpu->planes;
        gpu.things += c.gpu->things;
        gpu.strip += c.gpu->strip;
        gpu.readback += c.gpu->readback;
        ++gpu_frames;
    }
    render::vulkan::FrameCost mean() const {
        render::vulkan::FrameCost m;
        if (frames == 0) return m;
        m.walk_ms = sum.walk_ms / frames;
        m.records_ms = sum.records_ms / frames;
        m.upload_ms = sum.upload_ms / frames;
        m.submit_ms = sum.submit_ms / frames;
        m.copy_ms = sum.copy_ms / frames;
        if (sum.gpu_ms) m.gpu_ms = *sum.gpu_ms / frames;
        if (gpu_frames > 0)
            m.gpu = render::vulkan::GpuPassTimes{gpu.walls / gpu_frames, gpu.planes / gpu_frames,
                                                 gpu.things / gpu_frames, gpu.strip / gpu_frames,
                                                 gpu.readback / gpu_frames};
        return m;
    }
};

// As the software benchmark: one tic, one frame, one palette conversion
// (in a band a core, as the software benchmark converts on that many
// threads; the first `max_tics` tics of the demo, --tics N),
// level loading and the first upload of the level outside the clock. The
// frames are kept in flight as the game keeps them: a tic's screen is
// begun, then the one before it ended and converted while the device
// draws the new one.
Timing measure(const GameRules& rules, const sim::Demo& demo, const assets::AssetSet& assets,
               const wad::Archive& archive, VulkanView& vulkan, int width, int height, int max_tics) {
    const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
    TimedView timed(vulkan.drawer());
    render::GameScreen screen(archive, timed);
    std::vector<render::Frame> frames(render::vulkan::kFramesInFlight, render::Frame(width, height));
    std::vector<int> palettes(frames.size());
    std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    ScreenPlayback playback(rules, demo, {&screen});
    // The first view uploads the level mesh and makes the target.
    vulkan.drawer().draw_view(playback.world(), playback.world().opts.consoleplayer, frames[0], layout, nullptr);
    int done = 0, timed_frames = 0;
    double gpu_ms = 0;
    CostSum costs;
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    double convert_cpu_s = 0;
    std::deque<std::size_t> open;  // the frames begun and not ended, oldest first
    std::size_t next = 0;
    const auto end_oldest = [&] {
        render::Frame& frame = frames[open.front()];
        const int palette = palettes[open.front()];
        open.pop_front();
        screen.end_draw(frame);
        if (const auto ms = vulkan.last_gpu_ms()) {
            gpu_ms += *ms;
            ++timed_frames;
        }
        costs.add(vulkan.last_cost());
        const double convert0 = process_cpu_seconds();
        convert_in_bands(frame, assets.palettes.palette(palette), rgba, cores);
        convert_cpu_s += process_cpu_seconds() - convert0;
        ++done;
    };
    const double cpu0 = process_cpu_seconds();
    const auto t0 = Clock::now();
    for (int tic = 0; tic < max_tics && playback.advance(); ++tic) {
        if (!playback.in_level()) continue;
        if (open.size() == frames.size()) end_oldest();
        screen.begin_draw(playback.world(), frames[next], layout);
        palettes[next] = screen.palette(playback.world());
        open.push_back(next);
        next = (next + 1) % frames.size();
        if (open.size() > 1) end_oldest();
    }
    while (!open.empty()) end_oldest();
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    const double cpu_ms = done > 0 ? (process_cpu_seconds() - cpu0) * 1000 / done : 0;
    Timing timing{s > 0 ? done / s : 0, timed.ms_per_view(), cpu_ms, 0, std::nullopt, costs.mean()};
    // The copy out is one thread's memcpy: its wall time is its CPU time.
    if (done > 0) timing.cpu_unread_ms = cpu_ms - convert_cpu_s * 1000 / done - timing.cost.copy_ms;
    if (timed_frames > 0) timing.gpu_ms = gpu_ms / timed_frames;
    return timing;
}

std::string ms_cell(std::optional<double> ms) {
    if (!ms) return "-";
    char cell[32];
    std::snprintf(cell, sizeof cell, "%.3f", *ms);
    return cell;
}

// Each figure the median of its runs; the stage lines those of the run
// whose frame rate is the median (the lower middle one of an even count).
Timing median_timing(std::vector<Timing> runs) {
    if (runs.empty()) return {};
    std::vector<double> fps, view, cpu, unread, gpu;
    for (const Timing& t : runs) {
        fps.push_back(t.fps);
        view.push_back(t.view_ms);
        cpu.push_back(t.cpu_ms);
        unread.push_back(t.cpu_unread_ms);
        if (t.gpu_ms) gpu.push_back(*t.gpu_ms);
    }
    std::sort(runs.begin(), runs.end(), [](const Timing& a, const Timing& b) { return a.fps < b.fps; });
    Timing m = runs[(runs.size() - 1) / 2];
    m.fps = median(fps);
    m.view_ms = median(view);
    m.cpu_ms = median(cpu);
    m.cpu_unread_ms = median(unread);
    if (gpu.size() == runs.size()) m.gpu_ms = median(gpu);
    return m;
}

struct PeerRun {
    std::optional<double> fps;
    std::optional<double> cpu_ms;  // per frame: the whole process's CPU time (start-up included) over the demo's tics
    std::string why_missing;       // when no figure came back
};

PeerRun median_peer(const std::vector<PeerRun>& runs) {
    std::vector<double> fps, cpu;
    for (const PeerRun& r : runs) {
        if (!r.fps || !r.cpu_ms) return r;
        fps.push_back(*r.fps);
        cpu.push_back(*r.cpu_ms);
    }
    if (runs.empty()) return {};
    return {median(fps), median(cpu), ""};
}

// dsda-doom's OpenGL renderer needs an X display: a virtual one from
// xvfb-run, with a screen large enough for the window; its configuration
// and home are the benchmark's own.
PeerRun dsda_gl(const std::string& iwad, const std::string& demo_path, std::size_t tics) {
    const std::optional<std::string> xvfb = find_peer("xvfb-run");
    const std::optional<std::string> dsda = find_peer("dsda-doom");
    if (!xvfb) return {std::nullopt, std::nullopt, "xvfb-run not found (package xvfb)"};
    if (!dsda) return {std::nullopt, std::nullopt, "dsda-doom not found (package dsda-doom)"};
    const PeerHome home;
    std::vector<std::string> argv{*xvfb, "-a", "-s", "-screen 0 1920x1080x24", *dsda, "-iwad", iwad, "-timedemo",
                                  demo_path, "-width", "1920", "-height", "1080", "-vidmode", "gl", "-window",
                                  "-nosound", "-nomusic"};
    for (const std::string& a : home.dsda_config()) argv.push_back(a);
    std::vector<std::string> env = home.env();
    std::erase(env, "SDL_VIDEODRIVER=dummy");  // it needs the X display
    // wait4 counts xvfb-run and dsda-doom (its OpenGL driver's threads
    // included), not the X server, which xvfb-run leaves unwaited.
    const ProcessRun run = run_process(argv, env);
    const auto fps = timedemo_fps(run.output);
    if (!fps || tics == 0)
        return {std::nullopt, std::nullopt, "dsda-doom -vidmode gl under xvfb-run printed no frame rate (no OpenGL?)"};
    return {fps, run.cpu_s * 1000 / static_cast<double>(tics), ""};
}

// One line of where a size's frame time went: the CPU time a frame without
// the readback, the CPU stages, then the GPU passes.
std::string cost_line(const char* size, const Timing& t, bool true3d) {
    const render::vulkan::FrameCost& c = t.cost;
    char line[400];
    int n = std::snprintf(line, sizeof line,
                          "  %s ms: cpu %.3f without readback; walk %.3f, records %.3f, upload %.3f, submit+wait %.3f, "
                          "copy out %.3f",
                          size, t.cpu_unread_ms, c.walk_ms, c.records_ms, c.upload_ms, c.submit_ms, c.copy_ms);
    // The true 3D view's first two times are its depth pass and its span pass (true_view_passes.cpp).
    if (c.gpu && true3d && n > 0 && static_cast<std::size_t>(n) < sizeof line)
        std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n),
                      " | gpu depth pass %.3f, spans %.3f, things %.3f, strip %.3f, readback %.3f", c.gpu->planes,
                      c.gpu->walls, c.gpu->things, c.gpu->strip, c.gpu->readback);
    else if (c.gpu && n > 0 && static_cast<std::size_t>(n) < sizeof line)
        std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n),
                      " | gpu walls %.3f, planes %.3f, things %.3f, strip %.3f, readback %.3f", c.gpu->walls,
                      c.gpu->planes, c.gpu->things, c.gpu->strip, c.gpu->readback);
    else if (c.gpu_ms && n > 0 && static_cast<std::size_t>(n) < sizeof line)
        std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n), " | gpu %.3f (a CPU device: passes not timed)",
                      *c.gpu_ms);
    return std::string(line) + "\n";
}

}  // namespace

int bench_render_vulkan(const config::CommandLine& cl, const std::string& oracle_dir, std::ostream& out) {
    char line[400];
    const char* row_format = "%-36s %8s %7s %7s %7s %8s %7s %7s | %8s %7s | %5s %5s\n";
    std::snprintf(line, sizeof line, row_format, "demo", "fps 1080", "view ms", "gpu ms", "cpu ms", "fps 2160",
                  "view ms", "gpu ms", "dsda gl", "cpu ms", "fps", "cpu");
    const std::string head = line;
    const int max_tics = cl.tics.value_or(1 << 30);
    const int runs = std::max(1, cl.runs.value_or(1));
    int rows = 0;
    for (const BenchDemo& row : read_bench_demos(oracle_dir)) {
        if (cl.demo && row.file != *cl.demo) continue;
        const BenchGame game(oracle_dir, row);
        VulkanView vulkan(game.files.archive, game.assets, cl);
        if (rows++ == 0)
            out << "device: " << vulkan.device_name() << ", view passes: " << vulkan.view_passes()
                << ", frames in flight: "
                << (vulkan.keeps_frames_in_flight() ? std::to_string(render::vulkan::kFramesInFlight)
                                                    : std::string("1 (each frame waited for)"))
                << "\n" << head << std::flush;

        // Ours and the peer's in turn, so a slow stretch of the machine
        // falls on both sides rather than on one.
        std::vector<Timing> hd_runs, uhd_runs;
        std::vector<PeerRun> dsda_runs;
        for (int i = 0; i < runs; ++i) {
            hd_runs.push_back(
                measure(game.rules, game.demo, game.assets, game.files.archive, vulkan, 1920, 1080, max_tics));
            // The peer plays the whole demo: its frame rate is a rate, so a shorter run of ours still compares.
            dsda_runs.push_back(dsda_gl(game.iwad, game.demo_path, game.demo.tics.size()));
            uhd_runs.push_back(
                measure(game.rules, game.demo, game.assets, game.files.archive, vulkan, 3840, 2160, max_tics));
        }
        const Timing hd = median_timing(hd_runs), uhd = median_timing(uhd_runs);
        const PeerRun dsda = median_peer(dsda_runs);
        std::snprintf(line, sizeof line, row_format, row.file.c_str(), number_cell(hd.fps, 1).c_str(),
                      number_cell(hd.view_ms, 2).c_str(), ms_cell(hd.gpu_ms).c_str(),
                      number_cell(hd.cpu_ms, 2).c_str(), number_cell(uhd.fps, 1).c_str(),
                      number_cell(uhd.view_ms, 2).c_str(), ms_cell(uhd.gpu_ms).c_str(),
                      number_cell(dsda.fps, 1).c_str(), number_cell(dsda.cpu_ms, 2).c_str(),
                      ratio_cell(hd.fps, dsda.fps).c_str(), ratio_cell(dsda.cpu_ms, hd.cpu_ms).c_str());
        const bool true3d = vulkan.view_passes() == "true3d";
        out << line << cost_line("1080", hd, true3d) << cost_line("2160", uhd, true3d);
        if (!dsda.fps) out << "  dsda-doom: " << dsda.why_missing << "\n";
        out << std::flush;
    }
    if (rows == 0)
        throw base::Error("bench render: '" + cl.demo.value_or("") + "' is not an oracle demo (see " + oracle_dir +
                          "/manifest.tsv)");
    out << "(median of " << runs
        << " run(s), ours and the peer's in turn. fps: whole frames, status bar and RGBA conversion\n"
           " included; view ms: wall time of the Vulkan screen per frame: preparing, recording and submitting\n"
           " it, then the wait and the readback; gpu ms: the device's own time per frame from timestamps; cpu\n"
           " ms: CPU time (user + system, every thread, the Vulkan or OpenGL driver's too) per frame, ours over\n"
           " the frames timed, dsda-doom's (-vidmode gl under xvfb-run, the X server not counted) over its\n"
           " whole process and the demo's tics; ratios: fps ours / dsda-doom's at 1080, cpu dsda-doom's / ours,\n"
           " above 1 meaning we are faster; the lines below each demo: the median run's CPU time a frame\n"
           " without the benchmark's readback (copy out and RGBA conversion), its mean frame by stage, CPU\n"
           " wall time then the device's passes, readback apart from gpu)\n";
    return 0;
}

}  // namespace app
