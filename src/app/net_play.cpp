#include "app/net_play.h"

#include <csignal>

#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <vector>

#include "app/demo_playback.h"
#include "app/demo_recorder.h"
#include "app/game_files.h"
#include "app/new_game_options.h"
#include "base/error.h"
#include "base/file_io.h"
#include "net/net_game.h"
#include "net/server.h"
#include "net/server_search.h"
#include "net/wad_checksum.h"
#include "sim/demo.h"
#include "sim/trace.h"

namespace app {

namespace {

std::atomic<bool> g_stop{false};

void request_stop(int) { g_stop = true; }

// SIGINT and SIGTERM end the loops cleanly (clients told, files written).
void catch_stop_signals() {
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
}

std::uint32_t now_ms() {
    static const auto start = std::chrono::steady_clock::now();
    return static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
}

net::ConnectData connect_data(const GameFiles& files, bool recording) {
    net::ConnectData d;
    using G = wad::Game;
    auto set = [&](net::GameMode mode, net::GameMission mission) {
        d.gamemode = static_cast<std::uint8_t>(mode);
        d.gamemission = static_cast<std::uint8_t>(mission);
    };
    switch (files.game) {
        case G::DoomShareware: set(net::GameMode::Shareware, net::GameMission::Doom); break;
        case G::Doom: set(net::GameMode::Registered, net::GameMission::Doom); break;
        case G::UltimateDoom:
        case G::Freedoom1: set(net::GameMode::Retail, net::GameMission::Doom); break;
        case G::Plutonia: set(net::GameMode::Commercial, net::GameMission::PackPlut); break;
        case G::Tnt: set(net::GameMode::Commercial, net::GameMission::PackTnt); break;
        default: set(net::GameMode::Commercial, net::GameMission::Doom2); break;
    }
    // A player recording a vanilla demo keeps turns to the demo's resolution
    // for everyone, so every peer plays what the demo will hold.
    d.lowres_turn = recording;
    d.max_players = net::kMaxPlayers;
    d.is_freedoom = files.archive.find("FREEDOOM").has_value();
    d.wad_sha1 = net::wad_checksum(files.archive);
    return d;
}

net::GameSettings settings_from(const config::CommandLine& cl, const GameFiles& files) {
    net::GameSettings s;
    const bool episodes = wad::game_mode(files.game) == wad::GameMode::Episodes;
    s.skill = static_cast<std::int8_t>(cl.skill.value_or(3) - 1);
    s.episode = static_cast<std::uint8_t>(episodes && cl.warp ? cl.warp->episode.value_or(1) : 1);
    s.map = static_cast<std::uint8_t>(cl.warp ? cl.warp->map : 1);
    s.deathmatch = cl.altdeath ? 2 : cl.deathmatch ? 1 : 0;
    s.nomonsters = cl.nomonsters;
    s.fast_monsters = cl.fast;
    s.respawn_monsters = cl.respawn;
    s.ticdup = static_cast<std::uint8_t>(cl.dup.value_or(1));
    s.extratics = static_cast<std::uint8_t>(cl.extratics.value_or(1));
    s.timelimit = static_cast<std::uint32_t>(time_limit(cl));
    // Chocolate Doom's exe_ultimate (6) for the four-episode games, exe_doom_1_9 (4) otherwise.
    s.gameversion = files.game == wad::Game::UltimateDoom || files.game == wad::Game::Freedoom1 ? 6 : 4;
    return s;
}

}  // namespace

int run_server(const config::CommandLine& cl, std::ostream& log) {
    const auto port = static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort));
    auto transport = net::open_udp(port);
    net::Server server(*transport, {}, now_ms());
    log << "brimstone: serving netgames on UDP port " << port << "\n";
    catch_stop_signals();
    while (!g_stop) {
        transport->wait(5);
        server.run(now_ms());
    }
    return 0;
}

