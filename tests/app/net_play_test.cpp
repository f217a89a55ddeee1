// Network play from the command line: `brimstone server` and two
// `brimstone -connect` players, each playing its own player's column of a
// generated two-player demo and recording the game. Each recording must
// be that demo again (its header's console player aside, as in vanilla).
// And a player in the window beside one without.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <future>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "app/save_slots.h"
#include "base/file_io.h"
#include "program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"
#include "support/virtual_display.h"

extern char** environ;

namespace {

// `brimstone server` in the background, ended with SIGTERM.
class ServerProcess {
public:
    explicit ServerProcess(int port) {
        const std::string port_text = std::to_string(port);
        std::vector<char*> args = {const_cast<char*>(BRIMSTONE_BINARY), const_cast<char*>("server"),
                                   const_cast<char*>("-port"), const_cast<char*>(port_text.c_str()), nullptr};
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
        if (posix_spawn(&pid_, BRIMSTONE_BINARY, &actions, nullptr, args.data(), environ) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
    }
    ~ServerProcess() { stop(); }
    // The exit status after SIGTERM (0: it ended cleanly).
    int stop() {
        if (pid_ <= 0) return status_;
        kill(pid_, SIGTERM);
        int status = 0;
        waitpid(pid_, &status, 0);
        pid_ = -1;
        status_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return status_;
    }
    ServerProcess(const ServerProcess&) = delete;
    ServerProcess& operator=(const ServerProcess&) = delete;

private:
    pid_t pid_ = -1;
    int status_ = -1;
};

// Two players join `brimstone server` on `port`, each playing its column
// of the coop demo and recording the game in `dir` (a.lmp, b.lmp), and,
// with `traces`, its per-tic trace (a.lmp.trace, b.lmp.trace).
void two_players_record(const std::filesystem::path& dir, int port, const std::vector<std::string>& more,
                        bool traces = false) {
    const std::string demo = (test_support::data_dir() / "net" / "coop2-map01.lmp").string();
    auto player = [&](const std::string& record) {
        app_tests::ProgramRun run;
        run.cwd = dir;
        run.timeout_seconds = 120;
        run.args = {"-iwad", test_support::iwad("freedoom2.wad").string(), "-connect",
                    "127.0.0.1:" + std::to_string(port), "-nodraw", "-nodes", "2", "-skill", "4", "-warp", "1",
                    "-playdemo", demo, "-record", record};
        run.args.insert(run.args.end(), more.begin(), more.end());
        if (traces) run.args.insert(run.args.end(), {"--trace", record + ".trace"});
        return app_tests::run_brimstone(run);
    };
    auto first = std::async(std::launch::async, player, "a.lmp");
    auto second = std::async(std::launch::async, player, "b.lmp");
    const app_tests::ProgramResult a = first.get();
    const app_tests::ProgramResult b = second.get();
    ASSERT_EQ(a.exit_code, 0) << a.err;
    ASSERT_EQ(b.exit_code, 0) << b.err;
}

TEST(NetPlay, TwoPlayersOnBrimstonesServerRecordTheGameTheyPlayed) {
    test_support::TempDir dir;
    const int port = app_tests::free_udp_port();
    ServerProcess server(port);
    two_players_record(dir.path(), port, {"-tics", "175"}, true);
    EXPECT_EQ(server.stop(), 0);

    // Each peer's trace is its recording's, played alone (`brimstone demo
    // --trace`): its console player, whose sounds draw the cosmetic random
    // numbers of the rnd column, as the header says.
    for (const std::string file : {"a.lmp", "b.lmp"}) {
        app_tests::ProgramRun alone;
        alone.cwd = dir.path();
        alone.timeout_seconds = 120;
        alone.args = {"demo", file, "--iwad", test_support::iwad("freedoom2.wad").string(), "--trace", file + ".alone"};
        const app_tests::ProgramResult played_alone = app_tests::run_brimstone(alone);
        ASSERT_EQ(played_alone.exit_code, 0) << played_alone.err;
        EXPECT_TRUE(base::read_file(dir.path() / (file + ".trace")) == base::read_file(dir.path() / (file + ".alone")))
            << file << ".trace is not the game's trace";
    }

    const std::vector<std::uint8_t> played = base::read_file(test_support::data_dir() / "net" / "coop2-map01.lmp");
    for (const char* file : {"a.lmp", "b.lmp"}) {
        std::vector<std::uint8_t> recorded = base::read_file(dir.path() / file);
        ASSERT_EQ(recorded.size(), played.size()) << file;
        EXPECT_LT(recorded[8], 2) << file << ": the console player";
        recorded[8] = played[8];
        EXPECT_TRUE(recorded == played) << file << " is not the game played";
    }
}

// With -maxdemo 1 each player's recording ends as the original's did: 249
// commands in all, the last tic cut after player 1's, then the end marker;
// and the game ends there for both.
TEST(NetPlay, MaxdemoEndsBothRecordingsPartWayThroughATic) {
    test_support::TempDir dir;
    const int port = app_tests::free_udp_port();
    ServerProcess server(port);
    two_players_record(dir.path(), port, {"-maxdemo", "1"});
    EXPECT_EQ(server.stop(), 0);

    const std::vector<std::uint8_t> played = base::read_file(test_support::data_dir() / "net" / "coop2-map01.lmp");
    const std::size_t kept = 13 + 249 * 4;
    ASSERT_GT(played.size(), kept);
    for (const char* file : {"a.lmp", "b.lmp"}) {
        std::vector<std::uint8_t> recorded = base::read_file(dir.path() / file);
        ASSERT_EQ(recorded.size(), kept + 1) << file;
        EXPECT_EQ(recorded.back(), 0x80) << file;
        recorded[8] = played[8];
        EXPECT_TRUE(std::equal(played.begin(), played.begin() + kept, recorded.begin()))
            << file << " is not the start of the game played";
    }
}

// In the window a player's commands come from the controls: a demo as
// input is for players without one.
TEST(NetPlay, ADemoAsInputInTheWindowIsRefusedWithAMessage) {
    test_support::TempDir dir;
    app_tests::ProgramRun run;
    run.cwd = dir.path();
    run.timeout_seconds = 60;
    run.args = {"-iwad", test_support::iwad("freedoom2.wad").string(), "-connect", "127.0.0.1:1", "-playdemo",
                (test_support::data_dir() / "net" / "coop2-map01.lmp").string()};
    const auto r = app_tests::run_brimstone(run);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("-nodraw"), std::string::npos) << r.err;
}

// A player in the window (on a private X display, no keys pressed) and
// one without, playing its column of the coop demo, on our server: both
// record the same game, and what the window showed last is what `render`
// draws from its recording at that tic, so the window drew the game its
// world ran.
// What the two-player tests with a window share: a display, a folder, and
// `brimstone server` on a free port with the address players join.
struct NetGameSetup {
    test_support::VirtualDisplay display;
    test_support::TempDir dir;
    ServerProcess server;
    std::string iwad = test_support::iwad("freedoom2.wad").string();
    std::string address;

