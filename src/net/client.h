#pragma once
// A player's side of a netgame on a Chocolate Doom server (net_client.c's
// protocol): the SYN handshake, the waiting room, launch and start, then
// lockstep: the local player's ticcmds go to the server as diffs (with
// `extratics` earlier ones again), the other players' come back per tic,
// and lost packets are asked for again. Time comes in from the caller.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "net/connection.h"
#include "net/messages.h"
#include "net/wad_difference.h"

namespace net {

struct ClientOptions {
    ConnectData connect;
    std::string player_name = "Player";
    // What the controlling player asks for; the server sends everyone the
    // controller's, with their own consoleplayer.
    GameSettings settings;
    // -nodes: the controller launches once this many players have joined.
    int autostart_players = 0;
    // Our WAD files, each with its own digest, to say which file differs
    // when the controller's digest is not ours (connect.wad_sha1).
    WadIdentity wads;
};

// One tic's commands for every player slot, and who is in the game.
struct TicSet {
    std::array<NetTiccmd, kMaxPlayers> cmds{};
    std::array<bool, kMaxPlayers> ingame{};
};

class Client {
public:
    enum class Phase { Connecting, Waiting, Starting, InGame, Ended };

    Client(Transport& transport, Address server, ClientOptions options, std::uint32_t now);

    // Reads every waiting packet and runs the protocol's timers.
    void run(std::uint32_t now);

    Phase phase() const { return phase_; }
    // Why the game ended or never began (refused, timed out, left).
    const std::string& end_reason() const { return end_reason_; }
    const std::optional<WaitData>& wait_data() const { return wait_data_; }
    // Console messages from the server, oldest first, taken once.
    std::vector<std::string> take_messages() { return std::exchange(messages_, {}); }

    void launch(std::uint32_t now);
    void disconnect() { connection_.disconnect(); }

    // What this client asked for (its settings as a controller would give them).
    const ClientOptions& options() const { return options_; }
    // In game: the server's settings, with this player's number.
    const GameSettings& settings() const { return settings_; }

    // The local player's command for the next tic it has not yet made.
    void send_ticcmd(const NetTiccmd& cmd, std::uint32_t now);
    int made_tics() const { return made_; }
    // The next tic whose commands have all arrived, in order.
    bool has_tic() const { return !ready_.empty(); }
    TicSet take_tic();
    int taken_tics() const { return taken_; }
    // How far this client's clock should move (ms) to keep pace with the
    // slowest player: the server reports the worst latency with each tic.
    int clock_offset_ms() const { return offset_ms_; }

private:
    struct RecvSlot {
        bool active = false;
        std::uint32_t resend_time = 0;
        FullTiccmd cmd;
    };
    struct SendSlot {
        bool active = false;
        std::uint32_t tic = 0;
        std::uint32_t time = 0;
        NetTiccmd cmd;
        TicDiff diff;
    };

    void handle(const ServerPacket& packet, std::uint32_t now);
    void on_wait_data(const WaitData& data, std::uint32_t now);
    void on_game_start(const GameSettings& settings);
    void on_game_data(const ServerGameData& data, std::uint32_t now);
    void on_resend_request(const ResendRequest& request, std::uint32_t now);
    void send_tics(std::uint32_t first, std::uint32_t last, std::uint32_t now);
    void send_resend_request(std::uint32_t first, std::uint32_t last, std::uint32_t now);
    void check_resends(std::uint32_t now);
    void advance_window();
    void update_clock(std::uint32_t tic, int remote_latency, std::uint32_t now);
    void send_reliable(ClientMessage message);
    void end(std::string reason);
    RecvSlot& slot(std::uint32_t tic) { return recv_[tic % kBackupTics]; }

    Transport& transport_;
    Address server_;
    ClientOptions options_;
    Connection connection_;
    Phase phase_ = Phase::Connecting;
    std::string end_reason_;
    std::uint32_t connect_start_;
    std::uint32_t last_syn_ = 0;
    bool syn_sent_ = false;
    bool launched_ = false;
    bool deh_warned_ = false;
    std::optional<WaitData> wait_data_;
    std::vector<std::string> messages_;
    GameSettings settings_;

    std::array<SendSlot, kBackupTics> send_{};
    NetTiccmd last_sent_;
    int made_ = 0;
    std::array<RecvSlot, kBackupTics> recv_{};
    std::uint32_t recv_start_ = 0;
    std::array<NetTiccmd, kMaxPlayers> recv_base_{};
    std::deque<TicSet> ready_;
    int taken_ = 0;
    bool need_ack_ = false;
    std::uint32_t gamedata_time_ = 0;
    int last_latency_ = 0;
    int offset_ms_ = 0;
    int last_error_ = 0;
    int cumulative_error_ = 0;
};

}  // namespace net
