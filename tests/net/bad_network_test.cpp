// Netgames over a bad network (issue 43, point 4): every peer's packets,
// both ways, are lost, delayed by differing amounts (so they overtake one
// another) and repeated. The game may slow down but never desyncs: each
// peer's world equals, tic for tic, the demo played alone. And a peer
// killed mid-game (no goodbye) is dropped when it times out, as Chocolate
// Doom drops it; the others go on together.
#include <gtest/gtest.h>

#include <filesystem>

#include "net/impaired_transport.h"
#include "net/peer_harness.h"

namespace {

constexpr int kTics = 175;  // past tic 128, where consistency checks begin
constexpr int kTimeoutMs = 120000;
constexpr const char* kChocolateServer = "/usr/games/chocolate-server";

sim::Demo demo_of(const std::string& file, const test_support::IwadData& iwad) {
    return test_support::oracle_demo(std::filesystem::path(BRIMSTONE_TEST_DATA) / "net" / file, iwad);
}

net_test::Impairment bad_network(std::uint32_t seed) {
    net_test::Impairment bad;
    bad.loss = 0.10;
    bad.duplicate = 0.05;
    bad.min_delay_ms = 5;
    bad.max_delay_ms = 80;
    bad.seed = seed;
    return bad;
}

std::vector<std::unique_ptr<net_test::Peer>> impaired_peers(const net::Address& server,
                                                            const test_support::IwadData& iwad,
                                                            const sim::Demo& demo, int players) {
    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < players; ++i) {
        auto transport = std::make_unique<net_test::ImpairedTransport>(net::open_udp(0, net::kLoopback),
                                                                       bad_network(static_cast<std::uint32_t>(7 + i)));
        peers.push_back(net_test::make_peer(server, iwad, demo, i == 0 ? players : 0, net_test::now_ms(),
                                            std::move(transport)));
    }
    return peers;
}

// Each peer's world equals the demo played alone, and the network was as
// bad as asked: packets lost, repeated and overtaken on every peer.
void expect_in_step_through_damage(const std::vector<std::unique_ptr<net_test::Peer>>& peers,
                                   const test_support::IwadData& iwad, const sim::Demo& demo) {
    const std::vector<std::uint32_t> alone = net_test::demo_hashes(iwad, demo, kTics);
    for (const auto& peer : peers) {
        const int player = peer->client->settings().consoleplayer + 1;
        ASSERT_GE(peer->hashes.size(), static_cast<std::size_t>(kTics));
        for (int tic = 0; tic < kTics; ++tic)
            ASSERT_EQ(peer->hashes[static_cast<std::size_t>(tic)], alone[static_cast<std::size_t>(tic)])
                << "player " << player << " differs at tic " << tic;
        const auto& counts = dynamic_cast<const net_test::ImpairedTransport&>(*peer->transport).counts();
        EXPECT_GT(counts.lost, 10) << "player " << player;
        EXPECT_GT(counts.duplicated, 5) << "player " << player;
        EXPECT_GT(counts.overtaken, 10) << "player " << player;
    }
}

TEST(BadNetwork, TwoPeersThroughOurServerStayInStep) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of("coop2-map01.lmp", iwad);
    auto transport = net::open_udp(0, net::kLoopback);
    net::Server server(*transport, {}, net_test::now_ms());
    auto peers = impaired_peers(transport->local_address(), iwad, demo, 2);
    ASSERT_EQ(net_test::play(peers, demo, kTics, kTimeoutMs, &server), "");
    expect_in_step_through_damage(peers, iwad, demo);
}

TEST(BadNetwork, FourPeersThroughChocolateServerStayInStep) {
    ASSERT_TRUE(std::filesystem::exists(kChocolateServer)) << "chocolate-doom's package is not installed";
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of("coop4-map01.lmp", iwad);
    const std::uint16_t port = net_test::free_port();
    net_test::ChildProcess server({kChocolateServer, "-privateserver", "-port", std::to_string(port)});
    const net::Address address{net::kLoopback, port};
    ASSERT_TRUE(net_test::wait_for_server(address, 20000)) << "chocolate-server did not answer on port " << port;
    auto peers = impaired_peers(address, iwad, demo, 4);
    ASSERT_EQ(net_test::play(peers, demo, kTics, kTimeoutMs), "");
    expect_in_step_through_damage(peers, iwad, demo);
}

// Four players; at tic 60 one of them is killed (its socket closed, no
// goodbye). The server waits out its timeout, then the three go on, in
// step with one another, with that player out of the game.
TEST(BadNetwork, APeerKilledMidGameIsDroppedAndTheOthersGoOn) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = demo_of("coop4-map01.lmp", iwad);
    auto transport = net::open_udp(0, net::kLoopback);
    net::Server server(*transport, {}, net_test::now_ms());
    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < 4; ++i)
        peers.push_back(net_test::make_peer(transport->local_address(), iwad, demo, i == 0 ? 4 : 0, net_test::now_ms()));
    ASSERT_EQ(net_test::play(peers, demo, 60, kTimeoutMs, &server), "");
    const int killed = peers.back()->client->settings().consoleplayer;
    peers.pop_back();

    const std::uint32_t killed_at = net_test::now_ms();
    ASSERT_EQ(net_test::play(peers, demo, kTics, kTimeoutMs, &server), "");
    EXPECT_GE(net_test::now_ms() - killed_at, net::kConnectionTimeoutMs - 1000)
        << "the game went on before the killed peer timed out";
    EXPECT_EQ(server.num_players(), 3);
    for (const auto& peer : peers) {
        EXPECT_FALSE(peer->game->world()->opts.playeringame[static_cast<std::size_t>(killed)]);
        for (int tic = 0; tic < kTics; ++tic)
            ASSERT_EQ(peer->hashes[static_cast<std::size_t>(tic)], peers.front()->hashes[static_cast<std::size_t>(tic)])
                << "player " << peer->client->settings().consoleplayer + 1 << " parts from player "
                << peers.front()->client->settings().consoleplayer + 1 << " at tic " << tic;
    }
    // Up to where it was killed, the game is the demo's.
    const std::vector<std::uint32_t> alone = net_test::demo_hashes(iwad, demo, 60);
    for (int tic = 0; tic < 60; ++tic)
        EXPECT_EQ(peers.front()->hashes[static_cast<std::size_t>(tic)], alone[static_cast<std::size_t>(tic)]) << tic;
}

}  // namespace
