#pragma once
// The lockstep loop of a netgame (d_loop.c's TryRunTics with g_game.c's
// consistency check): builds the local player's commands at 35 a second,
// never more than 8 ahead of the game, runs each tic once every player's
// command for it has come, and stops on a consistency failure, naming the
// tic and the player whose position disagreed.
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "net/client.h"
#include "sim/game.h"

namespace net {

inline constexpr int kTicRate = 35;
inline constexpr int kMaxAhead = 8;  // ~200 ms of commands built before the game runs them
// The first tic is built this long after the start: a Chocolate Doom player
// still waiting for the start (it reads the network every 100 ms there)
// files tics that arrive with the start message under the wrong player.
inline constexpr int kFirstTicDelayMs = 250;

// The game options the server's settings stand for (episode, map, skill,
// players in game...). `mode` is the local IWAD's.
sim::GameOptions game_options(const GameSettings& settings, sim::GameMode mode);

sim::Ticcmd to_sim(const NetTiccmd& cmd);
NetTiccmd to_net(const sim::Ticcmd& cmd);

class NetGame {
public:
    // `world`: where the game is played (a window's own world); none: a
    // world of the NetGame's.
    NetGame(Client& client, const sim::LevelSource& source, const sim::Definitions& defs, sim::GameMode mode,
            sim::World* world = nullptr);

    // Builds commands that are due (`build(tic)` gives the local player's
    // command for a tic), runs the tics that have come. Call every frame.
    void update(std::uint32_t now, const std::function<sim::Ticcmd(int tic)>& build);

    // Null until the game has started.
    const sim::World* world() const { return started_ ? world_ : nullptr; }
    int tics_run() const { return tics_run_; }
    // No tic runs after this call (-tics: a game stopped at a tic).
    void stop_running() { stopped_ = true; }
    // Set when a consistency check failed; the game stops there.
    const std::optional<std::string>& failure() const { return failure_; }
    // Called once the game has begun, before its first tic (a window takes the new level).
    std::function<void(const sim::World&)> on_start;
    // Called before each tic (a window's interpolation keeps where things were).
    std::function<void(const sim::World&)> before_tic;
    // Called after each tic with its number and the commands it ran
    // (hashes, traces, demo recording).
    std::function<void(const sim::World&, int tic, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds)> on_tic;

private:
    void start(std::uint32_t now);
    void run_tic(const TicSet& set);

    Client& client_;
    const sim::LevelSource& source_;
    sim::GameMode mode_;
    std::unique_ptr<sim::World> own_world_;
    sim::World* world_;
    bool started_ = false;
    bool stopped_ = false;
    std::uint32_t start_ms_ = 0;
    int tics_run_ = 0;
    std::optional<std::string> failure_;
    // g_game.c's consistancy[player][tic % BACKUPTICS]: the low byte of each
    // player's x when a tic began, which the commands made 128 tics later
    // carry back for checking.
    std::array<std::array<std::uint8_t, kBackupTics>, sim::kMaxPlayers> consistancy_{};
};

}  // namespace net
