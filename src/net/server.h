#pragma once
// A dedicated server on Chocolate Doom's protocol (net_server.c's rules):
// clients connect while it waits, the first becomes the controller and
// launches, its settings go to everyone with their player numbers, then
// each tic's commands are gathered from every player and relayed to the
// others. It never runs the game. It answers strangers (SYN, QUERY) at a
// limited rate, so it cannot be used to multiply someone else's traffic,
// and it takes a player's commands only from that player's address.
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "net/connection.h"
#include "net/messages.h"

namespace net {

struct ServerOptions {
    std::string description = "Brimstone server";
    int max_clients = kMaxNodes;  // players and drones together
    // Replies to packets from unconnected addresses (refusals, query
    // answers, SYN acceptances): per address and in all.
    int stranger_replies_per_second = 4;
    int total_stranger_replies_per_second = 64;
};

class Server {
public:
    enum class State : std::uint8_t { WaitingLaunch = 0, WaitingStart = 1, InGame = 2 };

    Server(Transport& transport, ServerOptions options, std::uint32_t now);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // Reads every waiting packet, relays what can be relayed, runs timers.
    void run(std::uint32_t now);

    State state() const { return state_; }
    int num_players() const;
    int num_clients() const;
    // Packets dropped as malformed, foreign or over the rate limit.
    int dropped_packets() const { return dropped_; }

private:
    struct Client;
    struct RecvSlot {
        bool active = false;
        std::int16_t latency = 0;
        std::uint32_t resend_time = 0;
        TicDiff diff;
    };

    void handle(const Address& from, const ClientPacket& packet, std::uint32_t now);
    void handle_syn(const Address& from, const Syn& syn, std::uint32_t now);
    void handle_connected(Client& client, const ClientPacket& packet, std::uint32_t now);
    void on_game_start_request(Client& client, const GameSettings& settings, std::uint32_t now);
    void on_game_data(Client& client, const ClientGameData& data, std::uint32_t now);
    void on_resend_request(Client& client, const ResendRequest& request, std::uint32_t now);
    void run_client(Client& client, std::uint32_t now);
    void on_client_gone(Client& client, std::uint32_t now);
    void pump_send_queue(Client& client, std::uint32_t now);
    void check_deadlock(Client& client, std::uint32_t now);
    void check_resends(Client& client, std::uint32_t now);
    void send_tics(Client& client, std::uint32_t first, std::uint32_t last, std::uint32_t now);
    void send_resend_request(Client& client, std::uint32_t first, std::uint32_t last, std::uint32_t now);
    void send_wait_data(Client& client, std::uint32_t now);
    void send_reliable(Client& client, ServerMessage message);
    void broadcast(const std::string& text, std::uint32_t now);
    void reply_to_stranger(const Address& to, const ServerMessage& message, std::uint32_t now);
    void assign_players();
    void start_game(std::uint32_t now);
    void advance_window();
    void game_ended();
    std::uint32_t lowest_acknowledged() const;
    Client* find(const Address& address);
    Client* controller();
    int max_players();
    bool connected(const Client& client) const;
    RecvSlot& slot(std::uint32_t tic, int player) { return recv_[tic % kBackupTics][static_cast<std::size_t>(player)]; }

    Transport& transport_;
    ServerOptions options_;
    State state_ = State::WaitingLaunch;
    std::array<std::unique_ptr<Client>, kMaxNodes> clients_;
    std::array<Client*, kMaxPlayers> players_{};
    std::optional<std::uint8_t> gamemode_;
    std::uint8_t gamemission_ = 0;
    GameSettings settings_;
    std::array<std::array<RecvSlot, kMaxPlayers>, kBackupTics> recv_{};
    std::uint32_t recv_start_ = 0;
    // A player who left in the game: the first tic it sent no command for.
    // Every other player sees it leave at that tic, however late each one's
    // tics are relayed.
    std::array<std::optional<std::uint32_t>, kMaxPlayers> departed_at_{};
    // Stranger replies in the current second, by address and in all.
    std::uint32_t rate_second_ = 0;
    std::map<Address, int> replies_by_address_;
    int replies_total_ = 0;
    int dropped_ = 0;
};

}  // namespace net
