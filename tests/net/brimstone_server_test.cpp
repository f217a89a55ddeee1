// Brimstone peers in a game on our own server (net::Server), over UDP on
// 127.0.0.1, and the server's defences: strangers are answered at a
// limited rate, and a client's commands count only as its own player's.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <vector>
#include <filesystem>

#include "net/peer_harness.h"
#include "sim/hash.h"
#include "ui/chat.h"

namespace {

constexpr int kTics = 175;
constexpr int kTimeoutMs = 60000;

sim::Demo demo_of(const std::string& file, const test_support::IwadData& iwad) {
    return test_support::oracle_demo(std::filesystem::path(BRIMSTONE_TEST_DATA) / "net" / file, iwad);
}

void play_through_our_server(const std::string& demo_file, int players) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of(demo_file, iwad);
    auto transport = net::open_udp(0, net::kLoopback);
    net::Server server(*transport, {}, net_test::now_ms());
    const net::Address address = transport->local_address();

    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < players; ++i)
        peers.push_back(net_test::make_peer(address, iwad, demo, i == 0 ? players : 0, net_test::now_ms()));
    ASSERT_EQ(net_test::play(peers, demo, kTics, kTimeoutMs, &server), "");
    EXPECT_EQ(server.state(), net::Server::State::InGame);
    EXPECT_EQ(server.num_players(), players);

    const std::vector<std::uint32_t> alone = net_test::demo_hashes(iwad, demo, kTics);
    for (const auto& peer : peers) {
        ASSERT_GE(peer->hashes.size(), static_cast<std::size_t>(kTics));
        for (int tic = 0; tic < kTics; ++tic)
            ASSERT_EQ(peer->hashes[static_cast<std::size_t>(tic)], alone[static_cast<std::size_t>(tic)])
                << "player " << peer->client->settings().consoleplayer + 1 << " differs at tic " << tic;
    }
}

TEST(BrimstoneServer, TwoBrimstonePeersPlayTheDemoInStep) { play_through_our_server("coop2-map01.lmp", 2); }

TEST(BrimstoneServer, FourBrimstonePeersPlayTheDemoInStep) { play_through_our_server("coop4-map01.lmp", 4); }

// A player who leaves right after sending commands (both in the server's
// socket at once) still has those commands relayed: the others see it
// leave at the first tic it sent nothing for, not wherever each one's
// relay happened to stand.
TEST(BrimstoneServer, APlayerWhoLeavesIsSeenLeavingAfterItsLastCommand) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of("coop2-map01.lmp", iwad);
    auto transport = net::open_udp(0, net::kLoopback);
    net::Server server(*transport, {}, net_test::now_ms());
    const net::Address address = transport->local_address();
    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < 2; ++i)
        peers.push_back(net_test::make_peer(address, iwad, demo, i == 0 ? 2 : 0, net_test::now_ms()));
    ASSERT_EQ(net_test::play(peers, demo, 60, kTimeoutMs, &server), "");

    // The leaver makes its next commands (as if 300 ms had passed) and says
    // goodbye before the server reads any of it.
    std::unique_ptr<net_test::Peer> leaver = std::move(peers.back());
    peers.pop_back();
    const int me = leaver->client->settings().consoleplayer;
    const int sent_before = leaver->client->made_tics();
    leaver->game->update(net_test::now_ms() + 300, [&](int tic) {
        return demo.tics[static_cast<std::size_t>(tic)][static_cast<std::size_t>(me)];
    });
    const int sent = leaver->client->made_tics();
    ASSERT_GT(sent, sent_before) << "the leaver made no new commands to be relayed";
    leaver->client->disconnect();
    leaver->client->run(net_test::now_ms());

    ASSERT_EQ(net_test::play(peers, demo, sent + 10, kTimeoutMs, &server), "");
    const std::vector<std::uint32_t> alone = net_test::demo_hashes(iwad, demo, sent);
    const auto& stayer = peers.front()->hashes;
    for (int tic = 0; tic < sent; ++tic)
        ASSERT_EQ(stayer[static_cast<std::size_t>(tic)], alone[static_cast<std::size_t>(tic)])
            << "the leaver sent commands to tic " << sent - 1 << " but was seen leaving at tic " << tic;
    EXPECT_FALSE(peers.front()->game->world()->opts.playeringame[static_cast<std::size_t>(me)]);
}