    NetGameSetup() : NetGameSetup(app_tests::free_udp_port()) {}
    explicit NetGameSetup(int port) : server(port), address("127.0.0.1:" + std::to_string(port)) {}

    // A player in the window on this display, joining this game with `args`.
    app_tests::ProgramRun window_player(const std::vector<std::string>& args) const {
        app_tests::ProgramRun run;
        run.cwd = dir.path();
        run.timeout_seconds = 120;
        run.env["DISPLAY"] = display.name();
        run.env["WAYLAND_DISPLAY"] = std::nullopt;
        run.args = {"-iwad", iwad, "-connect", address};
        run.args.insert(run.args.end(), args.begin(), args.end());
        return run;
    }

    // Runs both players at once while xdotool waits for the window and
    // types `keys` into it; both must end well, and the server with them.
    std::pair<app_tests::ProgramResult, app_tests::ProgramResult> play_with_keys(const app_tests::ProgramRun& window,
                                                                                 const app_tests::ProgramRun& headless,
                                                                                 const std::string& keys) {
        auto shown = std::async(std::launch::async, app_tests::run_brimstone, window);
        auto played = std::async(std::launch::async, app_tests::run_brimstone, headless);
        const std::string typing = "DISPLAY=" + display.name() +
                                   " timeout 60 xdotool search --sync --limit 1 --name '^Brimstone' windowfocus "
                                   "--sync sleep 2 key --delay " + keys + " >/dev/null 2>&1";
        EXPECT_EQ(std::system(typing.c_str()), 0) << "xdotool could not reach the window";
        std::pair<app_tests::ProgramResult, app_tests::ProgramResult> results{shown.get(), played.get()};
        EXPECT_EQ(results.first.exit_code, 0) << results.first.err;
        EXPECT_EQ(results.second.exit_code, 0) << results.second.err;
        EXPECT_EQ(server.stop(), 0);
        return results;
    }
};

TEST(NetPlay, APlayerInTheWindowPlaysWithOneWithout) {
    NetGameSetup net;
    auto& [display, dir, server, iwad, address] = net;
    const std::vector<std::string> game = {"-nodes", "2", "-skill", "4", "-warp", "1", "-tics", "140"};
    app_tests::ProgramRun window = net.window_player({"-record", "w.lmp", "--out", "shown.png", "--renderer",
                                                      "software", "--set", "video.width=640", "--set",
                                                      "video.height=400"});
    window.args.insert(window.args.end(), game.begin(), game.end());
    app_tests::ProgramRun headless = window;
    headless.env.clear();
    headless.args = {"-iwad", iwad, "-connect", address, "-nodraw", "-record", "h.lmp", "-playdemo",
                     (test_support::data_dir() / "net" / "coop2-map01.lmp").string()};
    headless.args.insert(headless.args.end(), game.begin(), game.end());
    auto shown = std::async(std::launch::async, app_tests::run_brimstone, window);
    auto played = std::async(std::launch::async, app_tests::run_brimstone, headless);
    const app_tests::ProgramResult w = shown.get();
    const app_tests::ProgramResult h = played.get();
    ASSERT_EQ(w.exit_code, 0) << w.err;
    ASSERT_EQ(h.exit_code, 0) << h.err;
    EXPECT_EQ(server.stop(), 0);

    std::vector<std::uint8_t> a = base::read_file(dir.path() / "w.lmp");
    std::vector<std::uint8_t> b = base::read_file(dir.path() / "h.lmp");
    ASSERT_EQ(a.size(), 13u + 140u * 2u * 4u + 1u);
    ASSERT_EQ(b.size(), a.size());
    EXPECT_NE(a[8], b[8]) << "both recordings name the same console player";
    b[8] = a[8];
    EXPECT_TRUE(a == b) << "the two players recorded different games";
    // The headless player moved: its column is not all empty commands.
    const std::size_t other = a[8] == 0 ? 1 : 0;
    bool moved = false;
    for (std::size_t tic = 0; tic < 140; ++tic)
        for (std::size_t byte = 0; byte < 4; ++byte) moved = moved || a[13 + tic * 8 + other * 4 + byte] != 0;
    EXPECT_TRUE(moved);

    app_tests::ProgramRun render;
    render.cwd = dir.path();
    render.timeout_seconds = 120;
    render.args = {"render", "--iwad", iwad, "--demo", "w.lmp", "--tic", "140", "--size", "640x400", "--renderer",
                   "software", "--out", "rendered.png"};
    const app_tests::ProgramResult r = app_tests::run_brimstone(render);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto window_frame = test_support::read_indexed_png(dir.path() / "shown.png");
    const auto rendered = test_support::read_indexed_png(dir.path() / "rendered.png");
    ASSERT_EQ(window_frame.pixels.size(), rendered.pixels.size());
    std::set<std::uint8_t> colours(window_frame.pixels.begin(), window_frame.pixels.end());
    EXPECT_GT(colours.size(), 32u) << "the window showed no level";
    EXPECT_TRUE(window_frame.pixels == rendered.pixels) << "the window did not show the game at tic 140";
}

// A save made by keys in the window's menu is a netgame save (the
// BTS_SAVEGAME command): every player writes it, the others' copies
// described "NET GAME", as in the original.
TEST(NetPlay, ASaveMadeByKeysInTheWindowIsWrittenByEveryPlayer) {
    NetGameSetup net;
    auto& [display, dir, server, iwad, address] = net;
    const std::vector<std::string> game = {"-nodes", "2", "-skill", "4", "-warp", "1", "-tics", "525"};
    const auto player = [&](const std::string& name) {
        app_tests::ProgramRun run;
        run.cwd = dir.path();
        run.timeout_seconds = 120;
        run.args = {"-iwad", iwad, "-connect", address, "--set", "paths.savegame_dir=" + (dir.path() / name).string()};
        run.args.insert(run.args.end(), game.begin(), game.end());
        return run;
    };
    app_tests::ProgramRun window = player("window");
    window.env["DISPLAY"] = display.name();
    window.env["WAYLAND_DISPLAY"] = std::nullopt;
    window.args.insert(window.args.end(), {"--renderer", "software"});
    app_tests::ProgramRun headless = player("headless");
    headless.args.push_back("-nodraw");
    // F2 opens the save menu, Return takes the first slot, then a
    // description and Return again.
    const auto [w, h] = net.play_with_keys(window, headless, "400 F2 Return x Return");
    if (w.exit_code != 0 || h.exit_code != 0) return;
    // The menu's font has capitals only, so typed text is kept in capitals.
    EXPECT_EQ(app::read_slot_descriptions(dir.path() / "window" / "freedoom2")[0], "X");
    EXPECT_EQ(app::read_slot_descriptions(dir.path() / "headless" / "freedoom2")[0], "NET GAME");
}

// The chat as the original's: T in the window opens a line, the keys
// type it and Return sends it, a character a tic in the commands; the
// player without a window logs what the others said, with the sender's
// colour, and the window's player is not shown its own line.
TEST(NetPlay, ALineTypedInTheWindowReachesTheOtherPlayer) {
    NetGameSetup net;
    auto& [display, dir, server, iwad, address] = net;
    const std::vector<std::string> game = {"-nodes", "2", "-skill", "4", "-warp", "1", "-tics", "420"};
    app_tests::ProgramRun window = net.window_player({"--renderer", "software"});
    window.args.insert(window.args.end(), game.begin(), game.end());
    app_tests::ProgramRun headless = window;
    headless.env.clear();
    headless.args = {"-iwad", iwad, "-connect", address, "-nodraw"};
    headless.args.insert(headless.args.end(), game.begin(), game.end());
    const auto [w, h] = net.play_with_keys(window, headless, "200 t h i Return");
    // The first to join is player 1 (Green), the second player 2 (Indigo).
    const bool headless_first = h.err.find("player 1 of 2") != std::string::npos;
    EXPECT_NE(h.err.find(headless_first ? "chat: Indigo: HI\n" : "chat: Green: HI\n"), std::string::npos) << h.err;
    EXPECT_EQ(w.err.find("chat:"), std::string::npos) << w.err;
}

// `chocolate-doom -connect` in the background (SDL's dummy drivers, its
// HOME in `home`, its messages in `home`/chocolate.log), ended with SIGTERM.
class ChocolateClient {
public:
    ChocolateClient(const std::string& iwad, const std::string& address, const std::filesystem::path& home,
                    const std::vector<std::string>& more = {})
        : log_(home / "chocolate.log") {
        std::vector<std::string> args = {"/usr/games/chocolate-doom", "-iwad", iwad, "-connect", address, "-nosound"};
        args.insert(args.end(), more.begin(), more.end());
        const std::vector<std::string> env = {"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy",
                                              "HOME=" + home.string(), "PATH=/usr/bin:/bin"};
        std::vector<char*> argv, envp;
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
        argv.push_back(nullptr);
        envp.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        posix_spawn_file_actions_adddup2(&actions, 1, 2);
        if (posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), envp.data()) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
    }
    ~ChocolateClient() { stop(); }
    bool started() const { return pid_ > 0; }
    // Whether it still runs (it quits on an error such as a consistency failure).
    bool running() {
        if (pid_ <= 0) return false;
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == 0) return true;
        pid_ = -1;
        return false;
    }
    // Waits up to `seconds` for it to end on its own; whether it did.
    bool ended_within(int seconds) {
        for (int i = 0; i < seconds * 10; ++i) {
            if (!running()) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return false;
    }
    void stop() {
        if (pid_ <= 0) return;
        kill(pid_, SIGTERM);
        waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }
    std::string log() const { return base::read_text_file(log_); }
    ChocolateClient(const ChocolateClient&) = delete;
    ChocolateClient& operator=(const ChocolateClient&) = delete;

private:
    std::filesystem::path log_;
    pid_t pid_ = -1;
};

