#include "app/net_play.h"

#include <csignal>

#include <atomic>
#include <fstream>
#include <memory>
#include <vector>

#include "app/demo_playback.h"
#include "app/demo_recorder.h"
#include "app/game_files.h"
#include "app/net_session.h"
#include "app/new_game_options.h"
#include "app/save_slots.h"
#include "base/error.h"
#include "base/file_io.h"
#include "net/net_game.h"
#include "net/server.h"
#include "net/server_search.h"
#include "sim/demo.h"
#include "sim/trace.h"
#include "ui/chat.h"

namespace app {

namespace {

std::atomic<bool> g_stop{false};

void request_stop(int) { g_stop = true; }

// SIGINT and SIGTERM end the loops cleanly (clients told, files written).
void catch_stop_signals() {
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
}

// G_DoSaveGame of a save another player asked for: "NET GAME", as the
// original names it; a failure is logged and the game goes on.
void save_net_game(const sim::World& world, const std::filesystem::path& folder, int slot, std::ostream& log) {
    try {
        log << "saved " << write_slot(world, folder, slot, "NET GAME").string() << "\n";
    } catch (const std::exception& e) {
        log << "brimstone: " << e.what() << "\n";
    }
}

}  // namespace

int run_server(const config::CommandLine& cl, std::ostream& log) {
    const auto port = static_cast<std::uint16_t>(cl.port.value_or(net::kDefaultPort));
    auto transport = net::open_udp(port);
    net::Server server(*transport, {}, NetSession::now_ms());
    log << "brimstone: serving netgames on UDP port " << port << "\n";
    catch_stop_signals();
    while (!g_stop) {
        transport->wait(5);
        server.run(NetSession::now_ms());
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
    const auto found = net::query_servers(*transport, targets, cl.query ? 2000 : 1000, NetSession::now_ms);
    net::print_servers(out, found);
    return found.empty() ? 1 : 0;
}

int run_net_game(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    std::optional<sim::Demo> input;
    if (cl.playdemo) input = read_demo(files, *cl.playdemo);
    NetSession session(cl, files, rules);
    net::Client& client = session.client();
    net::NetGame& game = session.game();

    // --trace: this peer's per-tic state trace, to set beside another's
    // when a game parts (the first differing column shows where).
    std::ofstream trace;
    if (cl.trace) {
        trace.open(*cl.trace);
        if (!trace) throw base::Error(*cl.trace + ": cannot write the trace");
        trace << sim::trace_header() << "\n";
    }
    std::optional<DemoRecorder> recorder;
    // The other players' chat, which a player without a window reads in its log.
    ui::Chat chat({});
    const std::filesystem::path saves = save_folder(settings, files.archive.files().front().path);
    // What each tic ran, before the players' thinking changed it (G_Ticker
    // records there too).
    game.on_tic = [&](const sim::World& world, int tic, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
        if (recorder) recorder->add(cmds);
        if (trace.is_open()) trace << sim::trace_line(world, tic) << "\n";
        // A player's save is every peer's, this one's without a menu too.
        for (const NetSave& save : net_save_requests(world, cmds)) save_net_game(world, saves, save.slot, log);
        for (const std::string& line : chat.receive(world)) log << "chat: " << line << "\n";
        if (cl.tics && tic + 1 >= *cl.tics) game.stop_running();
    };
    catch_stop_signals();
    bool announced = false;
    while (!g_stop) {
        session.update([&](int tic) {
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
        session.wait(1);
    }
    session.leave();
    if (recorder) recorder->write(log);
    return 0;
}

}  // namespace app
