#pragma once
// What the netgame tests share: a server process of our choosing on a free
// loopback port, and Brimstone peers, each a client with its own UDP
// socket and simulation, playing one player's commands of a demo.
#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "net/net_game.h"
#include "net/server.h"
#include "net/transport.h"
#include "sim/demo.h"
#include "support/demo_runner.h"

namespace net_test {

// A child process, ended (SIGTERM, then waited for) when this goes.
class ChildProcess {
public:
    // `env`: NAME=VALUE entries added to this process's environment.
    explicit ChildProcess(const std::vector<std::string>& argv, const std::vector<std::string>& env = {});
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    void kill_now();

private:
    pid_t pid_ = -1;
};

// A UDP port on 127.0.0.1 that was free a moment ago.
std::uint16_t free_port();

// Queries `server` until it answers (true) or `timeout_ms` passes.
bool wait_for_server(const net::Address& server, int timeout_ms);

// The connect data of a Brimstone peer on this IWAD (Freedoom).
net::ConnectData connect_data_for(const test_support::IwadData& iwad);
// The settings a demo's header stands for.
net::GameSettings settings_for(const sim::Demo& demo);

struct Peer {
    std::unique_ptr<net::Transport> transport;
    std::unique_ptr<net::Client> client;
    std::unique_ptr<net::NetGame> game;
    std::vector<std::uint32_t> hashes;  // world hash after each tic
};

// `transport`: the peer's socket; a UDP one on the loopback if none.
std::unique_ptr<Peer> make_peer(const net::Address& server, const test_support::IwadData& iwad,
                                const sim::Demo& demo, int autostart_players, std::uint32_t now,
                                std::unique_ptr<net::Transport> transport = nullptr);

// Milliseconds since the first call.
std::uint32_t now_ms();

// Runs the peers until each has run `tics` tics, one fails, or
// `timeout_ms` passes; returns a description of what went wrong, or "".
// `server`, if given, runs in the same loop; `adjust`, if given, may
// change each peer's command (peer's index, tic) before it is sent.
using AdjustCommand = std::function<void(std::size_t peer, int tic, sim::Ticcmd& cmd)>;
std::string play(std::vector<std::unique_ptr<Peer>>& peers, const sim::Demo& demo, int tics, int timeout_ms,
                 net::Server* server = nullptr, const AdjustCommand& adjust = {});

// The world hash after each of the demo's first `tics` tics, played alone.
std::vector<std::uint32_t> demo_hashes(const test_support::IwadData& iwad, const sim::Demo& demo, int tics);

}  // namespace net_test