// A Chocolate Doom player and a player in the window (who joins first and
// so controls the game) play a deathmatch with monsters on our server to
// the level's end: -timer 1 ends MAP01 after 2100 tics, and both go on to
// the intermission in step. The window starts sending tics at once, which
// Chocolate Doom, still waiting for the start, once filed under the wrong
// player (a consistency failure at tic 191; a recording Chocolate Doom
// player was dropped at the start). Chocolate Doom records the game too:
// it stops when the window's player leaves, and its recording is the
// window's (the console player aside). The window's recording, played
// back, reaches the intermission on that tic, and what the window showed
// last is what `render` draws from the recording there.
TEST(NetPlay, AChocolateDoomPlayerPlaysToTheLevelsEndWithAWindowPlayer) {
    ASSERT_TRUE(std::filesystem::exists("/usr/games/chocolate-doom")) << "chocolate-doom's package is not installed";
    NetGameSetup net;
    auto& [display, dir, server, iwad, address] = net;
    constexpr int kTics = 2200;
    app_tests::ProgramRun window = net.window_player(
        {"-record", "w.lmp", "--out", "shown.png", "--renderer", "software", "--set", "video.width=640", "--set",
         "video.height=400", "-nodes", "2", "-deathmatch", "-timer", "1", "-skill", "4", "-warp", "1", "-tics",
         std::to_string(kTics)});
    window.timeout_seconds = 240;
    auto shown = std::async(std::launch::async, app_tests::run_brimstone, window);
    // The window joins first: give it a moment before the other player.
    std::this_thread::sleep_for(std::chrono::seconds(3));
    test_support::TempDir home;
    ChocolateClient chocolate(iwad, address, home.path(), {"-record", (home.path() / "c").string()});
    ASSERT_TRUE(chocolate.started());
    const app_tests::ProgramResult w = shown.get();
    ASSERT_EQ(w.exit_code, 0) << w.err;
    // It ends its recording (and itself) at the tic the other player left.
    EXPECT_TRUE(chocolate.ended_within(30)) << chocolate.log();
    chocolate.stop();
    EXPECT_EQ(server.stop(), 0);
    std::string said = chocolate.log();
    std::transform(said.begin(), said.end(), said.begin(), [](unsigned char c) { return std::tolower(c); });
    EXPECT_EQ(said.find("consistency"), std::string::npos) << said;

    const std::vector<std::uint8_t> demo = base::read_file(dir.path() / "w.lmp");
    ASSERT_EQ(demo.size(), 13u + static_cast<std::size_t>(kTics) * 2u * 4u + 1u);
    EXPECT_EQ(demo[4], 1) << "not a deathmatch";
    EXPECT_EQ(demo[9] + demo[10] + demo[11] + demo[12], 2) << "not two players";
    EXPECT_EQ(demo[7], 0) << "played without monsters";
    // Chocolate Doom ran the tics the window built ahead of its last too.
    std::vector<std::uint8_t> theirs = base::read_file(home.path() / "c.lmp");
    ASSERT_GE(theirs.size(), demo.size()) << said;
    EXPECT_EQ(theirs[8], 1) << "Chocolate Doom's console player";
    theirs[8] = demo[8];
    EXPECT_TRUE(std::equal(demo.begin(), demo.end() - 1, theirs.begin())) << "the recordings differ";

    app_tests::ProgramRun replay;
    replay.cwd = dir.path();
    replay.timeout_seconds = 120;
    // A vanilla demo does not carry -timer: its player gives it again, as in the original.
    replay.args = {"demo", "--iwad", iwad, "w.lmp", "--trace", "w.trace", "-timer", "1"};
    const app_tests::ProgramResult r = app_tests::run_brimstone(replay);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // The trace's third column is the game state: 1, the intermission, from the tic the timer ran out.
    std::istringstream trace(base::read_text_file(dir.path() / "w.trace"));
    int first_intermission = -1;
    for (std::string line; std::getline(trace, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        int gametic = 0, leveltime = 0, gamestate = 0;
        fields >> gametic >> leveltime >> gamestate;
        if (gamestate == 1) {
            first_intermission = gametic;
            break;
        }
    }
    EXPECT_GE(first_intermission, 2100);
    EXPECT_LT(first_intermission, 2110);

    app_tests::ProgramRun render;
    render.cwd = dir.path();
    render.timeout_seconds = 120;
    render.args = {"render", "--iwad", iwad, "--demo", "w.lmp", "--tic", std::to_string(kTics), "--size", "640x400",
                   "--renderer", "software", "--out", "rendered.png", "-timer", "1"};
    const app_tests::ProgramResult drawn = app_tests::run_brimstone(render);
    ASSERT_EQ(drawn.exit_code, 0) << drawn.err;
    const auto window_frame = test_support::read_indexed_png(dir.path() / "shown.png");
    const auto rendered = test_support::read_indexed_png(dir.path() / "rendered.png");
    EXPECT_TRUE(window_frame.pixels == rendered.pixels) << "the window did not show the intermission it reached";
}

TEST(NetPlay, BadOptionValuesNameTheOption) {
    test_support::TempDir dir;
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"-dup", "0"}, {"-extratics", "nine"}, {"-nodes", "9"}, {"-port", "70000"}}) {
        app_tests::ProgramRun run;
        run.cwd = dir.path();
        run.timeout_seconds = 60;
        run.args = args;
        const auto r = app_tests::run_brimstone(run);
        EXPECT_EQ(r.exit_code, 1) << args[0];
        EXPECT_NE(r.err.find(args[0]), std::string::npos) << r.err;
    }
}

}  // namespace