// The chat as a player types it: keys into ui::Chat (the window's path,
// PlaySession::key_down), a character a tic in the commands over the
// network, and the other peer shows the finished lines with the sender's
// colour, as HU_Ticker does; the sender is never shown its own.
TEST(BrimstoneServer, ALineTypedByOnePlayerIsShownToTheOther) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of("coop2-map01.lmp", iwad);
    auto transport = net::open_udp(0, net::kLoopback);
    net::Server server(*transport, {}, net_test::now_ms());
    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < 2; ++i)
        peers.push_back(net_test::make_peer(transport->local_address(), iwad, demo, i == 0 ? 2 : 0, net_test::now_ms()));
    const std::array<std::string, 10> macros{"No", "I'm ready to kick butt!", "I'm OK.", "", "", "", "", "", "", ""};
    std::array<ui::Chat, 2> chats{ui::Chat(macros), ui::Chat(macros)};
    std::array<std::vector<std::string>, 2> shown;
    for (std::size_t i = 0; i < 2; ++i) {
        net_test::Peer* peer = peers[i].get();
        peer->game->on_tic = [peer, &chats, &shown, i](const sim::World& w, int, const auto&) {
            peer->hashes.push_back(sim::world_hash(w));
            for (std::string& line : chats[i].receive(w)) shown[i].push_back(std::move(line));
        };
    }
    const auto type = [&](std::initializer_list<const char*> keys) {
        const sim::World& world = *peers[0]->game->world();
        for (const char* key : keys) {
            chats[0].press(key, world);
            chats[0].release(key);
        }
    };
    const net_test::AdjustCommand typist = [&](std::size_t peer, int tic, sim::Ticcmd& cmd) {
        if (peer != 0) return;
        if (tic == 10) type({"t", "h", "i", "x", "backspace", "enter"});
        // A macro: Alt held, then the digit.
        if (tic == 40) {
            const sim::World& world = *peers[0]->game->world();
            chats[0].press("t", world);
            chats[0].press("lalt", world);
            chats[0].press("2", world);
            chats[0].release("lalt");
        }
        cmd.chatchar = chats[0].next_char();
    };
    ASSERT_EQ(net_test::play(peers, demo, kTics, kTimeoutMs, &server, typist), "");

    static constexpr std::array<const char*, 4> kColours{"Green", "Indigo", "Brown", "Red"};
    const std::string sender = kColours[static_cast<std::size_t>(peers[0]->client->settings().consoleplayer)];
    EXPECT_EQ(shown[1], (std::vector<std::string>{sender + ": HI", sender + ": I'M OK."}));
    EXPECT_TRUE(shown[0].empty());
    // The chat is in both peers' commands alike: they stay in step.
    ASSERT_GE(peers[1]->hashes.size(), static_cast<std::size_t>(kTics));
    for (int tic = 0; tic < kTics; ++tic)
        ASSERT_EQ(peers[0]->hashes[static_cast<std::size_t>(tic)], peers[1]->hashes[static_cast<std::size_t>(tic)])
            << "the peers differ at tic " << tic;
}

// Replies to strangers are limited per address and per second: a flood of
// queries (2 bytes each, answered with ~60) gets a handful of answers.
TEST(BrimstoneServer, QueriesAreAnsweredAtALimitedRate) {
    auto server_transport = net::open_udp(0, net::kLoopback);
    net::Server server(*server_transport, {}, 0);
    auto stranger = net::open_udp(0, net::kLoopback);
    const net::Bytes query = net::encode(net::ClientPacket{{}, net::Query{}}, false);
    for (int i = 0; i < 100; ++i) stranger->send(server_transport->local_address(), query);
    // Loopback delivers at once; read the server until all 100 are in.
    int answers = 0;
    for (int round = 0; round < 50 && server.dropped_packets() + answers < 100; ++round) {
        server_transport->wait(20);
        server.run(500);  // all within one second of the server's clock
        while (stranger->receive()) ++answers;
    }
    EXPECT_EQ(answers, net::ServerOptions{}.stranger_replies_per_second);
    EXPECT_EQ(server.dropped_packets(), 100 - answers);
}

// Packets from an address that has not connected are neither answered nor
// relayed, whatever they claim to be.
TEST(BrimstoneServer, GameDataFromStrangersIsDropped) {
    auto server_transport = net::open_udp(0, net::kLoopback);
    net::Server server(*server_transport, {}, 0);
    auto stranger = net::open_udp(0, net::kLoopback);
    net::ClientGameData data{0, 0, {{0, net::TicDiff{}}}};
    stranger->send(server_transport->local_address(), net::encode(net::ClientPacket{{}, data}, false));
    stranger->send(server_transport->local_address(), net::Bytes{0xde, 0xad});  // malformed
    for (int round = 0; round < 50 && server.dropped_packets() < 2; ++round) {
        server_transport->wait(20);
        server.run(10);
    }
    EXPECT_EQ(server.dropped_packets(), 2);
    EXPECT_FALSE(stranger->receive().has_value());
}

