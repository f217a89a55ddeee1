#include "net/client.h"

#include <algorithm>
#include <utility>

#include "base/log.h"
#include "net/structures.h"

namespace net {

namespace {

constexpr std::uint32_t kSynIntervalMs = 1000;
constexpr std::uint32_t kConnectTimeoutMs = 5000;
constexpr std::uint32_t kResendTimeoutMs = 300;
constexpr std::uint32_t kDeadlockMs = 1000;
constexpr std::uint32_t kAckDelayMs = 200;
constexpr const char* kVersion = "Brimstone (Chocolate Doom 3.0 protocol)";

}  // namespace

Client::Client(Transport& transport, Address server, ClientOptions options, std::uint32_t now)
    : transport_(transport),
      server_(server),
      options_(std::move(options)),
      connection_(transport, server, Connection::State::Connecting, now),
      connect_start_(now) {}

void Client::end(std::string reason) {
    if (phase_ == Phase::Ended) return;
    phase_ = Phase::Ended;
    end_reason_ = std::move(reason);
}

void Client::send_reliable(ClientMessage message) {
    ClientPacket packet{connection_.next_reliable_seq(), std::move(message)};
    connection_.send_reliable(encode(packet, false));
}

void Client::run(std::uint32_t now) {
    while (auto datagram = transport_.receive()) {
        if (datagram->from != server_) continue;  // only the server speaks to us
        try {
            handle(decode_server_packet(datagram->data, settings_.lowres_turn != 0), now);
        } catch (const MalformedPacket& error) {
            base::warn("net: dropped a packet from " + server_.to_string() + ": " + error.what());
        }
    }
    if (phase_ == Phase::Ended) return;

    if (phase_ == Phase::Connecting) {
        if (now - connect_start_ > kConnectTimeoutMs) {
            end("no response from server " + server_.to_string());
            return;
        }
        if (!syn_sent_ || now - last_syn_ > kSynIntervalMs) {
            Syn syn;
            syn.version = kVersion;
            syn.connect = options_.connect;
            syn.player_name = options_.player_name;
            if (!options_.wads.files.files.empty()) syn.files = options_.wads.files;
            connection_.send(encode(ClientPacket{{}, syn}, false), now);
            syn_sent_ = true;
            last_syn_ = now;
        }
        return;
    }

    connection_.run(now);
    if (connection_.state() == Connection::State::Disconnected) {
        switch (connection_.reason()) {
            case Connection::Reason::Timeout: end("lost contact with the server"); break;
            case Connection::Reason::Remote: end("the server ended the connection"); break;
            default: end("disconnected"); break;
        }
        return;
    }
    if (phase_ == Phase::InGame) {
        advance_window();
        check_resends(now);
    }
}

void Client::handle(const ServerPacket& packet, std::uint32_t now) {
    connection_.received(now);
    if (packet.reliable_seq && !connection_.accept_reliable(*packet.reliable_seq, now)) return;
    std::visit(
        [&](const auto& m) {
            using M = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<M, SynAccepted>) {
                if (phase_ == Phase::Connecting) {
                    connection_.set_connected(now);
                    phase_ = Phase::Waiting;
                }
            } else if constexpr (std::is_same_v<M, Rejected>) {
                if (phase_ == Phase::Connecting) end("refused by the server: " + m.reason);
            } else if constexpr (std::is_same_v<M, WaitingData>) {
                on_wait_data(m.data, now);
            } else if constexpr (std::is_same_v<M, LaunchNotice>) {
                if (phase_ == Phase::Waiting) {
                    phase_ = Phase::Starting;
                    // Everyone sends settings to say it is ready; only the
                    // controller's are used.
                    send_reliable(GameStartRequest{options_.settings});
                }
            } else if constexpr (std::is_same_v<M, GameStart>) {
                on_game_start(m.settings);
            } else if constexpr (std::is_same_v<M, ServerGameData>) {
                on_game_data(m, now);
            } else if constexpr (std::is_same_v<M, ResendRequest>) {
                on_resend_request(m, now);
            } else if constexpr (std::is_same_v<M, ConsoleMessage>) {
                messages_.push_back(m.text);
            } else if constexpr (std::is_same_v<M, ReliableAck>) {
                connection_.on_reliable_ack(m.next_seq);
            } else if constexpr (std::is_same_v<M, Disconnect>) {
                connection_.on_disconnect(now);
            } else if constexpr (std::is_same_v<M, DisconnectAck>) {
                connection_.on_disconnect_ack();
            }
        },
        packet.message);
}

