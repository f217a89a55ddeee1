#include "app/net_session.h"

#include <chrono>

#include "net/wad_checksum.h"

namespace app {
namespace {

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

const char* skill_name(int skill) {
    static const char* const names[] = {"I'm too young to die", "Hey, not too rough", "Hurt me plenty",
                                        "Ultra-Violence", "Nightmare!"};
    return skill >= 0 && skill < 5 ? names[skill] : "?";
}

}  // namespace

std::uint32_t NetSession::now_ms() {
    static const auto start = std::chrono::steady_clock::now();
    return static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
}

NetSession::NetSession(const config::CommandLine& cl, const GameFiles& files, const GameRules& rules,
                       sim::World* world) {
    const auto port = static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort));
    net::Address address;
    if (cl.server) {
        server_transport_ = net::open_udp(port);
        server_ = std::make_unique<net::Server>(*server_transport_, net::ServerOptions{}, now_ms());
        address = {net::kLoopback, server_transport_->local_address().port};
        server_name_ = "this machine, port " + std::to_string(address.port);
    } else {
        address = net::resolve_address(*cl.connect, port);
        server_name_ = address.to_string();
    }
    transport_ = net::open_udp(0);
    net::ClientOptions options;
    options.connect = connect_data(files, cl.record.has_value());
    options.settings = settings_from(cl, files);
    options.autostart_players = cl.nodes.value_or(cl.server ? 2 : 0);
    options.wads = net::wad_identity(files.archive);
    client_ = std::make_unique<net::Client>(*transport_, address, options, now_ms());
    const sim::GameMode mode =
        wad::game_mode(files.game) == wad::GameMode::Commercial ? sim::GameMode::Commercial : sim::GameMode::Retail;
    game_ = std::make_unique<net::NetGame>(*client_, *rules.levels, rules.definitions, mode, world);
}

void NetSession::update(const std::function<sim::Ticcmd(int tic)>& build) {
    if (server_) server_->run(now_ms());
    game_->update(now_ms(), build);
}

void NetSession::wait(int ms) { transport_->wait(ms); }

void NetSession::leave() {
    client_->disconnect();
    for (std::uint32_t until = now_ms() + 1000; now_ms() < until && client_->phase() != net::Client::Phase::Ended;) {
        if (server_) server_->run(now_ms());
        client_->run(now_ms());
        transport_->wait(5);
    }
}

void NetSession::launch() {
    const auto& wait = client_->wait_data();
    if (wait && wait->is_controller) client_->launch(now_ms());
}

std::vector<std::string> NetSession::waiting_lines() const {
    std::vector<std::string> lines{"netgame on " + server_name_, ""};
    const auto& wait = client_->wait_data();
    if (client_->phase() == net::Client::Phase::Connecting || !wait) {
        lines.push_back("connecting...");
        return lines;
    }
    lines.push_back("players " + std::to_string(wait->num_players) + " of " + std::to_string(wait->max_players) +
                    (wait->num_drones ? ", " + std::to_string(wait->num_drones) + " watching" : ""));
    for (int i = 0; i < wait->num_players && i < static_cast<int>(wait->player_names.size()); ++i) {
        const auto at = static_cast<std::size_t>(i);
        lines.push_back(std::to_string(i + 1) + ". " + wait->player_names[at] + "  " + wait->player_addrs[at] +
                        (i == wait->consoleplayer ? "  (you)" : ""));
    }
    lines.push_back("");
    if (wait->is_controller) {
        const net::GameSettings& s = client_->options().settings;
        lines.push_back(std::string(s.deathmatch == 2 ? "deathmatch 2.0" : s.deathmatch ? "deathmatch" : "cooperative") +
                        ", " + skill_name(s.skill) + ", map " +
                        (s.episode > 1 ? std::to_string(s.episode) + " " : "") + std::to_string(s.map));
        const int autostart = client_->options().autostart_players;
        lines.push_back(autostart > 0 ? "starts when " + std::to_string(autostart) + " have joined, or press enter"
                                      : "press enter to start");
    } else {
        lines.push_back("the first player to join starts the game");
    }
    return lines;
}

}  // namespace app
