#pragma once
// A netgame's pieces for one player: the UDP socket, the server when this
// player hosts (-server), the protocol's client and the lockstep game, set
// up from the command line (-connect, -port, -nodes and the game's
// options), for a player without a window (-nodraw) and in the window.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/demo_playback.h"
#include "app/game_files.h"
#include "app/new_game_options.h"
#include "config/command_line.h"
#include "net/client.h"
#include "net/net_game.h"
#include "net/server.h"
#include "net/transport.h"

namespace app {

class NetSession {
public:
    // `world`: where the game is played (a window's); none: a world of its own.
    NetSession(const config::CommandLine& cl, const GameFiles& files, const GameRules& rules,
               sim::World* world = nullptr);

    // The local server's turn, then the client's and the game's: the local
    // player's commands that are due (`build(tic)`), the tics that came.
    void update(const std::function<sim::Ticcmd(int tic)>& build);
    // Sleeps until a packet comes or `ms` pass.
    void wait(int ms);
    // Tells the server this player leaves, and gives it up to a second to hear.
    void leave();

    net::Client& client() { return *client_; }
    net::NetGame& game() { return *game_; }
    // The controller starts the game before -nodes players have joined.
    void launch();
    // What the window shows while the game waits: the server, who has
    // joined, and what the controller's key does.
    std::vector<std::string> waiting_lines() const;

    // Milliseconds on this process's steady clock, as the protocol counts them.
    static std::uint32_t now_ms();

private:
    std::string server_name_;
    std::unique_ptr<net::Transport> server_transport_;  // -server: our own server in this process
    std::unique_ptr<net::Server> server_;
    std::unique_ptr<net::Transport> transport_;
    std::unique_ptr<net::Client> client_;
    std::unique_ptr<net::NetGame> game_;
};

}  // namespace app
