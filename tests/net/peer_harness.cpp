#include "net/peer_harness.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>

#include "sim/hash.h"

extern char** environ;

namespace net_test {

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const std::vector<std::string>& env) {
    std::vector<char*> args;
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    std::vector<char*> envp;
    for (const std::string& entry : env) envp.push_back(const_cast<char*>(entry.c_str()));
    for (char** e = environ; *e; ++e) envp.push_back(*e);
    envp.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    if (posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), envp.data()) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
}

void ChildProcess::kill_now() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGTERM);
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
}

ChildProcess::~ChildProcess() { kill_now(); }

std::uint16_t free_port() { return net::open_udp(0, net::kLoopback)->local_address().port; }

std::uint32_t now_ms() {
    static const auto start = std::chrono::steady_clock::now();
    return static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
}

bool wait_for_server(const net::Address& server, int timeout_ms) {
    auto transport = net::open_udp(0, net::kLoopback);
    const std::uint32_t start = now_ms();
    std::uint32_t last_query = 0;
    bool sent = false;
    while (now_ms() - start < static_cast<std::uint32_t>(timeout_ms)) {
        if (!sent || now_ms() - last_query > 200) {
            transport->send(server, net::encode(net::ClientPacket{{}, net::Query{}}, false));
            last_query = now_ms();
            sent = true;
        }
        transport->wait(50);
        while (auto datagram = transport->receive()) {
            try {
                const auto packet = net::decode_server_packet(datagram->data, false);
                if (std::holds_alternative<net::QueryResponse>(packet.message)) return true;
            } catch (const net::MalformedPacket&) {
            }
        }
    }
    return false;
}

net::ConnectData connect_data_for(const test_support::IwadData& iwad) {
    net::ConnectData data;
    const bool commercial = iwad.source->mode() == sim::GameMode::Commercial;
    data.gamemode = static_cast<std::uint8_t>(commercial ? net::GameMode::Commercial : net::GameMode::Retail);
    data.gamemission = static_cast<std::uint8_t>(commercial ? net::GameMission::Doom2 : net::GameMission::Doom);
    data.max_players = net::kMaxPlayers;
    data.is_freedoom = 1;
    return data;
}

net::GameSettings settings_for(const sim::Demo& demo) {
    net::GameSettings s;
    const sim::GameOptions& o = demo.options;
    s.skill = static_cast<std::int8_t>(o.skill);
    s.episode = static_cast<std::uint8_t>(o.episode);
    s.map = static_cast<std::uint8_t>(o.map);
    s.deathmatch = static_cast<std::uint8_t>(o.deathmatch);
    s.nomonsters = o.nomonsters;
    s.fast_monsters = o.fast;
    s.respawn_monsters = o.respawn;
    s.gameversion = 4;  // exe_doom_1_9
    return s;
}

std::unique_ptr<Peer> make_peer(const net::Address& server, const test_support::IwadData& iwad,
                                const sim::Demo& demo, int autostart_players, std::uint32_t now,
                                std::unique_ptr<net::Transport> transport) {
    auto peer = std::make_unique<Peer>();
    peer->transport = transport ? std::move(transport) : net::open_udp(0, net::kLoopback);
    net::ClientOptions options;
    options.connect = connect_data_for(iwad);
    options.player_name = "peer";
    options.settings = settings_for(demo);
    options.autostart_players = autostart_players;
    peer->client = std::make_unique<net::Client>(*peer->transport, server, options, now);
    peer->game = std::make_unique<net::NetGame>(*peer->client, *iwad.source, iwad.defs, iwad.source->mode());
    Peer* raw = peer.get();
    peer->game->on_tic = [raw](const sim::World& w, int, const auto&) { raw->hashes.push_back(sim::world_hash(w)); };
    return peer;
}

std::string play(std::vector<std::unique_ptr<Peer>>& peers, const sim::Demo& demo, int tics, int timeout_ms,
                 net::Server* server, const AdjustCommand& adjust) {
    const std::uint32_t start = now_ms();
    for (;;) {
        if (server) server->run(now_ms());
        bool all_done = true;
        for (std::size_t index = 0; index < peers.size(); ++index) {
            Peer* peer = peers[index].get();
            peer->game->update(now_ms(), [&](int tic) {
                const int me = peer->client->settings().consoleplayer;
                sim::Ticcmd cmd = tic < static_cast<int>(demo.tics.size())
                                      ? demo.tics[static_cast<std::size_t>(tic)][static_cast<std::size_t>(me)]
                                      : sim::Ticcmd{};
                if (adjust) adjust(index, tic, cmd);
                return cmd;
            });
            if (peer->game->failure()) return *peer->game->failure();
            if (peer->client->phase() == net::Client::Phase::Ended)
                return "a peer's game ended: " + peer->client->end_reason();
            all_done = all_done && peer->game->tics_run() >= tics;
        }
        if (all_done) return "";
        if (now_ms() - start > static_cast<std::uint32_t>(timeout_ms)) {
            std::string state = "timed out;";
            for (auto& peer : peers)
                state += " phase " + std::to_string(static_cast<int>(peer->client->phase())) + " ran " +
                         std::to_string(peer->game->tics_run()) + ",";
            return state;
        }
        peers.front()->transport->wait(1);
    }
}

std::vector<std::uint32_t> demo_hashes(const test_support::IwadData& iwad, const sim::Demo& demo, int tics) {
    auto world = std::make_unique<sim::World>(iwad.defs);
    sim::new_game(*world, *iwad.source, demo.options);
    std::vector<std::uint32_t> hashes;
    for (int tic = 0; tic < tics; ++tic) {
        sim::run_tic(*world, *iwad.source, demo.tics[static_cast<std::size_t>(tic)]);
        hashes.push_back(sim::world_hash(*world));
    }
    return hashes;
}

}  // namespace net_test