int run_server_search(const config::CommandLine& cl, std::ostream& out) {
    const auto port = static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort));
    std::vector<net::Address> targets;
    if (cl.query) {
        targets.push_back(net::resolve_address(*cl.query, port));
        out << "Asking " << targets.front().to_string() << " ...\n";
    } else {
        targets = net::local_search_targets(port);
        out << "Searching for servers on the local network (port " << port << ") ...\n";
    }
    auto transport = net::open_udp(0);
    // Chocolate Doom waits a second for a broadcast's answers; a query to
    // one server over the internet may take longer.
    const auto found = net::query_servers(*transport, targets, cl.query ? 2000 : 1000, now_ms);
    net::print_servers(out, found);
    return found.empty() ? 1 : 0;
}

int run_net_game(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    if (!cl.nodraw)
        throw base::Error("-connect/-server: network play runs without a window for now; add -nodraw");
    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    std::optional<sim::Demo> input;
    if (cl.playdemo) input = read_demo(files, *cl.playdemo);

    // -server: our own server in this process, on -port, joined over loopback.
    std::unique_ptr<net::Transport> server_transport;
    std::unique_ptr<net::Server> server;
    net::Address address;
    if (cl.server) {
        server_transport = net::open_udp(static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort)));
        server = std::make_unique<net::Server>(*server_transport, net::ServerOptions{}, now_ms());
        address = {net::kLoopback, server_transport->local_address().port};
    } else {
        address = net::resolve_address(*cl.connect, static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort)));
    }
    auto transport = net::open_udp(0);
    net::ClientOptions options;
    options.connect = connect_data(files, cl.record.has_value());
    options.settings = settings_from(cl, files);
    options.autostart_players = cl.nodes.value_or(cl.server ? 2 : 0);
    net::Client client(*transport, address, options, now_ms());
    const sim::GameMode mode =
        wad::game_mode(files.game) == wad::GameMode::Commercial ? sim::GameMode::Commercial : sim::GameMode::Retail;
    net::NetGame game(client, *rules.levels, rules.definitions, mode);

    // --trace: this peer's per-tic state trace, to set beside another's
    // when a game parts (the first differing column shows where).
    std::ofstream trace;
    if (cl.trace) {
        trace.open(*cl.trace);
        if (!trace) throw base::Error(*cl.trace + ": cannot write the trace");
        trace << sim::trace_header() << "\n";
    }
    std::optional<DemoRecorder> recorder;
    // What each tic ran, before the players' thinking changed it (G_Ticker
    // records there too).
    game.on_tic = [&](const sim::World& world, int tic, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
        if (cl.tics && tic >= *cl.tics) return;  // run in the same update as the last one asked for
        if (recorder) recorder->add(cmds);
        if (trace.is_open()) trace << sim::trace_line(world, tic) << "\n";
    };
    catch_stop_signals();
    bool announced = false;
    while (!g_stop) {
        if (server) server->run(now_ms());
        game.update(now_ms(), [&](int tic) {
            const auto me = static_cast<std::size_t>(client.settings().consoleplayer);
            if (!input || tic >= static_cast<int>(input->tics.size()) || me >= sim::kMaxPlayers) return sim::Ticcmd{};
            return input->tics[static_cast<std::size_t>(tic)][me];
        });
        for (const std::string& message : client.take_messages()) log << "server: " << message << "\n";
        if (game.failure()) throw base::Error(*game.failure());
        if (client.phase() == net::Client::Phase::Ended) throw base::Error("netgame: " + client.end_reason());
        if (!announced && game.world()) {
            announced = true;
            log << "brimstone: netgame started, player " << client.settings().consoleplayer + 1 << " of "
                << int{client.settings().num_players} << "\n";
            if (cl.record)
                recorder.emplace(*cl.record, game.world()->opts, settings.get_bool("compat.vanilla_demo_limit"),
                                 cl.maxdemo);
        }
        if (recorder && recorder->full()) {
            recorder->report_full(log);
            break;
        }
        if (cl.tics && game.tics_run() >= *cl.tics) break;
        transport->wait(1);
    }
    client.disconnect();
    for (std::uint32_t until = now_ms() + 1000; now_ms() < until && client.phase() != net::Client::Phase::Ended;) {
        if (server) server->run(now_ms());
        client.run(now_ms());
        transport->wait(5);
    }
    if (recorder) recorder->write(log);
    return 0;
}

}  // namespace app
