#pragma once
// What the benchmarks share: the oracle demo list, finding the peer ports
// (Debian installs them in /usr/games), running a program as a child
// process timed the way its users time it (wall clock, and user + system
// CPU time from wait4), a scratch home that keeps the peers' configuration
// (and their start-up delay) in the benchmark's hands, and reading the
// frame rate a peer's -timedemo prints; and the frames' palette conversion.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"

namespace app {

struct BenchDemo {
    std::string file, iwad;
};

// The rows of <oracle_dir>/manifest.tsv. Throws base::Error when missing.
std::vector<BenchDemo> read_bench_demos(const std::string& oracle_dir);

// Where Debian's freedoom package puts an IWAD (freedoom2.wad), the path
// every program a benchmark runs is given.
std::string installed_iwad(const std::string& file);

// The peer's executable path, or nothing when it is not installed.
std::optional<std::string> find_peer(const std::string& name);

// One run of a child process.
struct ProcessRun {
    bool started = false;  // false: it could not be executed at all
    int exit_code = -1;    // -1 when killed by a signal
    double wall_s = 0;     // from just before the fork to the child's exit
    double cpu_s = 0;      // the child's user + system time (wait4)
    std::string output;    // stdout and stderr together
};

// Runs `argv` with `env` ("NAME=value") added to this process's
// environment, collecting its output; no shell in between. In `folder`
// when one is given (a program that writes scratch files where it runs).
ProcessRun run_process(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                       const std::filesystem::path& folder = {});

// A scratch directory used as HOME for every timed child, holding the
// peers' configuration files, written here: Chocolate Doom's with
// startup_delay 0 (its default one-second pause is a sleep inside the
// process, not start-up work); Woof's with its classic 4:3 screen (no
// widescreen widening) and no vsync. Removed again when destroyed.
class PeerHome {
public:
    PeerHome();
    ~PeerHome();
    PeerHome(const PeerHome&) = delete;
    PeerHome& operator=(const PeerHome&) = delete;

    // HOME and SDL's dummy video and audio drivers: no window, no sound card.
    std::vector<std::string> env() const;
    // -config and -extraconfig naming this home's files.
    std::vector<std::string> chocolate_config() const;
    // -config naming this home's dsda-doom file.
    std::vector<std::string> dsda_config() const;

private:
    std::filesystem::path dir_;
};

// A folder for one benchmark's files (/tmp/brimstone-bench-NAME-XXXXXX),
// removed with what it holds when destroyed.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& name);
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& dir() const { return dir_; }

private:
    std::filesystem::path dir_;
};

// The frames per second a -timedemo report in `output` gives ("(35.0 fps)"
// from Chocolate Doom, "= 79.4 frames per second" from dsda-doom, "(81.5
// fps, software renderer, 1280x800)" from our own).
std::optional<double> timedemo_fps(const std::string& output);

// This process's user + system CPU time so far, every thread's (a
// driver's worker threads included), in seconds.
double process_cpu_seconds();

// The palette conversion of `frame` into `rgba` in `threads` bands, one
// a thread, as a display path with that many cores would do it.
void convert_in_bands(const render::Frame& frame, std::span<const assets::Rgb, 256> palette,
                      std::span<std::uint8_t> rgba, int threads);

// The median of `values` (the mean of the middle two when even); 0 when empty.
double median(std::vector<double> values);

// Table cells: a figure with `decimals` decimals or "missing", and a ratio
// ("1.25") or "-" when either side is missing.
std::string number_cell(const std::optional<double>& value, int decimals);
std::string ratio_cell(const std::optional<double>& numerator, const std::optional<double>& denominator);

}  // namespace app
