#include "app/bench/bench_net.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <thread>
#include <variant>
#include <vector>

#include "app/bench/bench_support.h"
#include "base/error.h"
#include "net/client.h"
#include "net/messages.h"
#include "net/transport.h"

extern char** environ;

namespace app {
namespace {

using Clock = std::chrono::steady_clock;

double now_ms() {
    static const Clock::time_point start = Clock::now();
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}
std::uint32_t protocol_ms() { return static_cast<std::uint32_t>(now_ms()); }

constexpr double kTicMs = 1000.0 / 35;
constexpr int kUdpIpHeaderBytes = 28;  // what each datagram costs on the wire beyond its payload
constexpr int kInFlightUnpaced = 4;    // tics a player runs ahead of the slowest when nobody waits for the clock

// A server in a process of its own, as players run one; its CPU time is
// read from /proc while it runs, since it is stopped by a signal.
class ServerProcess {
public:
    explicit ServerProcess(const std::vector<std::string>& argv) {
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
        if (posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), environ) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
    }
    ~ServerProcess() {
        if (pid_ <= 0) return;
        ::kill(pid_, SIGTERM);
        int status = 0;
        waitpid(pid_, &status, 0);
    }
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

    bool started() const { return pid_ > 0; }
    // User + system seconds so far (fields 14 and 15 of /proc/PID/stat).
    double cpu_seconds() const {
        std::ifstream stat("/proc/" + std::to_string(pid_) + "/stat");
        std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
        const std::size_t after_name = text.rfind(')');
        if (after_name == std::string::npos) return 0;
        std::istringstream fields(text.substr(after_name + 2));
        std::string field;
        double ticks = 0;
        for (int i = 3; i <= 15 && fields >> field; ++i)
            if (i >= 14) ticks += std::stod(field);
        return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
    }

private:
    pid_t pid_ = -1;
};

// Counts the datagrams and bytes a player's socket sends and receives.
class CountingTransport final : public net::Transport {
public:
    CountingTransport() : inner_(net::open_udp(0, net::kLoopback)) {}
    void send(const net::Address& to, std::span<const std::uint8_t> data) override {
        bytes_ += data.size() + kUdpIpHeaderBytes;
        inner_->send(to, data);
    }
    std::optional<net::Datagram> receive() override {
        std::optional<net::Datagram> d = inner_->receive();
        if (d) bytes_ += d->data.size() + kUdpIpHeaderBytes;
        return d;
    }
    void wait(int timeout_ms) override { inner_->wait(timeout_ms); }
    net::Address local_address() const override { return inner_->local_address(); }
    double bytes() const { return bytes_; }

private:
    std::unique_ptr<net::Transport> inner_;
    double bytes_ = 0;
};

struct Player {
    CountingTransport transport;
    std::unique_ptr<net::Client> client;
    int taken = 0;
};

std::uint16_t free_port() { return net::open_udp(0, net::kLoopback)->local_address().port; }

bool answers_queries(const net::Address& server, double timeout_ms) {
    auto transport = net::open_udp(0, net::kLoopback);
    const double start = now_ms();
    while (now_ms() - start < timeout_ms) {
        transport->send(server, net::encode(net::ClientPacket{{}, net::Query{}}, false));
        transport->wait(100);
        while (auto datagram = transport->receive()) {
            try {
                const net::ServerPacket packet = net::decode_server_packet(datagram->data, false);
                if (std::holds_alternative<net::QueryResponse>(packet.message)) return true;
            } catch (const net::MalformedPacket&) {
            }
        }
    }
    return false;
}

// Players on Freedoom 2's MAP01, the first launching once all have joined.
std::vector<std::unique_ptr<Player>> join(const net::Address& server, int players) {
    net::ClientOptions options;
    options.connect.gamemode = static_cast<std::uint8_t>(net::GameMode::Commercial);
    options.connect.gamemission = static_cast<std::uint8_t>(net::GameMission::Doom2);
    options.connect.max_players = net::kMaxPlayers;
    options.connect.is_freedoom = 1;
    options.settings.skill = 2;
    options.settings.map = 1;
    options.settings.gameversion = 4;  // exe_doom_1_9
    options.autostart_players = players;
    std::vector<std::unique_ptr<Player>> list;
    for (int i = 0; i < players; ++i) {
        auto player = std::make_unique<Player>();
        options.player_name = "bench" + std::to_string(i);
        player->client = std::make_unique<net::Client>(player->transport, server, options, protocol_ms());
        list.push_back(std::move(player));
        // One at a time, so the first to join is the controller.
        const double start = now_ms();
        while (list.back()->client->phase() == net::Client::Phase::Connecting && now_ms() - start < 5000) {
            for (auto& p : list) p->client->run(protocol_ms());
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }
    const double start = now_ms();
    for (;;) {
        bool all_in = true;
        for (auto& p : list) {
            p->client->run(protocol_ms());
            all_in = all_in && p->client->phase() == net::Client::Phase::InGame;
        }
        if (all_in) return list;
        if (now_ms() - start > 10000) throw base::Error("bench net: the players did not get into the game");
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
}

struct Run {
    std::vector<double> latency_ms;  // per tic: last send to the last player's receipt
    double seconds = 0;
    double server_cpu_ms = 0;
    double bytes_per_player = 0;
};

// `tics` tics of every player's commands, one a 35th of a second when
// `paced`, else as fast as the slowest player gets them back.
Run play(std::vector<std::unique_ptr<Player>>& players, int tics, bool paced, const ServerProcess& server) {
    Run run;
    std::vector<double> sent(static_cast<std::size_t>(tics), 0);
    int made = 0, complete = 0;
    const double start = now_ms();
    const double cpu_start = server.cpu_seconds();
    double bytes_start = 0;
    for (const auto& p : players) bytes_start += p->transport.bytes();
    while (complete < tics) {
        const double now = now_ms();
        const bool due = paced ? now - start >= made * kTicMs : made - complete < kInFlightUnpaced;
        if (made < tics && due) {
            for (std::size_t i = 0; i < players.size(); ++i) {
                net::NetTiccmd cmd;
                cmd.forwardmove = static_cast<std::int8_t>((made * 7 + static_cast<int>(i)) % 50);
                cmd.angleturn = static_cast<std::int16_t>(made * 13);
                players[i]->client->send_ticcmd(cmd, protocol_ms());
            }
            sent[static_cast<std::size_t>(made++)] = now_ms();
        }
        int lowest = tics;
        for (auto& p : players) {
            p->client->run(protocol_ms());
            while (p->client->has_tic()) {
                p->client->take_tic();
                ++p->taken;
            }
            if (p->client->phase() == net::Client::Phase::Ended)
                throw base::Error("bench net: a player's game ended: " + p->client->end_reason());
            lowest = std::min(lowest, p->taken);
        }
        for (; complete < lowest; ++complete) run.latency_ms.push_back(now_ms() - sent[static_cast<std::size_t>(complete)]);
        if (now_ms() - start > 60000) throw base::Error("bench net: the game stalled");
        if (paced) std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    run.seconds = (now_ms() - start) / 1000;
    run.server_cpu_ms = (server.cpu_seconds() - cpu_start) * 1000;
    double bytes = -bytes_start;
    for (const auto& p : players) bytes += p->transport.bytes();
    run.bytes_per_player = bytes / static_cast<double>(players.size());
    return run;
}

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, static_cast<std::size_t>(fraction * static_cast<double>(values.size())))];
}

struct ServerFigures {
    std::optional<double> latency_mean, latency_p95, kbits_per_player, tics_per_second, cpu_ms_per_tic;
    std::string why_missing;
};

constexpr int kPacedPlayers = 4, kPacedTics = 175, kUnpacedPlayers = 8, kUnpacedTics = 2000;

ServerFigures measure(const std::vector<std::string>& argv, std::uint16_t port) {
    ServerFigures f;
    const net::Address address{net::kLoopback, port};
    {
        ServerProcess server(argv);
        if (!server.started() || !answers_queries(address, 5000)) {
            f.why_missing = argv.front() + " did not answer on port " + std::to_string(port);
            return f;
        }
        auto players = join(address, kPacedPlayers);
        const Run paced = play(players, kPacedTics, true, server);
        double sum = 0;
        for (double l : paced.latency_ms) sum += l;
        f.latency_mean = sum / static_cast<double>(paced.latency_ms.size());
        f.latency_p95 = percentile(paced.latency_ms, 0.95);
        f.kbits_per_player = paced.bytes_per_player * 8 / 1000 / paced.seconds;
    }
    // A fresh server for the other game: Chocolate Doom's hosts one game in its life.
    ServerProcess server(argv);
    if (!answers_queries(address, 5000)) {
        f.why_missing = argv.front() + " did not come back on port " + std::to_string(port);
        return f;
    }
    auto players = join(address, kUnpacedPlayers);
    const Run unpaced = play(players, kUnpacedTics, false, server);
    f.tics_per_second = kUnpacedTics / unpaced.seconds;
    f.cpu_ms_per_tic = unpaced.server_cpu_ms / kUnpacedTics;
    return f;
}

}  // namespace