// The end a second player meets on our server when the controller plays
// with `controller` and it with `other`.
std::string second_players_end(net::ClientOptions controller, net::ClientOptions other) {
    auto server_transport = net::open_udp(0, net::kLoopback);
    net::Server server(*server_transport, {}, net_test::now_ms());
    const net::Address at = server_transport->local_address();
    auto first_transport = net::open_udp(0, net::kLoopback);
    net::Client first(*first_transport, at, controller, net_test::now_ms());
    // The first to join controls the game: wait until it has.
    for (const std::uint32_t begun = net_test::now_ms();
         first.phase() == net::Client::Phase::Connecting && net_test::now_ms() - begun < 10000;) {
        server_transport->wait(5);
        server.run(net_test::now_ms());
        first.run(net_test::now_ms());
    }
    EXPECT_EQ(first.phase(), net::Client::Phase::Waiting);
    auto second_transport = net::open_udp(0, net::kLoopback);
    net::Client second(*second_transport, at, other, net_test::now_ms());
    const std::uint32_t start = net_test::now_ms();
    while (second.phase() != net::Client::Phase::Ended && net_test::now_ms() - start < 10000) {
        server_transport->wait(5);
        server.run(net_test::now_ms());
        first.run(net_test::now_ms());
        second.run(net_test::now_ms());
    }
    EXPECT_EQ(second.phase(), net::Client::Phase::Ended);
    EXPECT_NE(first.phase(), net::Client::Phase::Ended);
    return second.end_reason();
}

net::LoadedFiles files_named(std::initializer_list<const char*> names) {
    net::LoadedFiles list;
    std::uint8_t n = 1;
    for (const char* name : names) {
        net::LoadedFile f{name, {}};
        f.digest.fill(n++);
        list.files.push_back(f);
    }
    return list;
}

// Neither side names its files (as Chocolate Doom players): the second
// player is told both digests, its own files and what it cannot know.
TEST(BrimstoneServer, APlayerWithOtherWadsIsToldBothDigestsWhereNoFilesAreKnown) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    net::ClientOptions controller;
    controller.connect = net_test::connect_data_for(iwad);
    net::ClientOptions other = controller;
    other.connect.wad_sha1[0] ^= 0xff;
    EXPECT_EQ(second_players_end(controller, other),
              "the game's controller plays other WAD files than ours: its lump directories' SHA-1 is " +
                  net::hex(controller.connect.wad_sha1) + ", ours " + net::hex(other.connect.wad_sha1) +
                  ": it loads files we do not, or other versions of ours; start with the same -iwad and -file, in "
                  "the same order");
}

// A Brimstone controller's SYN names its files: our server turns away a
// player with other files, naming the one that differs.
TEST(BrimstoneServer, APlayerMissingTheControllersFileIsRefusedWithItsName) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    net::ClientOptions controller;
    controller.connect = net_test::connect_data_for(iwad);
    controller.wads.files = files_named({"freedoom2.wad", "other.wad"});
    net::ClientOptions other = controller;
    other.connect.wad_sha1[0] ^= 0xff;
    other.wads.files = files_named({"freedoom2.wad"});
    EXPECT_EQ(second_players_end(controller, other),
              "refused by the server: Your WAD files are not the game controller's: it also loads other.wad (its "
              "files: freedoom2.wad + other.wad; yours: freedoom2.wad); start with the same -iwad and -file, in the "
              "same order");
}

// A player that names no files (Chocolate Doom) is told the controller's.
TEST(BrimstoneServer, APlayerWithoutAListIsToldTheControllersFiles) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    net::ClientOptions controller;
    controller.connect = net_test::connect_data_for(iwad);
    controller.wads.files = files_named({"freedoom2.wad", "other.wad"});
    net::ClientOptions other;
    other.connect = controller.connect;
    other.connect.wad_sha1[0] ^= 0xff;
    EXPECT_EQ(second_players_end(controller, other),
              "refused by the server: Your WAD files are not the game controller's: it plays freedoom2.wad + "
              "other.wad; start with the same -iwad and -file, in the same order");
}

// A player of another game (here The Ultimate Doom's IWAD against Doom
// II's) is told both by name.
TEST(BrimstoneServer, APlayerOfAnotherGameIsToldBothGames) {
    net::ClientOptions controller;
    controller.connect = net_test::connect_data_for(test_support::iwad_data("freedoom2.wad"));
    net::ClientOptions other;
    other.connect = net_test::connect_data_for(test_support::iwad_data("freedoom1.wad"));
    EXPECT_EQ(second_players_end(controller, other),
              "refused by the server: Game mismatch: this game plays Doom II (commercial), you play Doom (retail); "
              "start with the same IWAD");
}

}  // namespace
