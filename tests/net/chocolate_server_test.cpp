// Brimstone peers in a game on Chocolate Doom's own server
// (/usr/games/chocolate-server), over UDP on 127.0.0.1: every peer's world
// must equal, tic for tic, the same demo played alone.
#include <gtest/gtest.h>

#include <filesystem>

#include "net/peer_harness.h"
#include "net/wad_checksum.h"
#include "net/wad_difference.h"
#include "support/pwad.h"

namespace {

constexpr const char* kChocolateServer = "/usr/games/chocolate-server";
constexpr int kTics = 175;  // past tic 128, where consistency checks begin
constexpr int kTimeoutMs = 60000;

void play_through_chocolate_server(const std::string& demo_file, int players) {
    ASSERT_TRUE(std::filesystem::exists(kChocolateServer)) << "chocolate-doom's package is not installed";
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo =
        test_support::oracle_demo(std::filesystem::path(BRIMSTONE_TEST_DATA) / "net" / demo_file, iwad);
    const std::uint16_t port = net_test::free_port();
    net_test::ChildProcess server({kChocolateServer, "-privateserver", "-port", std::to_string(port)});
    const net::Address address{net::kLoopback, port};
    ASSERT_TRUE(net_test::wait_for_server(address, 20000)) << "chocolate-server did not answer on port " << port;

    std::vector<std::unique_ptr<net_test::Peer>> peers;
    for (int i = 0; i < players; ++i)
        peers.push_back(net_test::make_peer(address, iwad, demo, i == 0 ? players : 0, net_test::now_ms()));
    const std::string problem = net_test::play(peers, demo, kTics, kTimeoutMs);
    EXPECT_EQ(problem, "");

    const std::vector<std::uint32_t> alone = net_test::demo_hashes(iwad, demo, kTics);
    for (const auto& peer : peers) {
        EXPECT_GE(peer->hashes.size(), static_cast<std::size_t>(kTics));
        for (int tic = 0; tic < kTics && tic < static_cast<int>(peer->hashes.size()); ++tic)
            ASSERT_EQ(peer->hashes[static_cast<std::size_t>(tic)], alone[static_cast<std::size_t>(tic)])
                << "player " << peer->client->settings().consoleplayer + 1 << " differs at tic " << tic;
    }
}

TEST(ChocolateServer, TwoBrimstonePeersPlayTheDemoInStep) {
    play_through_chocolate_server("coop2-map01.lmp", 2);
}

TEST(ChocolateServer, FourBrimstonePeersPlayTheDemoInStep) {
    play_through_chocolate_server("coop4-map01.lmp", 4);
}

// On Chocolate Doom's server only the controller's digest comes back: a
// Brimstone player that loads a PWAD the controller does not is told which
// one, found by digesting its own files with that one left out.
TEST(ChocolateServer, APlayerWithAFileTheControllerLacksIsToldItsName) {
    ASSERT_TRUE(std::filesystem::exists(kChocolateServer)) << "chocolate-doom's package is not installed";
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const std::uint16_t port = net_test::free_port();
    net_test::ChildProcess server({kChocolateServer, "-privateserver", "-port", std::to_string(port)});
    const net::Address address{net::kLoopback, port};
    ASSERT_TRUE(net_test::wait_for_server(address, 20000)) << "chocolate-server did not answer on port " << port;

    net::ClientOptions plain;
    plain.connect = net_test::connect_data_for(iwad);
    plain.connect.wad_sha1 = net::wad_checksum(iwad.archive);
    plain.wads = net::wad_identity(iwad.archive);
    auto first_transport = net::open_udp(0, net::kLoopback);
    net::Client first(*first_transport, address, plain, net_test::now_ms());
    for (const std::uint32_t start = net_test::now_ms();
         first.phase() == net::Client::Phase::Connecting && net_test::now_ms() - start < 20000;) {
        first_transport->wait(10);
        first.run(net_test::now_ms());
    }
    ASSERT_EQ(first.phase(), net::Client::Phase::Waiting);

    wad::Archive with_mod = iwad.archive;
    with_mod.add_file(wad::File::parse("mod.wad", test_support::pwad_bytes({{"DEMOLUMP", "a mod"}})));
    net::ClientOptions modded = plain;
    modded.connect.wad_sha1 = net::wad_checksum(with_mod);
    modded.wads = net::wad_identity(with_mod);
    auto second_transport = net::open_udp(0, net::kLoopback);
    net::Client second(*second_transport, address, modded, net_test::now_ms());
    for (const std::uint32_t start = net_test::now_ms();
         second.phase() != net::Client::Phase::Ended && net_test::now_ms() - start < 20000;) {
        second_transport->wait(10);
        first.run(net_test::now_ms());
        second.run(net_test::now_ms());
    }
    EXPECT_EQ(second.end_reason(),
              "the game's controller plays other WAD files than ours: it does not load mod.wad (ours: freedoom2.wad + "
              "mod.wad); start with the same -iwad and -file, in the same order");
}

}  // namespace
