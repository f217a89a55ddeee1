#include "app/bench_support.h"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "base/error.h"

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

std::string find_peer(const std::string& name) {
    for (const char* dir : {"/usr/games/", "/usr/bin/", "/usr/local/games/", "/usr/local/bin/"}) {
        const std::string p = dir + name;
        if (access(p.c_str(), X_OK) == 0) return p;
    }
    return name;
}

double time_command(const std::string& command) {
    const auto t0 = std::chrono::steady_clock::now();
    const int status = std::system((command + " >/dev/null 2>&1").c_str());
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (status == -1 || (WIFEXITED(status) && WEXITSTATUS(status) == 127)) return -1;
    return s;
}

std::optional<double> timedemo_fps(const std::string& command) {
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    if (!pipe) return std::nullopt;
    std::string output;
    std::array<char, 4096> buf{};
    while (std::fgets(buf.data(), static_cast<int>(buf.size()), pipe)) output += buf.data();
    pclose(pipe);
    // The number just before the marker, after the last '(' or '= '.
    for (const char* marker : {" fps)", " frames per second"}) {
        const auto end = output.find(marker);
        if (end == std::string::npos) continue;
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

std::string peer_cell(const std::optional<double>& fps) {
    char buf[32];
    if (!fps) return "missing";
    std::snprintf(buf, sizeof buf, "%.1f", *fps);
    return buf;
}

std::string peer_ratio(double ours, const std::optional<double>& peer) {
    char buf[32];
    if (!peer || *peer <= 0) return "-";
    std::snprintf(buf, sizeof buf, "%.2f", ours / *peer);
    return buf;
}

}  // namespace app