void Client::on_wait_data(const WaitData& data, std::uint32_t now) {
    if (phase_ != Phase::Waiting) return;
    if (data.num_players > data.max_players || data.ready_players > data.num_players ||
        data.max_players > kMaxPlayers || data.consoleplayer < 0 || data.consoleplayer >= data.num_players) {
        base::warn("net: dropped waiting data from " + server_.to_string() + ": player counts out of range");
        return;
    }
    wait_data_ = data;
    if (data.is_freedoom != options_.connect.is_freedoom) {
        end(std::string("the game's controller plays ") + (data.is_freedoom ? "Freedoom" : "id Software's Doom") +
            ", we play " + (options_.connect.is_freedoom ? "Freedoom" : "id Software's Doom") + ": start with its IWAD");
        connection_.disconnect();
        return;
    }
    if (data.wad_sha1 != options_.connect.wad_sha1) {
        // Our server refuses such a player where it knows both lists; here
        // only the controller's digest is known (Chocolate Doom's server).
        end("the game's controller plays other WAD files than ours: " +
            describe_wad_difference(options_.wads, options_.connect.wad_sha1, data.wad_sha1) +
            "; start with the same -iwad and -file, in the same order");
        connection_.disconnect();
        return;
    }
    // Chocolate Doom digests its DeHackEd tables, which Brimstone keeps in
    // another form: a difference is only reported, as Chocolate Doom does.
    if (data.deh_sha1 != options_.connect.deh_sha1 && !deh_warned_) {
        deh_warned_ = true;
        base::warn("net: the game's controller may load other DeHackEd patches than ours");
    }
    if (data.is_controller && options_.autostart_players > 0 && data.num_players >= options_.autostart_players)
        launch(now);
}

void Client::launch(std::uint32_t) {
    if (launched_ || phase_ != Phase::Waiting) return;
    launched_ = true;
    send_reliable(LaunchRequest{});
}

void Client::on_game_start(const GameSettings& settings) {
    if (phase_ != Phase::Starting) return;
    if (settings.num_players > kMaxPlayers || settings.consoleplayer < 0 ||
        settings.consoleplayer >= settings.num_players || settings.ticdup == 0) {
        base::warn("net: dropped game start from " + server_.to_string() + ": settings out of range");
        return;
    }
    settings_ = settings;
    phase_ = Phase::InGame;
}

void Client::send_ticcmd(const NetTiccmd& cmd, std::uint32_t now) {
    if (phase_ != Phase::InGame) return;
    const auto tic = static_cast<std::uint32_t>(made_);
    SendSlot& s = send_[tic % kBackupTics];
    s = {true, tic, now, cmd, make_ticdiff(last_sent_, cmd)};
    last_sent_ = cmd;
    ++made_;
    const std::uint32_t extra = settings_.extratics;
    send_tics(tic > extra ? tic - extra : 0, tic, now);
    advance_window();
}

void Client::send_tics(std::uint32_t first, std::uint32_t last, std::uint32_t now) {
    ClientGameData data;
    data.ack_low = static_cast<std::uint8_t>(recv_start_);
    data.start_low = static_cast<std::uint8_t>(first);
    for (std::uint32_t tic = first; tic <= last; ++tic)
        data.tics.push_back({static_cast<std::int16_t>(last_latency_), send_[tic % kBackupTics].diff});
    connection_.send(encode(ClientPacket{{}, std::move(data)}, settings_.lowres_turn != 0), now);
    need_ack_ = false;
}

void Client::on_resend_request(const ResendRequest& request, std::uint32_t now) {
    if (phase_ != Phase::InGame || request.count == 0) return;
    std::uint32_t first = request.start;
    std::uint32_t last = request.start + request.count - 1;
    const auto have = [&](std::uint32_t tic) {
        const SendSlot& s = send_[tic % kBackupTics];
        return s.active && s.tic == tic;
    };
    while (first <= last && !have(first)) ++first;
    while (first <= last && !have(last)) --last;
    if (first <= last) send_tics(first, last, now);
}

