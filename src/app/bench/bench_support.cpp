#include "app/bench/bench_support.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

#include "base/error.h"
#include "render/palette_stage.h"

extern char** environ;

namespace app {

std::vector<BenchDemo> read_bench_demos(const std::string& oracle_dir) {
    std::ifstream in(oracle_dir + "/manifest.tsv");
    if (!in) throw base::Error(oracle_dir + "/manifest.tsv: cannot open the oracle manifest");
    std::vector<BenchDemo> rows;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::istringstream ss(line);
        BenchDemo r;
        if (std::getline(ss, r.file, '\t') && std::getline(ss, r.iwad, '\t')) rows.push_back(r);
    }
    return rows;
}

std::optional<std::string> find_peer(const std::string& name) {
    for (const char* dir : {"/usr/games/", "/usr/bin/", "/usr/local/games/", "/usr/local/bin/"}) {
        const std::string p = dir + name;
        if (access(p.c_str(), X_OK) == 0) return p;
    }
    return std::nullopt;
}

namespace {

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; }

// This process's environment with `extra` replacing same-named entries.
std::vector<std::string> child_environment(const std::vector<std::string>& extra) {
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string entry = *e;
        const std::string name = entry.substr(0, entry.find('='));
        const bool replaced = std::any_of(extra.begin(), extra.end(),
                                          [&](const std::string& x) { return x.substr(0, x.find('=')) == name; });
        if (!replaced) env.push_back(entry);
    }
    env.insert(env.end(), extra.begin(), extra.end());
    return env;
}

std::vector<char*> c_strings(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (std::string& s : strings) out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

}  // namespace

ProcessRun run_process(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                       const std::filesystem::path& folder) {
    ProcessRun run;
    std::vector<std::string> args = argv;
    std::vector<std::string> environment = child_environment(env);
    std::vector<char*> c_args = c_strings(args);
    std::vector<char*> c_env = c_strings(environment);
    int pipe_fds[2];
    if (pipe2(pipe_fds, O_CLOEXEC) != 0) return run;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDERR_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    if (!folder.empty()) posix_spawn_file_actions_addchdir_np(&actions, folder.c_str());
    const auto t0 = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, c_args[0], &actions, nullptr, c_args.data(), c_env.data());
    posix_spawn_file_actions_destroy(&actions);
    close(pipe_fds[1]);
    if (spawned != 0) {
        close(pipe_fds[0]);
        return run;
    }
    std::array<char, 4096> buf{};
    for (;;) {
        const ssize_t n = read(pipe_fds[0], buf.data(), buf.size());
        if (n > 0) run.output.append(buf.data(), static_cast<std::size_t>(n));
        else if (n == 0 || errno != EINTR) break;
    }
    close(pipe_fds[0]);
    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {}
    run.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    run.cpu_s = seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    // posix_spawn reports a missing executable as exit code 127 from the child.
    run.started = !(WIFEXITED(status) && WEXITSTATUS(status) == 127);
    return run;
}

PeerHome::PeerHome() {
    char pattern[] = "/tmp/brimstone-bench-XXXXXX";
    if (!mkdtemp(pattern)) throw base::Error("bench: cannot create a scratch directory in /tmp");
    dir_ = pattern;
    // Chocolate Doom: the main file with its defaults, the extra one with
    // the start-up pause removed.
    std::ofstream(dir_ / "default.cfg") << "";
    std::ofstream(dir_ / "chocolate-doom.cfg") << "startup_delay 0\n";
    std::ofstream(dir_ / "dsda-doom.cfg") << "";
    // Woof reads its file from $XDG_DATA_HOME/woof (see env()).
    std::filesystem::create_directories(dir_ / ".local/share/woof");
    std::ofstream(dir_ / ".local/share/woof/woof.cfg") << "widescreen 0\nuse_vsync 0\n";
}

PeerHome::~PeerHome() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
}

std::vector<std::string> PeerHome::env() const {
    return {"HOME=" + dir_.string(), "XDG_CONFIG_HOME=" + (dir_ / ".config").string(),
            "XDG_DATA_HOME=" + (dir_ / ".local/share").string(), "SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy"};
}

std::vector<std::string> PeerHome::chocolate_config() const {
    return {"-config", (dir_ / "default.cfg").string(), "-extraconfig", (dir_ / "chocolate-doom.cfg").string()};
}

std::vector<std::string> PeerHome::dsda_config() const { return {"-config", (dir_ / "dsda-doom.cfg").string()}; }

std::string installed_iwad(const std::string& file) { return "/usr/share/games/doom/" + file; }

ScratchDir::ScratchDir(const std::string& name) {
    std::string pattern = "/tmp/brimstone-bench-" + name + "-XXXXXX";
    if (!mkdtemp(pattern.data())) throw base::Error("bench " + name + ": cannot create a scratch directory in /tmp");
    dir_ = pattern;
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
}

std::optional<double> timedemo_fps(const std::string& output) {
    // The number just before the marker, after the last '(' or '= '.
    for (const char* marker : {" fps)", " frames per second", " fps,"}) {
        const auto end = output.find(marker);
        if (end == std::string::npos || end == 0) continue;
        const auto start = output.find_last_of("(= ", end - 1);
        if (start == std::string::npos) continue;
        try {
            return std::stod(output.substr(start + 1, end - start - 1));
        } catch (const std::exception&) {
            return std::nullopt;
        }
    }
    return std::nullopt;
}

double process_cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
}

void convert_in_bands(const render::Frame& frame, std::span<const assets::Rgb, 256> palette,
                      std::span<std::uint8_t> rgba, int threads) {
    const std::span<const std::uint8_t> pixels(frame.pixels);
    const auto band = [&](int b) {
        const std::size_t first = pixels.size() * static_cast<std::size_t>(b) / static_cast<std::size_t>(threads);
        const std::size_t last = pixels.size() * static_cast<std::size_t>(b + 1) / static_cast<std::size_t>(threads);
        render::to_rgba(pixels.subspan(first, last - first), palette, rgba.subspan(first * 4, (last - first) * 4));
    };
    std::vector<std::jthread> helpers;
    for (int b = 1; b < threads; ++b) helpers.emplace_back(band, b);
    band(0);
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

std::string number_cell(const std::optional<double>& value, int decimals) {
    if (!value) return "missing";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, *value);
    return buf;
}

std::string ratio_cell(const std::optional<double>& numerator, const std::optional<double>& denominator) {
    if (!numerator || !denominator || *denominator <= 0) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", *numerator / *denominator);
    return buf;
}

}  // namespace app
