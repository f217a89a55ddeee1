#include "app/bench/bench_video.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <vector>

#include "app/bench/bench_support.h"
#include "app/ffmpeg_library.h"
#include "base/error.h"
#include "base/file_io.h"
#include "sim/demo.h"

namespace app {
namespace {

constexpr int kDefaultTics = 700;
constexpr const char* kDefaultDemo = "freedoom2-demo1.lmp";

// The first `tics` tics of a demo as a demo of their own.
std::vector<std::uint8_t> shortened_demo(const std::filesystem::path& path, int tics) {
    sim::Demo demo = sim::parse_demo(base::read_file(path), path.string());
    if (demo.tics.size() > static_cast<std::size_t>(tics)) demo.tics.resize(static_cast<std::size_t>(tics));
    return sim::write_demo(demo);
}

struct VideoFile {
    double seconds = 0;
    int width = 0, height = 0;
};

// The length of the video in `path` from its container, and its picture's
// size; nothing when it cannot be read.
std::optional<VideoFile> read_video_file(const std::filesystem::path& path) {
    AVFormatContext* format = nullptr;
    if (ffmpeg().avformat_open_input(&format, path.c_str(), nullptr, nullptr) < 0) return std::nullopt;
    std::optional<VideoFile> video;
    if (ffmpeg().avformat_find_stream_info(format, nullptr) >= 0 && format->duration > 0) {
        video = VideoFile{static_cast<double>(format->duration) / AV_TIME_BASE, 0, 0};
        for (unsigned i = 0; i < format->nb_streams; ++i)
            if (format->streams[i]->codecpar->codec_type == AVMEDIA_TYPE_VIDEO) {
                video->width = format->streams[i]->codecpar->width;
                video->height = format->streams[i]->codecpar->height;
            }
    }
    ffmpeg().avformat_close_input(&format);
    return video;
}

struct Side {
    std::string name;
    std::vector<std::string> argv;
    std::filesystem::path video;
};

struct Figures {
    std::optional<VideoFile> video;
    std::optional<double> wall_s, cpu_s;
    std::string why_missing;
};

Figures timed(const Side& side, const std::vector<std::string>& env, const std::filesystem::path& folder, int runs) {
    std::vector<double> walls, cpus;
    Figures f;
    for (int i = 0; i < runs; ++i) {
        std::error_code ec;
        std::filesystem::remove(side.video, ec);
        const ProcessRun run = run_process(side.argv, env, folder);
        const std::optional<VideoFile> video = read_video_file(side.video);
        if (!run.started || run.exit_code != 0 || !video) {
            f.why_missing = !run.started ? "could not be started"
                            : !video     ? "wrote no readable video"
                                         : "exited with " + std::to_string(run.exit_code);
            return f;
        }
        f.video = video;
        walls.push_back(run.wall_s);
        cpus.push_back(run.cpu_s);
    }
    f.wall_s = median(walls);
    f.cpu_s = median(cpus);
    return f;
}

}  // namespace

int bench_video(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
                std::ostream& out) {
    const std::string demo_name = cl.demo.value_or(kDefaultDemo);
    const auto rows = read_bench_demos(oracle_dir);
    const auto row = std::find_if(rows.begin(), rows.end(), [&](const BenchDemo& r) { return r.file == demo_name; });
    if (row == rows.end())
        throw base::Error("bench video: '" + demo_name + "' is not an oracle demo (see " + oracle_dir + "/manifest.tsv)");
    const int tics = cl.tics.value_or(kDefaultTics);
    const int width = cl.size ? cl.size->width : 1920, height = cl.size ? cl.size->height : 1080;
    const int fps = cl.fps.value_or(60);
    const int runs = std::max(1, cl.runs.value_or(1));
    const std::string iwad = installed_iwad(row->iwad);

    const ScratchDir scratch("video");
    const std::filesystem::path demo = scratch.dir() / "stretch.lmp";
    const std::vector<std::uint8_t> bytes = shortened_demo(oracle_dir + "/" + demo_name, tics);
    base::write_file_atomic(demo, bytes.data(), bytes.size());
    const PeerHome home;
    const std::string size = std::to_string(width) + "x" + std::to_string(height);

    std::vector<Side> sides{{"brimstone (x264 ultrafast, crf 20)",
                             {self_exe, "demo", demo.string(), "-iwad", iwad, "--video",
                              (scratch.dir() / "ours.mkv").string(), "--size", size, "--fps", std::to_string(fps)},
                             scratch.dir() / "ours.mkv"}};
    if (const auto dsda = find_peer("dsda-doom")) {
        // dsda-doom's capture: raw frames and sound piped to ffmpeg, then muxed.
        const std::filesystem::path ours_config = scratch.dir() / "dsda-ultrafast.cfg";
        std::ofstream(ours_config) << "cap_fps " << fps
                                   << "\ncap_videocommand \"ffmpeg -f rawvideo -pix_fmt rgb24 -r %r -s %wx%h -i - "
                                      "-c:v libx264 -preset ultrafast -crf 20 -y temp_v.nut\"\n";
        std::ofstream(scratch.dir() / "dsda-default.cfg") << "cap_fps " << fps << "\n";
        for (const auto& [label, config] : {std::pair{"dsda-doom -viddump (its default: libx264 medium)",
                                                      scratch.dir() / "dsda-default.cfg"},
                                            std::pair{"dsda-doom -viddump (x264 ultrafast, crf 20)", ours_config}}) {
            const std::filesystem::path video = scratch.dir() / (config.stem().string() + ".mkv");
            sides.push_back({label,
                             {*dsda, "-iwad", iwad, "-config", config.string(), "-timedemo", demo.string(), "-viddump",
                              video.string(), "-width", std::to_string(width), "-height", std::to_string(height),
                              "-vidmode", "software"},
                             video});
        }
    }
    char line[320];
    std::snprintf(line, sizeof line, "%s, first %d tics, %s at %d fps, %d run(s) each\n", demo_name.c_str(), tics,
                  size.c_str(), fps, runs);
    out << line;
    std::snprintf(line, sizeof line, "%-50s %9s %9s %8s %8s %10s %9s\n", "program", "size", "video s", "wall s",
                  "cpu s", "real time", "ours/it");
    out << line << std::flush;
    std::optional<double> our_speed;
    for (const Side& side : sides) {
        const Figures f = timed(side, home.env(), scratch.dir(), runs);  // dsda-doom's encoders write where it runs
        if (!f.video) {
            out << side.name << ": " << f.why_missing << "\n";
            continue;
        }
        const double speed = f.video->seconds / *f.wall_s;
        if (!our_speed) our_speed = speed;
        const std::string shown = std::to_string(f.video->width) + "x" + std::to_string(f.video->height);
        std::snprintf(line, sizeof line, "%-50s %9s %9.2f %8.2f %8.2f %9.2fx %9s\n", side.name.c_str(), shown.c_str(),
                      f.video->seconds, *f.wall_s, *f.cpu_s, speed, ratio_cell(our_speed, speed).c_str());
        out << line << std::flush;
    }
    out << "(size: the file's picture; video s: its length; wall and cpu s: the whole process with its encoders, median of the runs;\n"
           " real time: video seconds per wall second; ours/it: our real-time factor over the row's)\n";
    return 0;
}

}  // namespace app
