#include "net/server.h"

#include <algorithm>
#include <limits>

#include "base/log.h"
#include "net/structures.h"
#include "net/wad_difference.h"

namespace net {

namespace {

// "Doom II (commercial)": a game as d_mode.h's mission and mode name it.
std::string game_name(std::uint8_t mode, std::uint8_t mission) {
    static constexpr const char* kMissions[] = {"Doom", "Doom II", "TNT: Evilution", "The Plutonia Experiment",
                                                "Chex Quest", "Hacx", "Heretic", "Hexen", "Strife"};
    static constexpr const char* kModes[] = {"shareware", "registered", "commercial", "retail"};
    const std::string name = mission < std::size(kMissions) ? kMissions[mission] : "an unknown game";
    return mode < std::size(kModes) ? name + " (" + kModes[mode] + ")" : name;
}

constexpr const char* kServerVersion = "Brimstone (Chocolate Doom 3.0 protocol)";
constexpr std::uint32_t kWaitDataMs = 1000;
constexpr std::uint32_t kResendTimeoutMs = 300;
constexpr std::uint32_t kDeadlockMs = 1000;
// A client that stops acknowledging holds everyone back this many tics at most.
constexpr std::uint32_t kMaxUnacknowledged = 40;
// With nobody else in the game, stay at most this far ahead of the client.
constexpr std::uint32_t kMaxSoloAhead = 10;

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// The game settings a controller may ask for (NET_ValidGameSettings).
bool valid_settings(const GameSettings& s, std::uint8_t gamemode) {
    if (s.ticdup == 0 || s.deathmatch > 2 || s.skill < 0 || s.skill > 4) return false;
    switch (static_cast<GameMode>(gamemode)) {
        case GameMode::Commercial: return s.episode == 1 && s.map >= 1 && s.map <= 32;
        case GameMode::Retail: return s.episode >= 1 && s.episode <= 4 && s.map >= 1 && s.map <= 9;
        case GameMode::Registered: return s.episode >= 1 && s.episode <= 3 && s.map >= 1 && s.map <= 9;
        case GameMode::Shareware: return s.episode == 1 && s.map >= 1 && s.map <= 9;
        default: return false;
    }
}

}  // namespace

struct Server::Client {
    Client(Transport& transport, Address address, std::uint32_t now)
        : connection(transport, address, Connection::State::Connected, now), connect_time(now) {}
    Connection connection;
    std::uint32_t connect_time;
    std::string name;
    ConnectData data;
    std::optional<LoadedFiles> files;  // a Brimstone player's
    bool ready = false;
    int player = -1;
    std::uint32_t last_wait_data = 0;
    bool wait_data_sent = false;
    std::uint32_t last_gamedata = 0;
    bool sent_tics = false;
    std::uint32_t sendseq = 0;
    std::uint32_t acknowledged = 0;
    struct Sent {
        std::uint32_t tic = std::numeric_limits<std::uint32_t>::max();
        FullTiccmd cmd;
    };
    std::array<Sent, kBackupTics> sendqueue{};
};

Server::Server(Transport& transport, ServerOptions options, std::uint32_t now)
    : transport_(transport), options_(std::move(options)), rate_second_(now / 1000) {}

Server::~Server() = default;

bool Server::connected(const Client& client) const {
    return client.connection.state() == Connection::State::Connected;
}

int Server::num_clients() const {
    return static_cast<int>(std::count_if(clients_.begin(), clients_.end(),
                                          [&](const auto& c) { return c && connected(*c); }));
}

int Server::num_players() const {
    return static_cast<int>(
        std::count_if(players_.begin(), players_.end(), [&](const Client* c) { return c && connected(*c); }));
}

Server::Client* Server::find(const Address& address) {
    for (auto& c : clients_)
        if (c && c->connection.peer() == address) return c.get();
    return nullptr;
}

Server::Client* Server::controller() {
    Client* best = nullptr;
    for (auto& c : clients_)
        if (c && connected(*c) && !c->data.drone && (!best || c->connect_time < best->connect_time)) best = c.get();
    return best;
}

int Server::max_players() {
    for (auto& c : clients_)
        if (c && connected(*c)) return std::clamp<int>(c->data.max_players, 1, kMaxPlayers);
    return kMaxPlayers;
}

void Server::assign_players() {
    players_.fill(nullptr);
    int next = 0;
    for (auto& c : clients_) {
        if (!c || !connected(*c)) continue;
        if (c->data.drone || next == kMaxPlayers) {
            c->player = -1;
            continue;
        }
        players_[static_cast<std::size_t>(next)] = c.get();
        c->player = next++;
    }
}

void Server::send_reliable(Client& client, ServerMessage message) {
    ServerPacket packet{client.connection.next_reliable_seq(), std::move(message)};
    client.connection.send_reliable(encode(packet, false));
}

void Server::broadcast(const std::string& text, std::uint32_t now) {
    for (auto& c : clients_)
        if (c && connected(*c)) c->connection.send(encode(ServerPacket{{}, ConsoleMessage{text}}, false), now);
}

void Server::reply_to_stranger(const Address& to, const ServerMessage& message, std::uint32_t now) {
    if (now / 1000 != rate_second_) {
        rate_second_ = now / 1000;
        replies_by_address_.clear();
        replies_total_ = 0;
    }
    int& mine = replies_by_address_[to];
    if (mine >= options_.stranger_replies_per_second || replies_total_ >= options_.total_stranger_replies_per_second) {
        ++dropped_;
        return;
    }
    ++mine;
    ++replies_total_;
    transport_.send(to, encode(ServerPacket{{}, message}, false));
}

void Server::run(std::uint32_t now) {
    while (auto datagram = transport_.receive()) {
        try {
            // The turn resolution is the game's: known once it has started.
            handle(datagram->from, decode_client_packet(datagram->data, settings_.lowres_turn != 0), now);
        } catch (const MalformedPacket& error) {
            ++dropped_;
            base::warn("net: dropped a packet from " + datagram->from.to_string() + ": " + error.what());
        }
    }
    for (auto& c : clients_) {
        if (!c) continue;
        c->connection.run(now);
        if (c->connection.state() != Connection::State::Disconnected) continue;
        on_client_gone(*c, now);
        std::replace(players_.begin(), players_.end(), c.get(), static_cast<Client*>(nullptr));
        c.reset();
    }
    for (auto& c : clients_)
        if (c) run_client(*c, now);
}

void Server::handle(const Address& from, const ClientPacket& packet, std::uint32_t now) {
    Client* client = find(from);
    if (const auto* syn = std::get_if<Syn>(&packet.message)) {
        if (!client) handle_syn(from, *syn, now);
        return;  // a repeated SYN: the acceptance is a reliable packet already on its way
    }
    if (std::holds_alternative<Query>(packet.message)) {
        QueryData q;
        q.version = kServerVersion;
        q.server_state = static_cast<std::uint8_t>(state_);
        q.num_players = static_cast<std::uint8_t>(num_players());
        q.max_players = static_cast<std::uint8_t>(max_players());
        q.gamemode = gamemode_.value_or(static_cast<std::uint8_t>(GameMode::Indetermined));
        q.gamemission = gamemission_;
        q.description = options_.description;
        q.knows_our_protocol = true;
        reply_to_stranger(from, QueryResponse{q}, now);
        return;
    }
    if (!client) {
        ++dropped_;  // not from anyone connected: never relayed, never answered
        return;
    }
    handle_connected(*client, packet, now);
}

void Server::handle_syn(const Address& from, const Syn& syn, std::uint32_t now) {
    if (syn.magic == kOldMagicNumber) {
        reply_to_stranger(from, Rejected{std::string("Your client is older than Chocolate Doom 3.0; this server is ") +
                                         kServerVersion + "."},
                          now);
        return;
    }
    if (syn.magic != kMagicNumber) {
        ++dropped_;
        return;
    }
    if (!syn.knows_our_protocol) {
        reply_to_stranger(from, Rejected{"Version mismatch: server is " + std::string(kServerVersion) +
                                         "; client is " + syn.version + ". No common protocol."},
                          now);
        return;
    }
    const ConnectData& data = syn.connect;
    if (data.gamemode >= static_cast<std::uint8_t>(GameMode::Indetermined) ||
        data.gamemission >= static_cast<std::uint8_t>(GameMission::None) || data.max_players > kMaxPlayers) {
        ++dropped_;
        return;
    }
    if (state_ != State::WaitingLaunch) {
        reply_to_stranger(from, Rejected{"Server is not currently accepting connections"}, now);
        return;
    }
    assign_players();
    if ((!data.drone && num_players() >= max_players()) || num_clients() >= options_.max_clients) {
        reply_to_stranger(from, Rejected{"Server is full!"}, now);
        return;
    }
    // The first player decides which game this server plays.
    if (num_players() == 0 && !data.drone) {
        gamemode_ = data.gamemode;
        gamemission_ = data.gamemission;
    }
    if (gamemode_ && (data.gamemode != *gamemode_ || data.gamemission != gamemission_)) {
        reply_to_stranger(from,
                          Rejected{"Game mismatch: this game plays " + game_name(*gamemode_, gamemission_) +
                                   ", you play " + game_name(data.gamemode, data.gamemission) +
                                   "; start with the same IWAD"},
                          now);
        return;
    }
    // Where the controller's files are known, a player with others is
    // turned away with the file named; else, as on Chocolate Doom's server,
    // each player compares the controller's digest with its own.
    if (const Client* boss = controller(); boss && boss->files && data.wad_sha1 != boss->data.wad_sha1) {
        const bool lists = syn.files && !syn.files->unlisted && !boss->files->unlisted;
        reply_to_stranger(from,
                          Rejected{("Your WAD files are not the game controller's: " +
                                    (lists ? describe_wad_difference(*syn.files, *boss->files, "yours")
                                           : "it plays " + boss->files->names()) +
                                    "; start with the same -iwad and -file, in the same order")
                                       .substr(0, kMaxText)},
                          now);
        return;
    }
    const auto free = std::find(clients_.begin(), clients_.end(), nullptr);
    if (free == clients_.end()) return;
    *free = std::make_unique<Client>(transport_, from, now);
    Client& client = **free;
    client.data = data;
    client.files = syn.files;
    client.name = syn.player_name.substr(0, kMaxPlayerName);
    send_reliable(client, SynAccepted{kServerVersion});
}

void Server::handle_connected(Client& client, const ClientPacket& packet, std::uint32_t now) {
    client.connection.received(now);
    if (packet.reliable_seq && !client.connection.accept_reliable(*packet.reliable_seq, now)) return;
    std::visit(Overloaded{
                   [&](const LaunchRequest&) {
                       if (&client != controller() || state_ != State::WaitingLaunch) return;
                       assign_players();
                       for (auto& c : clients_)
                           if (c && connected(*c))
                               send_reliable(*c, LaunchNotice{static_cast<std::uint8_t>(num_players())});
                       state_ = State::WaitingStart;
                   },
                   [&](const GameStartRequest& m) { on_game_start_request(client, m.settings, now); },
                   [&](const ClientGameData& m) { on_game_data(client, m, now); },
                   [&](const GameDataAck& m) {
                       if (state_ != State::InGame) return;
                       client.acknowledged = std::max(client.acknowledged, expand_tic(recv_start_, m.ack_low));
                   },
                   [&](const ResendRequest& m) { on_resend_request(client, m, now); },
                   [&](const ReliableAck& m) { client.connection.on_reliable_ack(m.next_seq); },
                   [&](const Disconnect&) { client.connection.on_disconnect(now); },
                   [&](const DisconnectAck&) { client.connection.on_disconnect_ack(); },
                   [](const auto&) {},
               },
               packet.message);
}

void Server::on_game_start_request(Client& client, const GameSettings& settings, std::uint32_t now) {
    if (state_ != State::WaitingStart) return;
    if (&client == controller()) {
        if (!valid_settings(settings, gamemode_.value_or(0xff))) {
            base::warn("net: the controller at " + client.connection.peer().to_string() +
                       " asked for settings out of range; waiting for others");
            return;
        }
        settings_ = settings;
    }
    client.ready = true;
    if (std::all_of(clients_.begin(), clients_.end(), [&](const auto& c) { return !c || !connected(*c) || c->ready; }))
        start_game(now);
    for (auto& c : clients_)
        if (c && connected(*c) && c->ready) send_wait_data(*c, now);
}

void Server::start_game(std::uint32_t now) {
    assign_players();
    settings_.lowres_turn = 0;
    for (const Client* c : players_)
        if (c && c->data.lowres_turn) settings_.lowres_turn = 1;
    settings_.num_players = static_cast<std::uint8_t>(num_players());
    for (std::size_t i = 0; i < players_.size(); ++i)
        settings_.player_classes[i] = players_[i] ? players_[i]->data.player_class : 0;
    for (auto& c : clients_) {
        if (!c || !connected(*c)) continue;
        c->last_gamedata = now;
        GameSettings mine = settings_;
        mine.consoleplayer = static_cast<std::int8_t>(c->player);
        send_reliable(*c, GameStart{mine});
    }
    state_ = State::InGame;
    recv_ = {};
    recv_start_ = 0;
    departed_at_ = {};
}

void Server::send_wait_data(Client& client, std::uint32_t now) {
    assign_players();
    WaitData w;
    w.num_players = static_cast<std::uint8_t>(num_players());
    w.num_drones = static_cast<std::uint8_t>(num_clients() - num_players());
    w.ready_players = static_cast<std::uint8_t>(std::count_if(
        clients_.begin(), clients_.end(), [&](const auto& c) { return c && connected(*c) && !c->data.drone && c->ready; }));
    w.max_players = static_cast<std::uint8_t>(max_players());
    Client* boss = controller();
    w.is_controller = &client == boss;
    w.consoleplayer = static_cast<std::int8_t>(client.player);
    for (int i = 0; i < w.num_players; ++i) {
        const Client* p = players_[static_cast<std::size_t>(i)];
        w.player_names[static_cast<std::size_t>(i)] = p->name;
        // Addresses only of those on this machine and the player's own.
        const Address& a = p->connection.peer();
        w.player_addrs[static_cast<std::size_t>(i)] =
            (a.ipv4 >> 24) == 127 || p == &client ? a.to_string() : "[address hidden]";
    }
    const Client& reference = boss ? *boss : client;
    w.wad_sha1 = reference.data.wad_sha1;
    w.deh_sha1 = reference.data.deh_sha1;
    w.is_freedoom = reference.data.is_freedoom;
    client.connection.send(encode(ServerPacket{{}, WaitingData{w}}, false), now);
}

void Server::on_game_data(Client& client, const ClientGameData& data, std::uint32_t now) {
    if (state_ != State::InGame || client.player < 0) return;
    const std::uint32_t first = expand_tic(recv_start_, data.start_low);
    for (std::size_t i = 0; i < data.tics.size(); ++i) {
        const std::uint32_t tic = first + static_cast<std::uint32_t>(i);
        if (tic < recv_start_ || tic >= recv_start_ + kBackupTics) continue;
        // The slot is the sender's own: a client cannot speak for another player.
        RecvSlot& s = slot(tic, client.player);
        s.active = true;
        s.diff = data.tics[i].diff;
        s.latency = data.tics[i].latency;
        client.last_gamedata = now;
        client.sent_tics = true;
    }
    client.acknowledged = std::max(client.acknowledged, expand_tic(recv_start_, data.ack_low));
    if (first <= recv_start_) return;
    const std::uint32_t gap_end = std::min(first, recv_start_ + kBackupTics);
    std::uint32_t gap_start = gap_end;
    while (gap_start > recv_start_) {
        const RecvSlot& s = slot(gap_start - 1, client.player);
        if (s.active || s.resend_time != 0) break;
        --gap_start;
    }
    if (gap_start < gap_end) send_resend_request(client, gap_start, gap_end - 1, now);
}

void Server::send_resend_request(Client& client, std::uint32_t first, std::uint32_t last, std::uint32_t now) {
    const std::uint32_t count = std::min<std::uint32_t>(last - first + 1, 255);
    client.connection.send(encode(ServerPacket{{}, ResendRequest{first, static_cast<std::uint8_t>(count)}}, false),
                           now);
    for (std::uint32_t tic = first; tic < first + count; ++tic)
        if (tic >= recv_start_ && tic < recv_start_ + kBackupTics) slot(tic, client.player).resend_time = std::max(now, 1U);
}

void Server::on_resend_request(Client& client, const ResendRequest& request, std::uint32_t now) {
    if (state_ != State::InGame || request.count == 0) return;
    const std::uint32_t last = request.start + request.count - 1;
    for (std::uint32_t tic = request.start; tic <= last; ++tic)
        if (client.sendqueue[tic % kBackupTics].tic != tic) return;  // gone, or never sent: ignore
    send_tics(client, request.start, last, now);
}

void Server::send_tics(Client& client, std::uint32_t first, std::uint32_t last, std::uint32_t now) {
    ServerGameData data;
    data.start_low = static_cast<std::uint8_t>(first);
    for (std::uint32_t tic = first; tic <= last; ++tic) data.tics.push_back(client.sendqueue[tic % kBackupTics].cmd);
    client.connection.send(encode(ServerPacket{{}, std::move(data)}, settings_.lowres_turn != 0), now);
}

std::uint32_t Server::lowest_acknowledged() const {
    std::uint32_t low = std::numeric_limits<std::uint32_t>::max();
    for (const auto& c : clients_)
        if (c && connected(*c)) low = std::min(low, c->acknowledged);
    return low;
}

void Server::advance_window() {
    if (num_players() == 0) return;
    const std::uint32_t low = lowest_acknowledged();
    while (recv_start_ < low) {
        for (const Client* p : players_)
            if (p && connected(*p) && !slot(recv_start_, p->player).active) return;
        recv_[recv_start_ % kBackupTics] = {};
        ++recv_start_;
    }
}

void Server::pump_send_queue(Client& client, std::uint32_t now) {
    // A Chocolate Doom player files the tics that reach it while it is still
    // waiting for the start (it reads the network every 100 ms there) under
    // the wrong player, and the game parts. Its first tic shows it has begun.
    if (!client.sent_tics) return;
    if (client.sendseq - std::min(client.sendseq, lowest_acknowledged()) > kMaxUnacknowledged) return;
    if (client.sendseq < recv_start_ || client.sendseq >= recv_start_ + kBackupTics) return;
    int others = 0;
    for (const Client* p : players_) {
        if (p == &client || !p || !connected(*p)) continue;
        if (!slot(client.sendseq, p->player).active) return;
        ++others;
    }
    if (others == 0 && client.sendseq > recv_start_ + kMaxSoloAhead) return;

    FullTiccmd cmd;
    for (std::size_t i = 0; i < players_.size(); ++i) {
        const Client* p = players_[i];
        if (p == &client) continue;
        const bool present = p && connected(*p);
        if (!present && !(departed_at_[i] && client.sendseq < *departed_at_[i])) continue;
        const RecvSlot& s = slot(client.sendseq, static_cast<int>(i));
        cmd.ingame[i] = true;
        cmd.cmds[i] = s.diff;
        cmd.latency = std::max(cmd.latency, s.latency);
    }
    client.sendqueue[client.sendseq % kBackupTics] = {client.sendseq, cmd};
    const std::uint32_t extra = settings_.extratics;
    send_tics(client, client.sendseq > extra ? client.sendseq - extra : 0, client.sendseq, now);
    ++client.sendseq;
}

void Server::check_resends(Client& client, std::uint32_t now) {
    std::optional<std::uint32_t> run_start;
    for (std::uint32_t i = 0; i <= kBackupTics; ++i) {
        bool need = false;
        if (i < kBackupTics) {
            const RecvSlot& s = slot(recv_start_ + i, client.player);
            need = !s.active && s.resend_time != 0 && now > s.resend_time + kResendTimeoutMs;
        }
        if (need && !run_start) run_start = recv_start_ + i;
        if (!need && run_start) {
            send_resend_request(client, *run_start, recv_start_ + i - 1, now);
            run_start.reset();
        }
    }
}

void Server::check_deadlock(Client& client, std::uint32_t now) {
    if (now - client.last_gamedata <= kDeadlockMs) return;
    // Nothing from this player for a second: ask for the first tic missing,
    // and send again what it has not acknowledged, in case both were lost.
    for (std::uint32_t i = 0; i < kBackupTics; ++i) {
        if (slot(recv_start_ + i, client.player).active) continue;
        send_resend_request(client, recv_start_ + i, recv_start_ + i + 5, now);
        client.last_gamedata = now;
        if (client.sendseq > client.acknowledged) send_tics(client, client.acknowledged, client.sendseq - 1, now);
        return;
    }
}

void Server::game_ended() {
    state_ = State::WaitingLaunch;
    gamemode_.reset();
    for (auto& c : clients_)
        if (c) c->connection.disconnect();
}

void Server::on_client_gone(Client& client, std::uint32_t now) {
    if (client.connection.reason() == Connection::Reason::Local) return;  // we ended it
    if (client.connection.reason() == Connection::Reason::Timeout)
        broadcast("Client '" + client.name + "' timed out and disconnected", now);
    if (state_ == State::InGame && client.player >= 0) {
        std::uint32_t tic = recv_start_;
        while (tic < recv_start_ + kBackupTics && slot(tic, client.player).active) ++tic;
        departed_at_[static_cast<std::size_t>(client.player)] = tic;
    }
    if (state_ == State::WaitingStart && !client.data.drone) {
        broadcast("Game startup aborted because player '" + client.name + "' disconnected.", now);
        game_ended();
    } else if (num_players() == 0) {
        game_ended();
    }
}

void Server::run_client(Client& client, std::uint32_t now) {
    if (!connected(client)) return;
    if (state_ == State::WaitingLaunch && (!client.wait_data_sent || now - client.last_wait_data > kWaitDataMs)) {
        send_wait_data(client, now);
        client.wait_data_sent = true;
        client.last_wait_data = now;
    }
    if (state_ == State::InGame) {
        advance_window();
        if (client.player >= 0) {
            pump_send_queue(client, now);
            check_resends(client, now);
            check_deadlock(client, now);
        }
    }
}

}  // namespace net
