#pragma once
// What the benchmarks share: the oracle demo list, finding and timing the
// peer ports (Debian installs them in /usr/games), and reading the frame
// rate a peer's -timedemo prints.
#include <optional>
#include <string>
#include <vector>

namespace app {

struct BenchDemo {
    std::string file, iwad;
};

// The rows of <oracle_dir>/manifest.tsv. Throws base::Error when missing.
std::vector<BenchDemo> read_bench_demos(const std::string& oracle_dir);

// The peer's executable path, or just its name when not found.
std::string find_peer(const std::string& name);

// Runs a shell command with its output discarded; wall seconds, or a
// negative value when it could not run at all.
double time_command(const std::string& command);

// Runs a command and returns the frames per second its -timedemo report
// gives ("(35.0 fps)" from Chocolate Doom, "= 79.4 frames per second" from
// dsda-doom); nothing when it did not run or printed no such figure.
std::optional<double> timedemo_fps(const std::string& command);

// Table cells: a peer's figure ("79.4", or "missing" when it gave none) and
// ours over it ("1.25", or "-").
std::string peer_cell(const std::optional<double>& fps);
std::string peer_ratio(double ours, const std::optional<double>& peer);

}  // namespace app