int bench_net(const std::string& self, std::ostream& out) {
    const std::uint16_t port = free_port();
    const ServerFigures ours = measure({self, "server", "-port", std::to_string(port)}, port);
    std::optional<std::string> chocolate = find_peer("chocolate-server");
    ServerFigures theirs;
    if (chocolate)
        theirs = measure({*chocolate, "-privateserver", "-port", std::to_string(port)}, port);
    else
        theirs.why_missing = "chocolate-server not found (package chocolate-doom)";

    char line[256];
    const char* format = "%-18s %10s %8s %12s | %12s %12s\n";
    out << "Netgames on 127.0.0.1, each server in its own process. Paced: " << kPacedPlayers << " players, "
        << kPacedTics << " tics at 35 a second; latency: from the last player's send of a tic to the last\n"
        << "player's receipt of it; bandwidth: UDP payload and headers, both ways. Unpaced: " << kUnpacedPlayers
        << " players (the protocol's most), " << kUnpacedTics << " tics, each player at most " << kInFlightUnpaced
        << " tics ahead; the\ntic rate the server relays and its CPU time a tic.\n";
    std::snprintf(line, sizeof line, format, "server", "ms mean", "ms p95", "kbit/s each", "tics/s", "CPU ms/tic");
    out << line;
    const auto row = [&](const char* name, const ServerFigures& f) {
        std::snprintf(line, sizeof line, format, name, number_cell(f.latency_mean, 2).c_str(),
                      number_cell(f.latency_p95, 2).c_str(), number_cell(f.kbits_per_player, 1).c_str(),
                      number_cell(f.tics_per_second, 0).c_str(), number_cell(f.cpu_ms_per_tic, 4).c_str());
        out << line;
        if (!f.why_missing.empty()) out << "  " << f.why_missing << "\n";
    };
    row("brimstone server", ours);
    row("chocolate-server", theirs);
    out << "ratios, above 1 meaning ours is better: latency " << ratio_cell(theirs.latency_mean, ours.latency_mean)
        << ", tic rate " << ratio_cell(ours.tics_per_second, theirs.tics_per_second) << ", CPU a tic "
        << ratio_cell(theirs.cpu_ms_per_tic, ours.cpu_ms_per_tic) << "; at 35 tics a second our server would have "
        << number_cell(ours.tics_per_second ? std::optional<double>(*ours.tics_per_second / 35) : std::nullopt, 0)
        << "x the tic rate one game of " << kUnpacedPlayers << " needs\n";
    return ours.why_missing.empty() ? 0 : 1;
}

}  // namespace app
