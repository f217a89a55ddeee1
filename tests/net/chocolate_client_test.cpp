// What a real Chocolate Doom client (/usr/games/chocolate-doom, SDL's dummy
// drivers) sends when it joins: its SYN must decode, name our protocol and
// carry the same WAD checksum as ours for the same IWAD. Also the SHA-1
// that checksum is built on, against FIPS 180's examples.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>

#include "net/peer_harness.h"
#include "net/wad_checksum.h"
#include "net/wad_difference.h"
#include "base/file_io.h"
#include "support/pwad.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

using net::hex;

TEST(ChocolateClient, ItsSynCarriesOurProtocolAndOurWadChecksum) {
    constexpr const char* kChocolateDoom = "/usr/games/chocolate-doom";
    ASSERT_TRUE(std::filesystem::exists(kChocolateDoom)) << "chocolate-doom's package is not installed";
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    auto listener = net::open_udp(0, net::kLoopback);
    test_support::TempDir home;
    net_test::ChildProcess chocolate(
        std::vector<std::string>{kChocolateDoom, "-iwad", test_support::iwad("freedoom2.wad").string(), "-connect",
         "127.0.0.1:" + std::to_string(listener->local_address().port), "-nosound"},
        std::vector<std::string>{"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy", "HOME=" + home.path().string()});

    std::optional<net::Syn> syn;
    const std::uint32_t start = net_test::now_ms();
    while (!syn && net_test::now_ms() - start < 30000) {
        listener->wait(100);
        while (auto datagram = listener->receive()) {
            const auto packet = net::decode_client_packet(datagram->data, false);
            if (const auto* s = std::get_if<net::Syn>(&packet.message)) syn = *s;
        }
    }
    ASSERT_TRUE(syn.has_value()) << "no SYN from chocolate-doom in 30 s";
    EXPECT_EQ(syn->magic, net::kMagicNumber);
    EXPECT_TRUE(syn->knows_our_protocol);
    EXPECT_EQ(syn->connect.gamemode, static_cast<std::uint8_t>(net::GameMode::Commercial));
    EXPECT_EQ(syn->connect.gamemission, static_cast<std::uint8_t>(net::GameMission::Doom2));
    EXPECT_EQ(syn->connect.is_freedoom, 1);
    EXPECT_EQ(hex(syn->connect.wad_sha1), hex(net::wad_checksum(iwad.archive)));
}

}  // namespace

namespace {

// A Brimstone player and a Chocolate Doom player (idle: it has no input)
// in one coop game on chocolate-server. Brimstone controls and starts the
// game; past tic 128 both check every player's consistency each tic, so
// a Brimstone world that drifted from Chocolate Doom's would stop either.
TEST(ChocolateClient, PlaysACoopGameWithABrimstonePlayer) {
    constexpr const char* kChocolateDoom = "/usr/games/chocolate-doom";
    constexpr const char* kChocolateServer = "/usr/games/chocolate-server";
    ASSERT_TRUE(std::filesystem::exists(kChocolateDoom) && std::filesystem::exists(kChocolateServer));
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo =
        test_support::oracle_demo(std::filesystem::path(BRIMSTONE_TEST_DATA) / "net" / "coop2-map01.lmp", iwad);
    const std::uint16_t port = net_test::free_port();
    net_test::ChildProcess server(
        std::vector<std::string>{kChocolateServer, "-privateserver", "-port", std::to_string(port)});
    const net::Address address{net::kLoopback, port};
    ASSERT_TRUE(net_test::wait_for_server(address, 20000));

    std::vector<std::unique_ptr<net_test::Peer>> peers;
    peers.push_back(net_test::make_peer(address, iwad, demo, 2, net_test::now_ms()));
    // Ours joins first and so controls the game.
    const std::uint32_t deadline = net_test::now_ms() + 60000;
    while (peers.front()->client->phase() == net::Client::Phase::Connecting && net_test::now_ms() < deadline) {
        peers.front()->client->run(net_test::now_ms());
        peers.front()->transport->wait(10);
    }
    ASSERT_EQ(peers.front()->client->phase(), net::Client::Phase::Waiting);
    test_support::TempDir home;
    net_test::ChildProcess chocolate(
        std::vector<std::string>{kChocolateDoom, "-iwad", test_support::iwad("freedoom2.wad").string(), "-connect",
                                 "127.0.0.1:" + std::to_string(port), "-nosound"},
        std::vector<std::string>{"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy", "HOME=" + home.path().string()});
    EXPECT_EQ(net_test::play(peers, demo, 175, 90000), "");
    EXPECT_EQ(peers.front()->client->settings().num_players, 2);
}

// A Chocolate Doom player without the controller's PWAD, turned away by
// our server: Chocolate Doom names no files in its SYN, so it is told the
// controller's (its own error message shows our reason).
TEST(ChocolateClient, IsToldTheControllersFilesWhenItsWadsDiffer) {
    constexpr const char* kChocolateDoom = "/usr/games/chocolate-doom";
    ASSERT_TRUE(std::filesystem::exists(kChocolateDoom)) << "chocolate-doom's package is not installed";
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    wad::Archive with_mod = iwad.archive;
    with_mod.add_file(wad::File::parse("mod.wad", test_support::pwad_bytes({{"DEMOLUMP", "a mod"}})));
    auto server_transport = net::open_udp(0, net::kLoopback);
    net::Server server(*server_transport, {}, net_test::now_ms());
    const std::uint16_t port = server_transport->local_address().port;
    net::ClientOptions options;
    options.connect = net_test::connect_data_for(iwad);
    options.connect.wad_sha1 = net::wad_checksum(with_mod);
    options.wads = net::wad_identity(with_mod);
    auto controller_transport = net::open_udp(0, net::kLoopback);
    net::Client controller(*controller_transport, server_transport->local_address(), options, net_test::now_ms());

    test_support::TempDir home;
    const std::filesystem::path log = home.path() / "chocolate.log";
    std::optional<net_test::ChildProcess> chocolate;
    std::string said;
    for (const std::uint32_t start = net_test::now_ms();
         said.find("Failed to connect") == std::string::npos && net_test::now_ms() - start < 30000;) {
        server_transport->wait(10);
        server.run(net_test::now_ms());
        controller.run(net_test::now_ms());
        // Chocolate Doom joins once ours controls the game.
        if (!chocolate && controller.phase() == net::Client::Phase::Waiting)
            chocolate.emplace(std::vector<std::string>{"/bin/sh", "-c",
                                                       std::string("exec ") + kChocolateDoom + " -iwad " +
                                                           test_support::iwad("freedoom2.wad").string() +
                                                           " -connect 127.0.0.1:" + std::to_string(port) +
                                                           " -nosound > " + log.string() + " 2>&1"},
                              std::vector<std::string>{"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy",
                                                       "HOME=" + home.path().string()});
        if (chocolate && std::filesystem::exists(log)) said = base::read_text_file(log);
    }
    EXPECT_NE(said.find("Your WAD files are not the game controller's: it plays freedoom2.wad + mod.wad; start with "
                        "the same -iwad and -file, in the same order"),
              std::string::npos)
        << said;
    EXPECT_EQ(controller.phase(), net::Client::Phase::Waiting);
}

}  // namespace