void Client::on_game_data(const ServerGameData& data, std::uint32_t now) {
    if (phase_ != Phase::InGame) return;
    if (!need_ack_) {
        need_ack_ = true;
        gamedata_time_ = now;
    }
    const std::uint32_t first = expand_tic(recv_start_, data.start_low);
    for (std::size_t i = 0; i < data.tics.size(); ++i) {
        const std::uint32_t tic = first + static_cast<std::uint32_t>(i);
        if (tic < recv_start_ || tic >= recv_start_ + kBackupTics) continue;
        RecvSlot& s = slot(tic);
        s.active = true;
        s.cmd = data.tics[i];
        // Only the last tic's latency means anything: earlier ones may be
        // extratics sent again.
        if (i + 1 == data.tics.size()) update_clock(tic, data.tics[i].latency, now);
    }
    // Tics missing before this packet's first: ask for them once.
    if (first <= recv_start_) return;
    const std::uint32_t gap_end = std::min(first, recv_start_ + kBackupTics);
    std::uint32_t gap_start = gap_end;
    while (gap_start > recv_start_) {
        const RecvSlot& s = slot(gap_start - 1);
        if (s.active || s.resend_time != 0) break;
        --gap_start;
    }
    if (gap_start < gap_end) send_resend_request(gap_start, gap_end - 1, now);
}

void Client::update_clock(std::uint32_t tic, int remote_latency, std::uint32_t now) {
    const SendSlot& s = send_[tic % kBackupTics];
    int latency = 0;
    if (s.active && s.tic == tic)
        latency = static_cast<int>(now - s.time);
    else if (!(tic > s.tic))
        return;
    // d_loop.c's PID filter, with its hand-tuned gains (0.1, 0.01, 0.02).
    const int error = latency - remote_latency;
    cumulative_error_ += error;
    offset_ms_ = static_cast<int>(0.1 * error - 0.01 * cumulative_error_ + 0.02 * (last_error_ - error));
    last_error_ = error;
    last_latency_ = latency;
}

void Client::send_resend_request(std::uint32_t first, std::uint32_t last, std::uint32_t now) {
    const std::uint32_t count = std::min<std::uint32_t>(last - first + 1, 255);
    connection_.send(encode(ClientPacket{{}, ResendRequest{first, static_cast<std::uint8_t>(count)}}, false), now);
    for (std::uint32_t tic = first; tic < first + count; ++tic)
        if (tic >= recv_start_ && tic < recv_start_ + kBackupTics) slot(tic).resend_time = std::max(now, 1U);
}

void Client::check_resends(std::uint32_t now) {
    const bool maybe_deadlocked = now - gamedata_time_ > kDeadlockMs;
    // The first tic of a run of tics to ask for again, while in one.
    bool in_run = false;
    std::uint32_t run_start = 0;
    for (std::uint32_t i = 0; i <= kBackupTics; ++i) {
        bool need = false;
        if (i < kBackupTics) {
            const RecvSlot& s = slot(recv_start_ + i);
            need = !s.active && s.resend_time != 0 && now > s.resend_time + kResendTimeoutMs;
            // Everything lost both ways: nothing would ever trigger a request.
            if (i == 0 && !s.active && s.resend_time == 0 && maybe_deadlocked) need = true;
        }
        if (need && !in_run) {
            in_run = true;
            run_start = recv_start_ + i;
        }
        if (!need && in_run) {
            send_resend_request(run_start, recv_start_ + i - 1, now);
            in_run = false;
        }
    }
    if (need_ack_ && now - gamedata_time_ > kAckDelayMs) {
        connection_.send(encode(ClientPacket{{}, GameDataAck{static_cast<std::uint8_t>(recv_start_)}}, false), now);
        need_ack_ = false;
    }
}

void Client::advance_window() {
    // The server may send a tic's other commands before this player has
    // made its own (it never waits on a client for that client's tic).
    while (slot(recv_start_).active && recv_start_ < static_cast<std::uint32_t>(made_)) {
        RecvSlot& s = slot(recv_start_);
        TicSet set;
        for (int i = 0; i < kMaxPlayers; ++i) {
            if (i == settings_.consoleplayer || !s.cmd.ingame[i]) continue;
            recv_base_[i] = apply_ticdiff(recv_base_[i], s.cmd.cmds[i]);
            set.cmds[i] = recv_base_[i];
            set.ingame[i] = true;
        }
        const SendSlot& own = send_[recv_start_ % kBackupTics];
        set.cmds[settings_.consoleplayer] = own.cmd;
        set.ingame[settings_.consoleplayer] = true;
        ready_.push_back(set);
        s = RecvSlot{};
        ++recv_start_;
    }
}

TicSet Client::take_tic() {
    TicSet set = ready_.front();
    ready_.pop_front();
    ++taken_;
    return set;
}

}  // namespace net
